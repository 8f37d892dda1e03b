import type { Page, Request, Route } from 'playwright-core'
import { numberToHex } from 'viem'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { loginMessages } from '../../../src/machines/login/messages'
import type { PathEvent } from '../../../src/machines/paths/generate'
import { WALLET_REMEMBERED_KEY } from '../../../src/features/session/rememberedWallet'
import { DEV_WALLET_TEST_METHODS } from '../../../src/services/wallet/devWallet'
import { devAccount, shortAccountLabel, signInOverHttp } from '../harness/member'
import { describeUiWalk, type UiStepContext } from '../harness/modelWalk'
import type { E2eSuite } from '../harness/suite'
import { askDevWallet } from '../harness/devWalletControls'

// The login's generated paths on the navbar of the home page: Connect wallet, the development wallet's
// own chooser (the one wallet in the test browser, announced through EIP-6963), Sign with its real
// signature, against the real auth service. What a person does in their wallet's window (decline the
// signature, switch account, disconnect the site, move to another chain) the walk asks of that same
// wallet in the page, which tells the page through its real events (accountsChanged, chainChanged), so
// the login actor hears it the way it hears any wallet. Each auth call is held on its way and answered
// at the path's step for it, so every busy state rests on the page until its step (and is pictured).

/** The member who connects the development wallet (its account 5), and the account they switch to. */
const MEMBER = 5
const SWITCHED_TO = 6

/** The chain the stack's app runs on (the local chain, with the test network's id). */
const APP_CHAIN_ID = 11155111

/** The auth calls the login actors make; each is held on its way and answered at its own step. */
type Call = 'verify' | 'message' | 'submit' | 'logout'

interface Held {
  route: Route
  request: Request
  answered: () => void
}

interface World {
  baseUrl: string
  /** The account the development wallet holds now. */
  account: string
  /** Requests of each call, held until their step; oldest first. */
  held: Record<Call, Held[]>
  /** The text the page must show for the last failure the walk made the wallet or the server answer. */
  failureText: string | null
}

const callOf = (request: Request): Call | null => {
  const { pathname } = new URL(request.url())
  const method = request.method()
  if (pathname === '/api/login/verify' && method === 'GET') return 'verify'
  if (pathname === '/api/login' && method === 'GET') return 'message'
  if (pathname === '/api/login' && method === 'POST') return 'submit'
  if (pathname === '/api/logout' && method === 'DELETE') return 'logout'
  return null
}

/** Which login state's actor an actor event answers (`xstate.done.actor.0.login.connected.signing` → signing). */
const actorStateOf = (event: PathEvent) => event.type.split('.').at(-1) ?? ''
const callOfState: Record<string, Call | undefined> = {
  checkingSession: 'verify',
  verifying: 'verify',
  fetchingMessage: 'message',
  submitting: 'submit',
  loggingOut: 'logout',
}
const isActorEvent = (event: PathEvent) => event.type.startsWith('xstate.')
const outputOf = (event: PathEvent) => (event as { output?: unknown }).output
const errorOf = (event: PathEvent) => (event as { error?: { code?: number; message?: string } }).error ?? {}

