import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { ApiError, type ApiClient } from '../../../services/api'
import { NotFound } from '../../../ui/not-found/NotFound'
import { pageCount } from '../../../ui/paginator/Paginator'
import { collectionItemsQuery, collectionMetadataQuery, collectionTraitsQuery, ITEMS_PAGE_SIZE } from '../queries'
import { recallBrowse, rememberBrowse, searchTerm } from './browseMemory'
import { CollectionBanner } from './CollectionBanner'
import { CollectionToolbar } from './CollectionToolbar'
import type { ItemSort, Traits } from './itemFilters'
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
  onToggleTrait: (type: string, value: string) => void
  onResetFilters: () => void
}

function useDebounced(value: string, delayMs: number) {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

/** Banner and stats, toolbar, trait panel, the virtualised grid and the sales volume chart. */
export function CollectionPage({ api, collectionId, traits, onToggleTrait, onResetFilters }: CollectionPageProps) {
  const metadata = useQuery(collectionMetadataQuery(api, collectionId))
  const traitGroups = useQuery({ ...collectionTraitsQuery(api, collectionId), enabled: metadata.isSuccess })
  // beside the grid on wide screens; on narrow ones it would push the grid down, so it starts closed
  const [panelOpen, setPanelOpen] = useState(() => window.matchMedia(WIDE_SCREEN).matches)
  const [sort, setSort] = useState<ItemSort | undefined>(() => recallBrowse(collectionId).sort)
  const [search, setSearch] = useState(() => recallBrowse(collectionId).search)
  const settledSearch = useDebounced(search, SEARCH_DEBOUNCE_MS)
  const term = searchTerm(settledSearch)
  const items = useInfiniteQuery({
    ...collectionItemsQuery(api, collectionId, { traits, sort, search: term }),
    enabled: metadata.isSuccess,
    // a new filter answers over the old grid instead of blanking it
    placeholderData: keepPreviousData,
  })
  const { fetchNextPage } = items
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage])

  if (metadata.isError) {
    return metadata.error instanceof ApiError && metadata.error.status === 404 ? (
      <NotFound />
    ) : (
      <p className="koi-collection-page__error">The collection could not be loaded.</p>
    )
  }
  if (!metadata.data) return <p className="koi-collection-page__loading">Loading collection…</p>

  const pages = items.data?.pages ?? []
  const filteredCount = pages[0]?.totalCount
  const totalPages = pageCount(filteredCount ?? 0, ITEMS_PAGE_SIZE)
  const choose = (next: { sort?: ItemSort; search?: string }) => {
    const choice = { sort: next.sort ?? sort, search: next.search ?? search }
    rememberBrowse(collectionId, choice)
    if (next.sort !== undefined) setSort(next.sort)
    if (next.search !== undefined) setSearch(next.search)
  }

  return (
    <div className="koi-collection-page">
      <CollectionBanner api={api} collection={metadata.data} />
      <SalesVolume api={api} collectionId={collectionId} />
      <CollectionToolbar
        panelOpen={panelOpen}
        onTogglePanel={() => setPanelOpen(!panelOpen)}
        itemCount={filteredCount}
        search={search}
        onSearch={(text) => choose({ search: text })}
        sort={sort}
        onSort={(value) => choose({ sort: value })}
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
            onReset={() => {
              choose({ search: '' })
              onResetFilters()
            }}
          />
        ) : null}
        <div className="koi-collection-page__grid" aria-busy={items.isFetching}>
          {items.isSuccess && filteredCount === 0 ? (
            <NotFound />
          ) : (
            <ItemGrid
              collectionId={collectionId}
              pages={pages}
              totalPages={totalPages}
              loadingMore={items.isFetchingNextPage}
              onLoadMore={loadMore}
            />
          )}
        </div>
      </div>
    </div>
  )
}
