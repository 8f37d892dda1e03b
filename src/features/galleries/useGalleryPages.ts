import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { ApiClient } from '../../services/api'
import { fetchGalleryCount, fetchGalleryPage, GALLERY_PAGE_SIZE, type GalleryFilter } from './galleryCalls'
import type { GalleryKind, GalleryPhoto } from './galleryTiles'

export const galleryQueryKey = (kind: GalleryKind) => ['gallery', kind] as const

export interface GalleryPages {
  photos: GalleryPhoto[]
  /** The same photos by the page they came in: each page is laid out on its own, so a new page never moves the ones above. */
  photoPages: GalleryPhoto[][]
  loadedPages: number
  totalPages: number
  isPending: boolean
  isError: boolean
  loadMore: () => void
  /** Refetches every loaded page (after a reaction or a toggle). */
  refresh: () => void
}

/**
 * A gallery's pages of 25: the count call says how many pages there are, and `loadMore` (the
 * infinite-scroll sentinel) fetches the next one while fewer are loaded.
 */
export function useGalleryPages(api: ApiClient, kind: GalleryKind, filter: GalleryFilter): GalleryPages {
  const queryClient = useQueryClient()
  const key = [...galleryQueryKey(kind), filter] as const
  const pages = useInfiniteQuery({
    queryKey: [...key, 'pages'],
    queryFn: ({ pageParam }) => fetchGalleryPage(api, kind, filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (all.length * GALLERY_PAGE_SIZE < last.totalCount ? all.length : undefined),
  })
  const count = useQuery({ queryKey: [...key, 'count'], queryFn: () => fetchGalleryCount(api, kind, filter) })

  // The count call leaves out disabled entries; in the admin's edit view the list's own total counts them.
  const total = Math.max(count.data ?? 0, pages.data?.pages[0]?.totalCount ?? 0)
  const totalPages = Math.ceil(total / GALLERY_PAGE_SIZE)
  const photoPages = useMemo(() => {
    const seen = new Set<string>()
    // a refetch between pages may shift an entry onto the next page: show it once
    return (pages.data?.pages ?? []).map((page) =>
      page.photos.filter((photo) => (seen.has(photo.id) ? false : (seen.add(photo.id), true))),
    )
  }, [pages.data])
  const photos = useMemo(() => photoPages.flat(), [photoPages])
  const { fetchNextPage, isFetchingNextPage } = pages

  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage()
  }, [fetchNextPage, isFetchingNextPage])
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: galleryQueryKey(kind) })
  }, [queryClient, kind])

  return {
    photos,
    photoPages,
    loadedPages: pages.data?.pages.length ?? 0,
    totalPages,
    isPending: pages.isPending,
    isError: pages.isError,
    loadMore,
    refresh,
  }
}
