import { useSyncExternalStore } from 'react'
import { usePageHydrated } from '../../../services/hydration/pageHydrated'
import type { DeferredSession } from './deferredSession'
import type { SessionValue } from './SessionContext'

/**
 * The member's session as the app reads it. While a page the server drew hydrates, and in its first
 * render after, it is what the server drew (a visitor, or a member whose parts are coming), so the
 * markup matches; the page then turns to the member's own session in a transition, as to its
 * hydrated look: read straight from the store, a session that differs from the server's (a
 * returning member's `loading`) had React render every part that reads it again synchronously,
 * right after hydrating.
 */
export function useMemberSession(member: DeferredSession, useHydrated: () => boolean = usePageHydrated): SessionValue {
  const live = useSyncExternalStore(member.subscribe, member.getSnapshot, member.getServerSnapshot)
  const hydrated = useHydrated()
  return hydrated ? live : member.getServerSnapshot()
}
