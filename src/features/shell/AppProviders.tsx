import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Env } from '../../services/config/env'
import { EnvProvider } from '../../services/config/EnvProvider'
import { ContractCheckProvider, type ContractCheck } from './search/ContractCheckContext'
import { RefreshMemberOnSignIn } from './session/RefreshMemberOnSignIn'
import { SessionProvider, type SessionValue } from './session/SessionContext'

export interface AppProvidersProps {
  env: Env
  queryClient: QueryClient
  session: SessionValue
  contractCheck: ContractCheck
  children: ReactNode
}

/** Everything the shell reads from context, in one place so the app and the tests mount the same tree. */
export function AppProviders({ env, queryClient, session, contractCheck, children }: AppProvidersProps) {
  return (
    <EnvProvider env={env}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider value={session}>
          <RefreshMemberOnSignIn />
          <ContractCheckProvider check={contractCheck}>{children}</ContractCheckProvider>
        </SessionProvider>
      </QueryClientProvider>
    </EnvProvider>
  )
}
