import type { SessionValue } from './SessionContext'

/** A session store as `useSyncExternalStore` reads it. */
export interface SessionStore {
  subscribe: (onChange: () => void) => () => void
  getSnapshot: () => SessionValue
}

/** A session whose code is fetched when `start` is first called, or when a connect or sign asks. */
export interface DeferredSession extends SessionStore {
  start: () => void
  /**
   * What the server drew: a visitor with no session (a Connect wallet button), or, on a page drawn
   * with a member's parts coming, a session still `loading` (room kept for those parts). Hydration
   * reads it, so a returning member's page matches the server's markup before their session takes over.
   */
  getServerSnapshot: () => SessionValue
}

export interface DeferredSessionOptions {
  /** Load the code at once (a returning member) rather than when a connect or sign asks. */
  startNow?: boolean
  /** The page was drawn with a member's own parts coming (`src/services/hydration/memberComing.ts`). */
  memberComing?: boolean
}

/**
 * The member session, loaded after the first paint (`startNow`, the default) or only when `start`
 * is called: a visitor with no remembered wallet is shown disconnected and fetches no session code
 * until they connect. While code started at once is on its way the navbar sees `loading`; a
 * connect or sign asked for meanwhile (a page's own button) waits for it instead of being lost. If
 * the code cannot be fetched the member is shown disconnected and the next connect tries again.
 */
export function deferredSession(
  load: () => Promise<SessionStore>,
  { startNow = true, memberComing = false }: DeferredSessionOptions = {},
): DeferredSession {
  const listeners = new Set<() => void>()
  let loaded: SessionStore | undefined
  let unsubscribeLoaded: (() => void) | undefined
  let pending: Promise<SessionStore> | undefined
  // `loading` until the code started at once arrives; `disconnected` when it waits for the member
  // (who is not known yet, so a connect shows no flicker while the code arrives) or failed to load
  let fallback: SessionValue

  const notify = () => {
    for (const listener of listeners) listener()
  }
  const whenLoaded = (): Promise<SessionStore> => {
    pending ??= load().then(
      (store) => {
        loaded = store
        if (listeners.size > 0) unsubscribeLoaded = store.subscribe(notify)
        notify()
        return store
      },
      (error: unknown) => {
        pending = undefined
        fallback = failedValue
        notify()
        throw error
      },
    )
    return pending
  }
  const afterLoad = (action: (value: SessionValue) => void) => () => {
    whenLoaded().then((store) => action(store.getSnapshot()), reportLoadFailure)
  }

  const loadingValue: SessionValue = {
    session: { status: 'loading' },
    connect: afterLoad((value) => value.connect()),
    sign: afterLoad((value) => value.sign()),
  }
  const failedValue: SessionValue = { ...loadingValue, session: { status: 'disconnected' } }
  const start = () => void whenLoaded().catch(reportLoadFailure)
  fallback = startNow ? loadingValue : failedValue
  if (startNow) start()

  return {
    start,
    subscribe: (onChange) => {
      listeners.add(onChange)
      if (loaded && !unsubscribeLoaded) unsubscribeLoaded = loaded.subscribe(notify)
      return () => {
        listeners.delete(onChange)
        if (listeners.size === 0) {
          unsubscribeLoaded?.()
          unsubscribeLoaded = undefined
        }
      }
    },
    getSnapshot: () => (loaded ? loaded.getSnapshot() : fallback),
    getServerSnapshot: () => (memberComing ? loadingValue : failedValue),
  }
}

function reportLoadFailure(error: unknown): void {
  // Nothing on the page can show it yet (the toasts belong to the session too); the console keeps it.
  console.error('The member session could not be loaded.', error)
}
