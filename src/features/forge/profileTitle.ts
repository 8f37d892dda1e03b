import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'
import { memberName } from '../../services/pageMeta/pageTitles'
import { profileQuery } from './walletQueries'

/** The profile page's loader: the member's profile, fetched before the page renders so its title is known. */
export const loadProfilePage = (queryClient: QueryClient, api: ApiClient, account: string, chainId: number) =>
  queryClient.prefetchQuery(profileQuery(api, account, chainId))

/** The profile page's title words: the member's username, else their shortened address. */
export function profilePageTitle(queryClient: QueryClient, api: ApiClient, account: string, chainId: number) {
  const profile = queryClient.getQueryData(profileQuery(api, account, chainId).queryKey)
  return [memberName(profile?.username, profile?.account ?? account)]
}
