import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError, type ApiClient } from '../../../services/api'
import { NotFound } from '../../../ui/not-found/NotFound'
import { useMediaMatch } from '../../../ui/viewport/useMediaMatch'
import { pageCount } from '../../../ui/paginator/Paginator'
import {
  collectionIndexingQuery,
  collectionItemsQuery,
  collectionMetadataQuery,
  collectionTraitsQuery,
  ITEMS_PAGE_SIZE,
} from '../queries'
import { CollectionBanner } from './CollectionBanner'
import { CollectionToolbar } from './CollectionToolbar'
import { searchTerm, type ItemSort, type Traits } from './itemFilters'
import { IndexingNotice } from './IndexingNotice'
import { ItemGrid } from './ItemGrid'
import { SalesVolume } from './SalesVolume'
import { TraitPanel } from './TraitPanel'
import './CollectionPage.css'

/** The search box waits this long after the last key, as the wallet search does. */
const SEARCH_DEBOUNCE_MS = 300
const WIDE_SCREEN = '(min-width: 801px)'

export interface CollectionPageProps {
  api: ApiClient
  /** Slug or token address, as in the URL. */
  collectionId: string
  /** The trait filters the URL holds. */
  traits: Traits
  /** The price order the URL holds, none for token order. */
  sort: ItemSort | undefined
  /** The search text the URL holds. */
  search: string
  /** The item the grid was scrolled to, as the URL holds it (`{site name}-offset`). */
  offset: number
  onToggleTrait: (type: string, value: string) => void
  onResetFilters: () => void
  onSort: (sort: ItemSort) => void
  /** Called with the search box's text once typing pauses. */
  onSearch: (text: string) => void
  /** Called with the first item on screen as the grid scrolls. */
  onOffsetChange: (offset: number) => void
}

/**
 * The search box's own text, written to the URL once typing pauses. The URL stays the truth: when
 * it changes underneath (Back, Reset filters), the box shows it again.
 */
function useSearchBox(search: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(search)
  const [seen, setSeen] = useState(search)
  if (search !== seen) {
    setSeen(search)
    if (search !== text.trim()) setText(search)
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef(onSearch)
  useEffect(() => {
    latest.current = onSearch
  })
  useEffect(() => () => clearTimeout(timer.current), [])
  const type = (next: string) => {
    setText(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => latest.current(next), SEARCH_DEBOUNCE_MS)
  }
  return [text, type] as const
}

/** Banner and stats, toolbar, trait panel, the virtualised grid and the sales volume chart. */
export function CollectionPage({
  api,
  collectionId,
  traits,
  sort,
  search,
  offset,
  onToggleTrait,
  onResetFilters,
  onSort,
  onSearch,
  onOffsetChange,
}: CollectionPageProps) {
  const metadata = useQuery(collectionMetadataQuery(api, collectionId))
  const traitGroups = useQuery({ ...collectionTraitsQuery(api, collectionId), enabled: metadata.isSuccess })
  // beside the grid on wide screens; on narrow ones it would push the grid down, so it starts closed
  // (and closed on the server, which has no screen: a wide one opens it as the page hydrates)
  const wideScreen = useMediaMatch(WIDE_SCREEN, false)
  const [chosenPanelOpen, setPanelOpen] = useState<boolean | null>(null)
  const panelOpen = chosenPanelOpen ?? wideScreen
  const [searchText, typeSearch] = useSearchBox(search, onSearch)
  const filter = { traits, sort, search: searchTerm(search) }
  // the offset a filter was opened at (a link, a reload): its grid loads every page up to it and
  // scrolls there once; a changed filter starts from the URL's cleared offset in a grid of its own
  const filterKey = JSON.stringify(filter)
  const [start, setStart] = useState({ filterKey, offset })
  if (start.filterKey !== filterKey) setStart({ filterKey, offset })
  const items = useInfiniteQuery({
    ...collectionItemsQuery(api, collectionId, filter, start.offset),
    enabled: metadata.isSuccess,
    // a new filter answers over the old grid instead of blanking it
    placeholderData: keepPreviousData,
  })
  const { fetchNextPage, refetch: refetchItems } = items
  const indexing = useQuery({ ...collectionIndexingQuery(api, collectionId), enabled: metadata.isSuccess }).data
    ?.indexing
  // the items read while the indexer backfilled are a part: once it catches up, the grid is asked again
  const backfilling = indexing ? !indexing.caughtUp : false
  const wasBackfilling = useRef(false)
  useEffect(() => {
    if (wasBackfilling.current && !backfilling) void refetchItems()
    wasBackfilling.current = backfilling
  }, [backfilling, refetchItems])
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage])

  if (metadata.isError) {
    return metadata.error instanceof ApiError && metadata.error.status === 404 ? (
      <NotFound />
    ) : (
      <p className="koi-collection-page__error">The collection could not be loaded.</p>
    )
  }
  const pages = items.data?.pages ?? []
  const filteredCount = pages[0]?.totalCount
  const totalPages = pageCount(filteredCount ?? 0, ITEMS_PAGE_SIZE)

  return (
    // while the collection loads every part stands in its place at its final size
    <div className="koi-collection-page" aria-busy={!metadata.data}>
      <CollectionBanner api={api} collection={metadata.data} />
      <SalesVolume api={api} collectionId={collectionId} />
      <CollectionToolbar
        panelOpen={panelOpen}
        onTogglePanel={() => setPanelOpen(!panelOpen)}
        itemCount={filteredCount}
        search={searchText}
        onSearch={typeSearch}
        sort={sort}
        onSort={onSort}
      />
      <div
        className={
          panelOpen ? 'koi-collection-page__body koi-collection-page__body--panel' : 'koi-collection-page__body'
        }
      >
        {panelOpen ? (
          <TraitPanel
            groups={traitGroups.data ?? []}
            chosen={traits}
            onToggle={onToggleTrait}
            onReset={onResetFilters}
          />
        ) : null}
        <div className="koi-collection-page__grid" aria-busy={items.isFetching}>
          <IndexingNotice indexing={indexing} />
          {items.isSuccess && filteredCount === 0 ? (
            // an empty grid while the indexer backfills is not an empty collection: the notice says so
            backfilling ? null : (
              <NotFound />
            )
          ) : (
            <ItemGrid
              key={start.filterKey}
              collectionId={collectionId}
              pages={pages}
              totalPages={totalPages}
              startOffset={start.offset}
              loading={!items.data}
              onOffsetChange={onOffsetChange}
              loadingMore={items.isFetchingNextPage}
              onLoadMore={loadMore}
            />
          )}
        </div>
      </div>
    </div>
  )
}
