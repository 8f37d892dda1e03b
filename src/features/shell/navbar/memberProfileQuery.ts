import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../../services/api'

/** The member's profile; the navbar reads `metadata.currentCoinBalance` from it. */
export function memberProfileQuery(api: ApiClient, account: string, chainId: number) {
  return queryOptions({
    queryKey: ['users', account.toLowerCase(), chainId],
    queryFn: () => api.call('getUser', { params: { account }, query: { chainId } }),
  })
}
