import type { QueryClient } from '@tanstack/react-query'
import type { Env } from '../../services/config/env'
import { publishLiveMessage } from '../../services/live/liveBus'
import type { LiveMessage } from '../../services/live/liveMessages'
import { openSharedStream } from '../../services/live/sharedStream'
import { liveCacheApplier } from './applyLiveMessages'

/** What live pages read of the member session: who is signed in (the shell's session store). */
export interface LiveSession {
  subscribe: (onChange: () => void) => () => void
  getSnapshot: () => { session: { status: string; account?: string } }
}

const signedInOf = (session: LiveSession) => {
  const { status, account } = session.getSnapshot().session
  return status === 'signed-in' ? (account ?? null) : null
}

/**
 * Live pages: the browser's one event stream applied to the query cache. Started after the first
 * paint (its code is imported then), so the first load and its figures are unchanged. The server
 * reads the session once, when the stream opens: a sign-in or sign-out opens it again, so the
 * member's own events (their balance) follow the session.
 */
export function startLivePages(queryClient: QueryClient, env: Pick<Env, 'mainUrl'>, session?: LiveSession): () => void {
  if (typeof EventSource === 'undefined') return () => undefined
  const applyToCache = liveCacheApplier(queryClient)
  // the cache first, then the machines listening (the art contest's claims)
  const onMessage = (message: LiveMessage) => {
    applyToCache(message)
    publishLiveMessage(message)
  }
  const stream = openSharedStream(`${env.mainUrl.replace(/\/+$/, '')}/api/live`, onMessage)
  let member = session ? signedInOf(session) : null
  const unsubscribe = session?.subscribe(() => {
    const now = signedInOf(session)
    if (now === member) return
    member = now
    stream.reconnect()
  })
  return () => {
    unsubscribe?.()
    stream.stop()
  }
}
