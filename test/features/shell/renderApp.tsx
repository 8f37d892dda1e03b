import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { AppProviders } from '../../../src/features/shell/AppProviders'
import type { ContractCheck } from '../../../src/features/shell/search/ContractCheckContext'
import type { Session } from '../../../src/features/shell/session/SessionContext'
import { createAppRouter } from '../../../src/router'
import { createApiClient } from '../../../src/services/api'
import { parseEnv, type Env } from '../../../src/services/config/env'
import { testServiceUrls } from '../../../src/mocks'

export const testEnv: Env = parseEnv({
  ...testServiceUrls,
  rpcUrl: 'http://127.0.0.1:8545',
  cdnBase: 'https://cdn.example.test',
  cdnVersion: 'v7',
  defaultTokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  explorerUrl: 'https://sepolia.etherscan.io',
  contracts: {
    claimVault: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    presale: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    tokens: { APE: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9' },
  },
})

export interface RenderAppOptions {
  path?: string
  session?: Session
  contractCheck?: ContractCheck
  connect?: () => void
  sign?: () => void
}

/** Mounts the whole app (router, shell, providers) at `path`, against the msw server of the test file. */
export function renderApp({
  path = '/',
  session = { status: 'disconnected' },
  contractCheck,
  connect,
  sign,
}: RenderAppOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const api = createApiClient(testServiceUrls)
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter({ queryClient, api, env: testEnv, history })
  const view = render(
    <AppProviders
      env={testEnv}
      queryClient={queryClient}
      session={{ session, connect: connect ?? (() => undefined), sign: sign ?? (() => undefined) }}
      contractCheck={contractCheck ?? (() => Promise.resolve(false))}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, history }
}
