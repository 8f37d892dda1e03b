import type { QueryClient } from '@tanstack/react-query'
import type { Env } from '../../services/config/env'
import { openSharedStream } from '../../services/live/sharedStream'
import { liveCacheApplier } from './applyLiveMessages'

/**
 * Live pages: the browser's one event stream applied to the query cache. Started after the first
 * paint (its code is imported then), so the first load and its figures are unchanged.
 */
export function startLivePages(queryClient: QueryClient, env: Pick<Env, 'mainUrl'>): () => void {
  if (typeof EventSource === 'undefined') return () => undefined
  return openSharedStream(`${env.mainUrl.replace(/\/+$/, '')}/api/live`, liveCacheApplier(queryClient))
}
