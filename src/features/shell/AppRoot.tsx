import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Env } from '../../services/config/env'
import { EarlyTapsReplay } from '../../services/hydration/earlyTaps'
import { AppProviders } from './AppProviders'
import type { ContractCheck } from './search/ContractCheckContext'
import type { DeferredSession } from './session/deferredSession'
import { useMemberSession } from './session/useMemberSession'

export interface AppRootProps {
  env: Env
  queryClient: QueryClient
  member: DeferredSession
  contractCheck: ContractCheck
  /** The router: `RouterProvider` in the browser, `RouterClient` over a server-drawn page, `RouterServer` on the server. */
  children: ReactNode
}

/**
 * The app around its router, the same on the server and in the browser. The member's session is
 * read from its store; while a server-drawn page hydrates it reads what the server drew (nobody
 * signed in, or a member's parts coming), so the markup matches, and the member's own parts
 * follow in a transition right after (`useMemberSession`). Taps made on
 * a drawn page before its code ran are made again once it has hydrated.
 */
export function AppRoot({ env, queryClient, member, contractCheck, children }: AppRootProps) {
  const session = useMemberSession(member)
  return (
    <AppProviders env={env} queryClient={queryClient} session={session} contractCheck={contractCheck}>
      {children}
      {/* the same on the server, so the tree (and the ids React derives from it) matches */}
      <EarlyTapsReplay />
    </AppProviders>
  )
}
