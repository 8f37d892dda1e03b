import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { useSyncExternalStore } from 'react'
import { AppProviders } from '../../../src/features/shell/AppProviders'
import { deferredSession } from '../../../src/features/shell/session/deferredSession'
import { memberSessionSource, showNotice, startMemberSession, type SessionWallet } from '../../../src/features/session'
import { testServiceUrls } from '../../../src/mocks'
import { createAppRouter } from '../../../src/router'
import { createApiClient } from '../../../src/services/api'
import {
  account,
  connectWallet,
  disconnectWallet,
  onAccountsChanged,
  onChainChanged,
  signMessage,
} from '../../../src/services/wallet'
import { testEnv } from '../shell/renderApp'

/** The app's wallet module over whatever wallet the test announced (no development wallet). */
export const injectedWallet: SessionWallet = {
  connect: () => connectWallet({ chainId: testEnv.chainId, rpcUrl: testEnv.rpcUrl }),
  account,
  signMessage,
  disconnect: disconnectWallet,
  onAccountsChanged,
  onChainChanged,
}

/**
 * Mounts the app as `src/main.tsx` does: the navbar's session comes from the member's login run,
 * handed over after the first render as the lazily loaded session is.
 */
export function renderWithSession({
  path = '/highlights',
  storage,
  wallet = injectedWallet,
}: { path?: string; storage?: Storage; wallet?: SessionWallet } = {}) {
  const api = createApiClient(testServiceUrls)
  const member = startMemberSession({ api, env: testEnv, wallet, notify: showNotice, storage })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createAppRouter({
    queryClient,
    api,
    env: testEnv,
    history: createMemoryHistory({ initialEntries: [path] }),
  })

  const deferred = deferredSession(() => Promise.resolve(memberSessionSource(member)))

  function App() {
    const session = useSyncExternalStore(deferred.subscribe, deferred.getSnapshot)
    return (
      <AppProviders
        env={testEnv}
        queryClient={queryClient}
        session={session}
        contractCheck={() => Promise.resolve(false)}
      >
        <RouterProvider router={router} />
      </AppProviders>
    )
  }

  const view = render(<App />)
  return { ...view, member }
}
