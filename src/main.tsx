// first: schemas built by the imports below must not probe for eval (the CSP refuses it)
import './services/config/zodJitless'
import { QueryClient } from '@tanstack/react-query'
import { RouterProvider, createBrowserHistory } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition, type ReactNode } from 'react'
import { AppRoot } from './features/shell/AppRoot'
import { EnvErrorScreen } from './features/shell/EnvErrorScreen'
import { chainContractCheck } from './features/shell/search/chainContractCheck'
import { rememberedAccount, rememberedWallet } from './features/session/rememberedWallet'
import { deferredSession, type SessionStore } from './features/shell/session/deferredSession'
// the client alone: each call's route comes from a small table, without the contract's schemas
import { createApiClient, type ApiClient } from './services/api/client'
import { retryOnceUnlessRefused } from './services/api/retry'
import { readEnv, type Env } from './services/config/env'
import { whenInspectionOn } from './services/inspection/inspector'
import { drawnWithMemberComing } from './services/hydration/memberComing'
import { drawnQueries } from './services/hydration/drawnQueries'
import { createAppRouter } from './router'
import './features/shell/global.css'

const rootElement = document.getElementById('root') as HTMLElement
// the server drew the page's first screen (server/ssr/) and left the router's state beside it
const serverDrawn = '$_TSR' in window

/**
 * React DOM's client, run in a task of its own after the app's modules rather than as one of them
 * (it is in the start-up chunk all the same: vite.config.ts). Its module creates errors as it loads,
 * and a browser under DevTools (Lighthouse's runs) records each new error's stack with its line
 * numbers, which it finds by parsing again each function on that stack: when React DOM ran as one
 * of the chunk's modules, that was the chunk's whole top level, about 200 ms at 5x CPU. Imported
 * here, the stack is React DOM's own and this function's.
 */
const reactDomClient = () => import('react-dom/client')

function loadEnv(): Env | undefined {
  try {
    return readEnv(document)
  } catch (error) {
    // A blank page helps nobody: say which value is missing or malformed.
    void reactDomClient().then(({ createRoot }) => createRoot(rootElement).render(<EnvErrorScreen error={error} />))
    return undefined
  }
}

/**
 * The member's login run, once per tab. Its code (XState, the login flow, toasts) is fetched apart
 * from the first page, so the shell paints without it; the wallet's code comes later still, with
 * the first connect, signature or transaction. After a reload the remembered account is taken up
 * from the wallet that still holds it without loading the wallet, and the server's cookie tells
 * whether that member is signed in.
 */
async function startMemberSession(api: ApiClient, env: Env): Promise<SessionStore> {
  const session = await import('./features/session')
  const member = session.startMemberSession({
    api,
    env,
    wallet: session.browserWallet(env, { remembered: rememberedAccount(window.localStorage) }),
    notify: session.showNotice,
    storage: window.localStorage,
  })
  return session.memberSessionSource(member)
}

/**
 * Ends the current task, so that start-up runs as several short tasks rather than one long one: a
 * slow phone may paint or answer a tap between them. `scheduler.yield` resumes ahead of other
 * queued work; a zero timeout stands in where the browser lacks it.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

async function start(env: Env) {
  // a drawn page's queries are asked again once it has hydrated, not inside its commit
  const drawn = serverDrawn ? drawnQueries(nextTask) : undefined
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryOnceUnlessRefused,
        refetchOnWindowFocus: false,
        ...(drawn && { refetchOnMount: drawn.refetchOnMount }),
      },
    },
  })
  const api = createApiClient({
    mainUrl: env.mainUrl,
    blogUrl: env.blogUrl,
    authUrl: env.authUrl,
    // the development server checks every answer against the contract; the build leaves it out
    checkResponse: import.meta.env.DEV
      ? (name, data) => import('./services/api/checkResponse').then((check) => check.checkResponse(name, data))
      : undefined,
  })
  await nextTask()
  const { createRoot, hydrateRoot } = await reactDomClient()
  await nextTask()
  // the browser's history apart from the router, the longest of these steps
  const history = createBrowserHistory()
  await nextTask()
  const router = createAppRouter({
    queryClient,
    api,
    env,
    history,
    drawnByServer: serverDrawn,
    drawnQueries: drawn,
    nextTask,
  })
  // A first visit fetches no session code until the visitor connects: only a remembered wallet
  // (a returning member) or live inspection (the flows page, the UI tests) starts it at once.
  const member = deferredSession(() => startMemberSession(api, env), {
    startNow: rememberedWallet(window.localStorage) !== null,
    memberComing: serverDrawn && drawnWithMemberComing(rootElement),
  })
  whenInspectionOn(member.start)
  const contractCheck = chainContractCheck(env)

  const app = (router: ReactNode) => (
    <StrictMode>
      <AppRoot env={env} queryClient={queryClient} member={member} contractCheck={contractCheck}>
        {router}
      </AppRoot>
    </StrictMode>
  )

  // A server-drawn page is taken over where it stands: the router and the Query cache start from
  // the state the server drew it with, so the markup matches; the queries are asked again once it
  // has hydrated (with the member's cookie, for their own parts), a few per task (`drawnQueries`).
  // live pages after the first paint, their code fetched then
  const startLivePagesAfterPaint = () =>
    requestAnimationFrame(() =>
      setTimeout(() => void import('./features/live').then((live) => live.startLivePages(queryClient, env, member))),
    )

  if (serverDrawn) {
    // the router's creation and the hydration's first step in tasks of their own
    await nextTask()
    // As a transition, the hydration yields to the browser every few milliseconds (as Remix's and
    // Next's entries do), rather than holding a slow phone's main thread for the whole page; a tap
    // meanwhile has React hydrate its part first. Taps made before the code ran are made again
    // once the page has hydrated (`EarlyTapsReplay`, in `AppRoot`).
    startTransition(() => {
      hydrateRoot(rootElement, app(<RouterClient router={router} />))
    })
    startLivePagesAfterPaint()
    return
  }

  // The first render as a transition: React yields to the browser every few milliseconds instead
  // of holding the main thread for the whole page, so a slow phone answers a tap meanwhile. It
  // waits for the opened page's code and its loaders' data (the site's configuration; a collection's
  // or an item's first calls), all announced in index.html: rendered before them, it would be the
  // frame alone, and the page, arriving through the router's store, would be rendered after it in
  // one synchronous piece, then once more with its data.
  await nextTask()
  await router.load().catch(console.error)
  startTransition(() => createRoot(rootElement).render(app(<RouterProvider router={router} />)))
  startLivePagesAfterPaint()
}

// The environment is read in a task of its own, after the one that ran the modules: the page's
// start-up is then several short tasks rather than one long one on a slow phone. That task is asked
// for from a microtask, once the modules have run, rather than from the module's top level: a
// browser recording stacks (Lighthouse's trace) takes the stack of each task asked for, and with the
// top level on it, it parsed the whole start-up chunk again for its line numbers (about 120 ms at 5x).
queueMicrotask(() => {
  void nextTask().then(() => {
    const env = loadEnv()
    if (env) void start(env)
  })
})
