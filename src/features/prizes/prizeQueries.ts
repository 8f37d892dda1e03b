import { queryOptions } from '@tanstack/react-query'
import { pageOffset, type ApiClient } from '../../services/api'

/** The prize grid reads eight prizes a page. */
export const PRIZES_PAGE_SIZE = 8

export const prizesPageQuery = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['certified-nfts', 'page', page],
    queryFn: () =>
      api.call('getCertifiedNfts', {
        query: { offset: pageOffset(page - 1, PRIZES_PAGE_SIZE), limit: PRIZES_PAGE_SIZE },
      }),
  })

export const prizesCountQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['certified-nfts', 'count'],
    queryFn: async () => (await api.call('getCertifiedNftsCount')).totalCount,
  })