/** The actor events that answer what the member's next step starts, up to the member's step after it. */
const answersOf = (rest: PathEvent[]) => {
  const next = rest.findIndex((event) => !isActorEvent(event))
  return next < 0 ? rest : rest.slice(0, next)
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first()

/** Waits until the toast with `text` is shown and has finished sliding in, so the state's picture holds it. */
async function toastShown(page: Page, text: string) {
  const shown = toast(page, text)
  await shown.waitFor()
  await shown.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
}

/** The toast the member sees on arriving in `state`, if the walk knows it. */
function toastOn(state: AnyMachineSnapshot, world: World): string | null {
  if (state.matches({ connected: 'refused' })) return loginMessages.signRefused
  if (state.matches({ connected: 'failed' })) return world.failureText
  return null
}

/** The state the step being executed leads to, as the machine predicts it. */
const targetOf = (step: UiStepContext<World>) =>
  step.path.steps[step.path.steps.length - step.rest.length - 1]?.state.machine
const chooser = (page: Page) => page.getByRole('dialog', { name: 'Koi Dev Wallet' })

/** Waits until a request of `call` is held, and takes the oldest one. */
async function nextHeld(world: World, call: Call): Promise<Held> {
  await expect
    .poll(() => world.held[call].length, { message: `a ${call} request reaches the server`, timeout: 15_000 })
    .toBeGreaterThan(0)
  const held = world.held[call].shift()
  if (!held) throw new Error(`no ${call} request held`)
  return held
}

/**
 * The step that answers a call: its held request now gets the path's answer. Successes come from the
 * real server; a refusal or failure is the server's kind of answer, carrying the samples' message.
 */
async function answerCall(page: Page, world: World, event: PathEvent) {
  const state = actorStateOf(event)
  if (state === 'signing') {
    await askDevWallet(page, DEV_WALLET_TEST_METHODS.releaseHeld)
    return
  }
  const call = callOfState[state]
  if (!call) throw new Error(`no call answers ${event.type}`)
  const { route, answered } = await nextHeld(world, call)
  if (event.type.startsWith('xstate.error.actor.')) {
    const message = errorOf(event).message ?? 'failed'
    world.failureText = message
    const status = call === 'submit' ? 401 : 503
    await route.fulfill({ status, json: { message } })
  } else if (state === 'verifying' && (outputOf(event) as { loggedIn: boolean }).loggedIn === false) {
    // the session just posted is not found
    world.failureText = loginMessages.loginFailed
    await route.fulfill({ status: 401, json: { message: 'login required' } })
  } else if (state === 'submitting' && (outputOf(event) as { status: number }).status !== 201) {
    // the server's own answer with another success status, and without the session it set
    world.failureText = loginMessages.loginFailed
    const response = await route.fetch()
    const headers = { ...response.headers() }
    delete headers['set-cookie']
    await route.fulfill({ status: 200, headers, body: await response.body() })
  } else await route.continue()
  answered()
}

/**
 * Before the member presses Sign: the wallet is told how the path's signature goes (held until its
 * step, then given, declined with 4001, or failed otherwise), and the requests still held for steps
 * the path no longer takes (the stored session's check Sign cut short) are let go of.
 */
async function arrangeSignature(page: Page, world: World, rest: PathEvent[]) {
  for (const call of Object.keys(world.held) as Call[]) world.held[call] = []
  const signature = answersOf(rest).find((event) => actorStateOf(event) === 'signing')
  if (!signature) return
  await askDevWallet(page, DEV_WALLET_TEST_METHODS.holdNext, [{ method: 'personal_sign' }])
  if (!signature.type.startsWith('xstate.error.actor.')) return
  const { code } = errorOf(signature)
  // a failure that is not the member's refusal: a locked wallet (viem retries an internal error
  // -32603, so the sample's code would be signed at the next attempt)
  const failure =
    code === 4001
      ? { method: 'personal_sign', code: 4001, message: 'User rejected the request.' }
      : { method: 'personal_sign', code: 4100, message: 'The wallet is locked.' }
  world.failureText = code === 4001 ? loginMessages.signRefused : failure.message
  await askDevWallet(page, DEV_WALLET_TEST_METHODS.failNext, [failure])
}

/** Whether the path has the stored session answered as signed in: the member signed in before. */
const hasStoredSession = (steps: { event: PathEvent }[]) =>
  steps.some(
    ({ event }) =>
      actorStateOf(event) === 'checkingSession' &&
      event.type.startsWith('xstate.done.actor.') &&
      (outputOf(event) as { loggedIn: boolean }).loggedIn,
  )

/** An actor's answer: the held call or signature answers, and a failure's toast is on the page before the next step. */
async function answerStep(step: UiStepContext<World>) {
  await answerCall(step.page, step.world, step.event)
  const target = targetOf(step)
  const text = target ? toastOn(target, step.world) : null
  if (text) await toastShown(step.page, text)
}

export function describeLoginWalk(suite: E2eSuite): void {
  describeUiWalk<World>('login', () => suite.browser, {
    async start(context, path) {
      const { baseUrl } = suite.stack
      const member = devAccount(MEMBER).address
      if (hasStoredSession(path.steps)) {
        // a session the member signed in to earlier, kept in the browser's cookie
        const [name = '', value = ''] = (await signInOverHttp(baseUrl, MEMBER)).split('=')
        await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }])
      }
      const world: World = {
        baseUrl,
        account: member,
        held: { verify: [], message: [], submit: [], logout: [] },
        failureText: null,
      }
      const page = await context.newPage()
      await page.route(
        (url) => url.origin === baseUrl && (url.pathname.startsWith('/api/login') || url.pathname === '/api/logout'),
        (route, request) => {
          const call = callOf(request)
          if (!call) return route.continue()
          return new Promise<void>((answered) => world.held[call].push({ route, request, answered }))
        },
      )
      await page.goto(`${baseUrl}/`)
      return { page, world }
    },
    events: {
      'wallet.connect': async ({ page }) => {
        await page.getByRole('button', { name: 'Connect wallet' }).click()
        // the only wallet in the browser, the development wallet, asks which account to connect
        await chooser(page).waitFor()
      },
      'wallet.connected': async ({ page, world }) => {
        await chooser(page).getByRole('button', { name: world.account, exact: true }).click()
      },
      'wallet.connectFailed': async ({ page, world }) => {
        // the member closes the wallet's chooser without picking an account: the wallet answers 4001
        world.failureText = 'The request was cancelled.'
        await chooser(page).getByRole('button', { name: 'Cancel' }).click()
        await toastShown(page, world.failureText)
      },
      'wallet.accountChanged': async ({ page, world }) => {
        // the member picks another account in the wallet, which tells the page (accountsChanged)
        await askDevWallet(page, 'wallet_requestPermissions', [{ eth_accounts: {} }], false)
        const other = devAccount(SWITCHED_TO).address
        await chooser(page).getByRole('button', { name: other, exact: true }).click()
        world.account = other
      },
      'wallet.chainChanged': async ({ page, event }) => {
        // the member picks the path's network in the wallet, which says so (chainChanged); picking the
        // app's own network again is said the same way, and the connection stays
        const { chainId } = event as PathEvent & { chainId: number }
        await askDevWallet(page, DEV_WALLET_TEST_METHODS.switchChain, [numberToHex(chainId)])
        if (chainId !== APP_CHAIN_ID) await toastShown(page, loginMessages.chainLeft)
      },
      'wallet.disconnected': async ({ page, world }) => {
        for (const call of Object.keys(world.held) as Call[]) world.held[call] = []
        // the member disconnects the site in the wallet (EIP-2255), which says so (accountsChanged: [])
        await askDevWallet(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])
      },
      'login.sign': async ({ page, world, rest }) => {
        await arrangeSignature(page, world, rest)
        await page.getByRole('button', { name: 'Sign', exact: true }).click()
      },
      'login.logout': async ({ page, world }) => {
        await page.getByRole('button', { name: shortAccountLabel(world.account) }).click()
      },
      'xstate.done.actor.': (step) => answerStep(step),
      'xstate.error.actor.': (step) => answerStep(step),
    },
    async check({ page, predicted, world, path }) {
      const sessionAnswer = () => page.request.get(`${world.baseUrl}/api/login/verify?chainId=11155111`)
      const navbarButton = (name: string) => page.locator('.koi-session-button', { hasText: name })
      if (predicted.hasTag('loggedIn')) {
        const account = navbarButton(shortAccountLabel(world.account))
        await account.waitFor()
        expect(await account.getAttribute('title')).toBe(world.account)
        // the server holds the session the page shows, for that account
        const answer = await sessionAnswer()
        expect(answer.status()).toBe(200)
        const { data } = (await answer.json()) as { data: { account: string } }
        expect(data.account.toLowerCase()).toBe(world.account.toLowerCase())
        return
      }
      // connected but not signed in: Sign; no wallet: Connect wallet, and the wallet's chooser open only while connecting
      const shown = predicted.hasTag('walletConnected') ? 'Sign' : 'Connect wallet'
      await navbarButton(shown).waitFor()
      expect(await page.locator('.koi-session-button').allTextContents()).toEqual([shown])
      expect(await chooser(page).count()).toBe(predicted.value === 'connecting' ? 1 : 0)

      const last = path.steps.at(-1)?.event.type
      if (predicted.matches({ connected: 'refused' })) await toast(page, loginMessages.signRefused).waitFor()
      if (predicted.matches({ connected: 'failed' }) || last === 'wallet.connectFailed') {
        if (!world.failureText) throw new Error('the path failed without the walk making anything fail')
        await toast(page, world.failureText).waitFor()
      }
      // a wallet moved to another network: the page let it go, and said why
      const chainChange = path.steps.find(({ event }) => event.type === 'wallet.chainChanged')?.event as
        (PathEvent & { chainId: number }) | undefined
      if (chainChange && chainChange.chainId !== APP_CHAIN_ID) {
        await toast(page, loginMessages.chainLeft).waitFor()
        // the wallet, still on that network, was let go: it no longer grants the site an account,
        // and a reload would not take it up again
        expect(await askDevWallet(page, 'eth_chainId')).toBe(numberToHex(chainChange.chainId))
        expect(await askDevWallet(page, 'eth_accounts')).toEqual([])
        expect(await page.evaluate((key) => localStorage.getItem(key), WALLET_REMEMBERED_KEY)).toBeNull()
      }
      if (chainChange?.chainId === APP_CHAIN_ID) {
        // on the app's network the wallet stays connected to the site, and nothing was said
        expect(await toast(page, loginMessages.chainLeft).count()).toBe(0)
        expect(await askDevWallet(page, 'eth_chainId')).toBe(numberToHex(APP_CHAIN_ID))
        const accounts = (await askDevWallet(page, 'eth_accounts')) as string[]
        expect(accounts.map((address) => address.toLowerCase())).toEqual([world.account.toLowerCase()])
      }
      const changedWhileLoggedIn = path.steps.some(
        (step, index) =>
          step.event.type === 'wallet.accountChanged' && path.steps[index - 1]?.state.machine.hasTag('loggedIn'),
      )
      if (changedWhileLoggedIn) await toast(page, loginMessages.sessionEnded).waitFor()
      // a call the path leaves unanswered is still on its way: the message asked for, the logout sent
      if (predicted.matches({ connected: 'fetchingMessage' })) expect(world.held.message).toHaveLength(1)
      if (predicted.matches({ connected: 'loggingOut' })) expect(world.held.logout).toHaveLength(1)
      // a logout the server answered ended the session there too; one that failed leaves the
      // member's cookie session on the server, while the page asks the new account to sign
      const logoutAnswer = path.steps.find(({ event }) => isActorEvent(event) && actorStateOf(event) === 'loggingOut')
      if (logoutAnswer?.event.type.startsWith('xstate.done.actor.')) expect((await sessionAnswer()).status()).toBe(401)
      if (logoutAnswer?.event.type.startsWith('xstate.error.actor.')) {
        const answer = await sessionAnswer()
        expect(answer.status()).toBe(200)
        const { data } = (await answer.json()) as { data: { account: string } }
        expect(data.account.toLowerCase()).toBe(devAccount(MEMBER).address.toLowerCase())
      }
    },
  })
}
