import { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './features/shell/AppProviders'
import { EnvErrorScreen } from './features/shell/EnvErrorScreen'
import { chainContractCheck } from './features/shell/search/chainContractCheck'
import { browserWallet, showNotice, startMemberSession, useSessionValue, type MemberSession } from './features/session'
import { createApiClient } from './services/api'
import { readEnv, type Env } from './services/config/env'
import { createAppRouter } from './router'
import './features/shell/global.css'

const root = createRoot(document.getElementById('root') as HTMLElement)

function loadEnv(): Env | undefined {
  try {
    return readEnv(document)
  } catch (error) {
    // A blank page helps nobody: say which value is missing or malformed.
    root.render(<EnvErrorScreen error={error} />)
    return undefined
  }
}

const env = loadEnv()
if (env) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } })
  const api = createApiClient({ mainUrl: env.mainUrl, blogUrl: env.blogUrl, authUrl: env.authUrl })
  const router = createAppRouter({ queryClient, api, env })
  const member = startMemberSession({
    api,
    env,
    wallet: browserWallet(env),
    notify: showNotice,
    storage: window.localStorage,
  })
  const contractCheck = chainContractCheck(env)

  const appEnv: Env = env
  function App({ member }: { member: MemberSession }) {
    const session = useSessionValue(member)
    return (
      <AppProviders env={appEnv} queryClient={queryClient} session={session} contractCheck={contractCheck}>
        <RouterProvider router={router} />
      </AppProviders>
    )
  }

  root.render(
    <StrictMode>
      <App member={member} />
    </StrictMode>,
  )
}
