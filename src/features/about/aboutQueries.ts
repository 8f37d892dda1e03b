import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'

export const aboutListQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['abouts', 'all'],
    queryFn: () => api.call('getAbouts', { query: { offset: 0, limit: 50 } }),
  })

export const aboutPageQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['abouts', id], queryFn: () => api.call('getAbout', { params: { id } }) })
