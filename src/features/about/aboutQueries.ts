import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'
import { SECTION_TITLES } from '../../services/pageMeta/pageTitles'

export const aboutListQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['abouts', 'all'],
    queryFn: () => api.call('getAbouts', { query: { offset: 0, limit: 50 } }),
  })

export const aboutPageQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['abouts', id], queryFn: () => api.call('getAbout', { params: { id } }) })

/** The about page's loader: its entry, fetched before the page renders so its title is known. */
export const loadAboutPage = (queryClient: QueryClient, api: ApiClient, id: string) =>
  queryClient.prefetchQuery(aboutPageQuery(api, id))

/** The about page's title words: the entry's title, then the section's. */
export const aboutPageTitle = (queryClient: QueryClient, api: ApiClient, id: string) => [
  queryClient.getQueryData(aboutPageQuery(api, id).queryKey)?.title,
  SECTION_TITLES['/about'],
]
