import type { SessionValue } from './SessionContext'

/** A session store as `useSyncExternalStore` reads it. */
export interface SessionStore {
  subscribe: (onChange: () => void) => () => void
  getSnapshot: () => SessionValue
}

/**
 * The member session, loaded after the first paint. Until its code has arrived the navbar sees
 * `loading`; a connect or sign asked for meanwhile (a page's own button) waits for it instead of
 * being lost. If the code cannot be fetched the member is shown disconnected and the next connect
 * tries again.
 */
export function deferredSession(load: () => Promise<SessionStore>): SessionStore {
  const listeners = new Set<() => void>()
  let loaded: SessionStore | undefined
  let unsubscribeLoaded: (() => void) | undefined
  let pending: Promise<SessionStore> | undefined
  // `loading` until the code arrives, `disconnected` after a failed fetch
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
  fallback = loadingValue

  whenLoaded().catch(reportLoadFailure)

  return {
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
  }
}

function reportLoadFailure(error: unknown): void {
  // Nothing on the page can show it yet (the toasts belong to the session too); the console keeps it.
  console.error('The member session could not be loaded.', error)
}
