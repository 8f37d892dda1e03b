import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { Item } from '../../../services/api'
import { InfiniteScrollSentinel } from '../../../ui/infinite-scroll/InfiniteScrollSentinel'
import { ITEMS_PAGE_SIZE } from '../queries'
import { GRID_GAP, gridLayout, type GridLayout } from './gridLayout'
import { ItemCard } from './ItemCard'

// the virtualiser comes with the second page: a grid of one page draws all its rows
let virtualRows: Promise<typeof import('./VirtualRows')> | undefined
const loadVirtualRows = () => (virtualRows ??= import('./VirtualRows'))
const VirtualRows = lazy(loadVirtualRows)

export interface GridPage {
  /** Pages of 50 in this entry (a grid opened further down loads several at once). */
  pageCount: number
  assets: Item[]
  reactions: { tokenId: string; totalCount: number }[]
  prices: { tokenId: string; price: string; symbol: string }[]
}

export interface ItemGridProps {
  collectionId: string
  pages: GridPage[]
  totalPages: number
  loadingMore: boolean
  onLoadMore: () => void
  /** The item the page opened at: once it has loaded, the grid scrolls to its row. */
  startOffset: number
  /** Called with the first item of the top row on screen as the window scrolls. */
  onOffsetChange: (offset: number) => void
  /** The first page is on its way: a page of card skeletons holds its place. */
  loading: boolean
}

/** Cards of the final size, a page of them, shown while the first page loads. */
const SKELETON_CARDS = ITEMS_PAGE_SIZE

function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return undefined
    // the server draws no rows (it has no width): the first page of cards (and its new layout at each
    // resize) is built in a render React can pause, not in one long task of fifty cards after hydration
    const measure = () => startTransition(() => setWidth(element.clientWidth))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

/** The fixed navbar covers the top of the window (the spec's 90px). */
const NAVBAR_HEIGHT = 90
/** The offset written to the URL follows the scroll at most this often. */
const OFFSET_WRITE_MS = 250

/** The row at the top of the window, under the navbar, for rows starting at `gridTop` (a pixel of slack for rounding). */
const topRow = (gridTop: number, layout: GridLayout) =>
  Math.max(0, Math.floor((window.scrollY + NAVBAR_HEIGHT + 1 - gridTop) / layout.rowHeight))

/**
 * Keeps the URL's offset on the first item of the top row as the window scrolls, and, when the
 * page opened further down (a reload, a shared link), scrolls to that item's row once it has
 * loaded. Back is left to the router's own scroll restoration: the window is already scrolled
 * then, so the grid does not move it again.
 */
