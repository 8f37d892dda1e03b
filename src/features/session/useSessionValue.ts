import { useMemo, useSyncExternalStore } from 'react'
import type { MemberSession } from './memberSession'
import { memberSessionSource, type MemberSessionValue } from './sessionSource'

export type { MemberSessionValue, MemberSessionView } from './sessionSource'

/** The member's view inside React, for a component that holds the session itself. */
export function useSessionValue(member: MemberSession): MemberSessionValue {
  const source = useMemo(() => memberSessionSource(member), [member])
  return useSyncExternalStore(source.subscribe, source.getSnapshot)
}
