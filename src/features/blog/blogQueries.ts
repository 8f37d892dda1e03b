import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { pageOffset, type ApiClient } from '../../services/api'
import { SECTION_TITLES } from '../../services/pageMeta/pageTitles'
import { longDate } from '../../ui/format/calendarDate'

/** Posts per page of the blog list. */
export const BLOG_PAGE_SIZE = 6

export const blogPageQuery = (api: ApiClient, page: number, category: string | undefined) =>
  queryOptions({
    queryKey: ['blogs', 'page', category ?? null, page],
    queryFn: () =>
      api.call('getBlogs', {
        query: { offset: pageOffset(page - 1, BLOG_PAGE_SIZE), limit: BLOG_PAGE_SIZE, category },
      }),
  })

export const blogCategoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['blogs', 'categories'],
    queryFn: async () => (await api.call('getBlogCategories', { query: { offset: 0, limit: 100 } })).items,
  })

export const blogPostQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: ['blogs', 'post', id], queryFn: () => api.call('getBlog', { params: { id } }) })

/** A post's date as the blog shows it ("March 4, 2024"). */
export function postDate(iso: string): string {
  return longDate(new Date(iso))
}

/** The post page's loader: the post, fetched before the page renders so its title is known; a failure is left for the page to show. */
export const loadBlogPost = (queryClient: QueryClient, api: ApiClient, id: string) =>
  queryClient.prefetchQuery(blogPostQuery(api, id))

/** The post page's title words: the post's title, then the blog's. */
export const blogPostTitle = (queryClient: QueryClient, api: ApiClient, id: string) => [
  queryClient.getQueryData(blogPostQuery(api, id).queryKey)?.title,
  SECTION_TITLES['/blogs'],
]