function useOffsetInUrl(
  grid: React.RefObject<HTMLDivElement | null>,
  /** Undefined until the grid's width is known. */
  layout: GridLayout | undefined,
  loadedItems: number,
  startOffset: number,
  onOffsetChange: (offset: number) => void,
) {
  const written = useRef(startOffset)
  /** A scroll was heard and its offset not written yet (its write outlives the listener that heard it). */
  const unwritten = useRef(false)
  const restored = useRef(startOffset === 0)
  const latest = useRef(onOffsetChange)
  useEffect(() => {
    latest.current = onOffsetChange
  })
  const gridTop = () => (grid.current ? grid.current.getBoundingClientRect().top + window.scrollY : 0)

  useLayoutEffect(() => {
    if (restored.current || !layout || loadedItems === 0) return
    restored.current = true
    // Back: the router has already put the window where it was
    if (window.scrollY > 0) return
    const top = gridTop()
    const row = Math.floor(Math.min(startOffset, loadedItems - 1) / layout.columns)
    window.scrollTo(0, Math.ceil(top + row * layout.rowHeight - NAVBAR_HEIGHT))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- gridTop reads the live layout
  }, [layout, loadedItems, startOffset])

  useEffect(() => {
    if (!layout) return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const write = () => {
      timer = undefined
      unwritten.current = false
      const row = topRow(gridTop(), layout)
      if (row === Math.floor(written.current / layout.columns)) return
      written.current = Math.min(row * layout.columns, Math.max(loadedItems - 1, 0))
      latest.current(written.current)
    }
    const onScroll = () => {
      if (!restored.current) return
      unwritten.current = true
      timer ??= setTimeout(write, OFFSET_WRITE_MS)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    // a page of items that lands ends the listener before it: a write that was waiting is not lost
    if (unwritten.current) onScroll()
    return () => {
      window.removeEventListener('scroll', onScroll)
      clearTimeout(timer)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- gridTop reads the live layout
  }, [layout, loadedItems])
}

/**
 * The collection's cards in rows of equal height. Once more than a page of 50 is loaded, the rows
 * are virtualised against the window's scroll (`VirtualRows`): only those near the window are in
 * the document, so 10,000 items keep a bounded number of nodes. The sentinel after the last loaded
 * row asks for the next page of 50.
 */
export function ItemGrid({
  collectionId,
  pages,
  totalPages,
  loadingMore,
  onLoadMore,
  startOffset,
  onOffsetChange,
  loading,
}: ItemGridProps) {
  const { ref, width } = useWidth()
  const [scrollMargin, setScrollMargin] = useState(0)
  // A page that has just come is drawn in a render React can pause, so the browser answers input
  // while fifty cards are built; until then the grid shows what it showed (the skeletons, at first).
  const shownPages = useDeferredValue(pages)
  // a page is on its way until its cards are drawn
  const busy = loadingMore || shownPages !== pages
  const items = shownPages.flatMap((page) => page.assets)
  const likes = new Map(shownPages.flatMap((page) => page.reactions.map((entry) => [entry.tokenId, entry.totalCount])))
  const prices = new Map(shownPages.flatMap((page) => page.prices.map((entry) => [entry.tokenId, entry])))
  const layout = useMemo(() => gridLayout(width), [width])
  const cells = items.length === 0 && (loading || pages.length > 0) ? SKELETON_CARDS : items.length
  const rowCount = Math.ceil(cells / layout.columns)

  // the banner, chart and toolbar above the grid set where its rows start; re-read when rows change
  useLayoutEffect(() => {
    const element = ref.current
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY)
  }, [ref, width, rowCount])

  useOffsetInUrl(ref, width > 0 ? layout : undefined, items.length, startOffset, onOffsetChange)
  const loadedPages = shownPages.reduce((sum, page) => sum + page.pageCount, 0)
  // a new callback per loaded page re-arms the sentinel when it is still on screen after a page lands
  const loadMore = useCallback(() => {
    if (busy) return
    // the virtualiser's code travels with the next page, so it is there when the page lands
    void loadVirtualRows()
    onLoadMore()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loadedPages re-arms on purpose
  }, [busy, onLoadMore, loadedPages])

  const renderRow = (index: number, top: number) => (
    <div
      key={index}
      role="none"
      className="koi-item-grid__row"
      style={{
        transform: `translateY(${top}px)`,
        gridTemplateColumns: `repeat(${layout.columns}, ${layout.cardWidth}px)`,
        height: layout.rowHeight - GRID_GAP,
      }}
    >
      {items.length === 0
        ? Array.from({ length: Math.min(layout.columns, cells - index * layout.columns) }, (_, cell) => (
            <div key={cell} className="koi-item-card koi-item-card--skeleton" aria-hidden="true" />
          ))
        : items.slice(index * layout.columns, (index + 1) * layout.columns).map((item) => (
            <div role="listitem" key={item.tokenId}>
              <ItemCard
                item={item}
                collectionId={collectionId}
                price={prices.get(item.tokenId)}
                likes={likes.get(item.tokenId) ?? 0}
              />
            </div>
          ))}
    </div>
  )
  // every row of the first page; past it, this is what shows while the virtualiser's code loads
  const firstPageRows = Array.from(
    { length: Math.min(rowCount, Math.ceil(ITEMS_PAGE_SIZE / layout.columns)) },
    (_, index) => renderRow(index, index * layout.rowHeight),
  )

  return (
    <div ref={ref} className="koi-item-grid">
      <div className="koi-item-grid__rows" style={{ height: rowCount * layout.rowHeight }} role="list">
        {width === 0 ? null : loadedPages > 1 ? (
          <Suspense fallback={firstPageRows}>
            <VirtualRows
              rowCount={rowCount}
              rowHeight={layout.rowHeight}
              scrollMargin={scrollMargin}
              renderRow={renderRow}
            />
          </Suspense>
        ) : (
          firstPageRows
        )}
      </div>
      <InfiniteScrollSentinel loadedPages={loadedPages} totalPages={totalPages} onLoadMore={loadMore} />
      <p className="koi-item-grid__pages" aria-live="polite">
        Page {loadedPages} of {totalPages}
        {busy ? ' · loading…' : ''}
      </p>
    </div>
  )
}
