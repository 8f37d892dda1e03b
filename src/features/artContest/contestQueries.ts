import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'

/** Every piece at once: the contest has a few dozen, the call's page holds up to 100. */
export const PIECES_PAGE = 100

export const piecesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['art-contest', 'pieces'],
    queryFn: () => api.call('getArtContestGallery', { query: { offset: 0, limit: PIECES_PAGE } }),
  })

/** The category counts come with the submissions list; one entry is enough to read them. */
export const categoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['art-contest', 'categories'],
    queryFn: async () =>
      (await api.call('getArtistSubmissions', { query: { offset: 0, limit: 1 }, body: {} })).categories,
  })
