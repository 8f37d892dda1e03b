import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../api'

/**
 * The member's profile: the navbar reads `metadata.currentCoinBalance`, the quest steps and the
 * vault read `social` (the linked X and Discord handles). One key, so a link refreshes them all.
 */
export function memberProfileQuery(api: ApiClient, account: string, chainId: number) {
  return queryOptions({
    queryKey: ['users', account.toLowerCase(), chainId],
    queryFn: () => api.call('getUser', { params: { account }, query: { chainId } }),
  })
}

/** The key prefix of every member profile, to refresh them after a link or unlink. */
export const memberProfilesKey = ['users'] as const
