import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { Item } from '../../../services/api'
import { InfiniteScrollSentinel } from '../../../ui/infinite-scroll/InfiniteScrollSentinel'
import { GRID_GAP, gridLayout } from './gridLayout'
import { ItemCard } from './ItemCard'

export interface GridPage {
  assets: Item[]
  reactions: { tokenId: string; totalCount: number }[]
  prices: { tokenId: string; price: number; symbol: string }[]
}

export interface ItemGridProps {
  collectionId: string
  pages: GridPage[]
  totalPages: number
  loadingMore: boolean
  onLoadMore: () => void
}

/** How many rows above and below the window stay rendered. */
const OVERSCAN_ROWS = 3

function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return undefined
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

/**
 * The collection's cards in rows virtualised against the window's scroll: only the rows near
 * the window are in the document, so 10,000 items keep a bounded number of nodes. The sentinel
 * after the last loaded row asks for the next page of 50.
 */
export function ItemGrid({ collectionId, pages, totalPages, loadingMore, onLoadMore }: ItemGridProps) {
  const { ref, width } = useWidth()
  const [scrollMargin, setScrollMargin] = useState(0)
  const items = pages.flatMap((page) => page.assets)
  const likes = new Map(pages.flatMap((page) => page.reactions.map((entry) => [entry.tokenId, entry.totalCount])))
  const prices = new Map(pages.flatMap((page) => page.prices.map((entry) => [entry.tokenId, entry])))
  const layout = gridLayout(width)
  const rowCount = Math.ceil(items.length / layout.columns)

  // the banner, chart and toolbar above the grid set where its rows start; re-read when rows change
  useLayoutEffect(() => {
    const element = ref.current
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY)
  }, [ref, width, rowCount])

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => layout.rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  })
  const loadedPages = pages.length
  // a new callback per loaded page re-arms the sentinel when it is still on screen after a page lands
  const loadMore = useCallback(() => {
    if (!loadingMore) onLoadMore()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loadedPages re-arms on purpose
  }, [loadingMore, onLoadMore, loadedPages])

  return (
    <div ref={ref} className="koi-item-grid">
      <div className="koi-item-grid__rows" style={{ height: virtualizer.getTotalSize() }} role="list">
        {width > 0
          ? virtualizer.getVirtualItems().map((row) => (
              <div
                key={row.key}
                role="none"
                className="koi-item-grid__row"
                style={{
                  transform: `translateY(${row.start - scrollMargin}px)`,
                  gridTemplateColumns: `repeat(${layout.columns}, ${layout.cardWidth}px)`,
                  height: layout.rowHeight - GRID_GAP,
                }}
              >
                {items.slice(row.index * layout.columns, (row.index + 1) * layout.columns).map((item) => (
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
            ))
          : null}
      </div>
      <InfiniteScrollSentinel loadedPages={loadedPages} totalPages={totalPages} onLoadMore={loadMore} />
      <p className="koi-item-grid__pages" aria-live="polite">
        Page {loadedPages} of {totalPages}
        {loadingMore ? ' · loading…' : ''}
      </p>
    </div>
  )
}
