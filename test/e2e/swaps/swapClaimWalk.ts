import type { Page, Request, Route } from 'playwright-core'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { createPublicClient, createWalletClient, http, publicActions, type Address, type Hex } from 'viem'
import { expect } from 'vitest'
import { claimVaultAbi } from '../../../src/services/chain/abis'
import { swapClaimMessages } from '../../../src/machines/swapClaim/messages'
import { LINK_X_TO_REDEEM } from '../../../src/services/api/contract/constants'
import type { MachinePath, PathEvent } from '../../../src/machines/paths/generate'
import { declineNext } from '../harness/devWalletControls'
import { devAccount, linkXOverHttp, signInOverHttp, signInWithDevWallet } from '../harness/member'
import { describeUiWalk } from '../harness/modelWalk'
import type { E2eSuite } from '../harness/suite'

/**
 * Development-wallet accounts as the seeded demo data has them (server/seed/data), each claiming on
 * chain once at most, as a path needs: #1, #5, #8 with X linked and GCoins to spare, #6 with GCoins
 * (an X account is linked for it over HTTP before its claim); #0 has claimed already when a path
 * starts too early (this file's first test claims with it); #2 has GCoins and no X (the server
 * refuses to sign until it links one) and serves the paths that make no claim call.
 */
const CLAIMANTS = [1, 8, 5, 6] as const
const CLAIMED = 0
const WITHOUT_X = 2
const NO_CALL = WITHOUT_X

interface World {
  account: number
  /** The member's GCoins before the path, on the server. */
  coinsBefore: number
  /** The amount (wei) of the signature the server gave the page, once it did. */
  signedWei?: bigint
}

const RESULT = /^xstate\.(done|error)\.actor\.\d+\.swapClaim\.(\w+)$/
interface Result {
  state: string
  ok: boolean
  event: PathEvent
}
const resultOf = (event: EventObject | undefined): Result | null => {
  const match = event ? RESULT.exec(event.type) : null
  return match && event ? { state: match[2] ?? '', ok: match[1] === 'done', event } : null
}
/** The calls' answers until the member's next event. */
const upcoming = (rest: readonly PathEvent[]): Result[] => {
  const results: Result[] = []
  for (const event of rest) {
    const result = resultOf(event)
    if (!result) break
    results.push(result)
  }
  return results
}
const results = (path: MachinePath) => path.steps.map((step) => resultOf(step.event)).filter((r) => r !== null)

const SIGNATURE_CALL = '/api/swaps/claim/signature'
const VERIFY_CALL = '/api/swaps/claim/verify'
const MAXIMUM_CALL = '/api/swaps/max-claimable-usd'
const never = () => new Promise<void>(() => undefined)
const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
const rpcMethods = (request: Request): string[] => {
  const body = request.postDataJSON() as { method?: string } | { method?: string }[] | null
  return (Array.isArray(body) ? body : [body]).map((call) => call?.method ?? '')
}
const isLinkRefusal = (event: PathEvent) => (event as { error?: { reason?: string } }).error?.reason === 'linkRequired'
const reasonOf = (event: PathEvent) => (event as { error?: { message?: string } }).error?.message ?? 'refused'

/**
 * The first real answer for each state the page waits this long for, so that the state waiting for
 * it gets its picture: the local chain and server answer faster than a picture is taken.
 */
const LINGER_MS = 1_500
const lingeredOnce = new Set<string>()
const lingered = async (route: Route, state: string) => {
  if (!lingeredOnce.has(state)) {
    lingeredOnce.add(state)
    await new Promise((resolve) => setTimeout(resolve, LINGER_MS))
  }
  await route.continue()
}

/**
 * Arranges what the calls answer until the member's next event: the real server and chain (a little
 * late, see LINGER_MS), except a failure the path takes (a refusal, a network error, the wallet's
 * refusal, a reverted receipt, injected with `page.route`), and a call held back when the path ends
 * while it is out.
 */
async function arrangeCalls(
  page: Page,
  rpcUrl: string,
  rest: readonly PathEvent[],
  path: MachinePath,
  account: number,
) {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  const coming = upcoming(rest)
  const answered = (state: string) => coming.find((result) => result.state === state)
  const endsIn = (state: string) =>
    coming.length === rest.length && path.state.machine.value === state && !answered(state)
  const failing = (state: string) => {
    const result = answered(state)
    return result && !result.ok ? result : undefined
  }
  const heldOrFailed = (state: string) => (endsIn(state) ? 'hold' : failing(state) ? 'fail' : null)

  const chain = new URL(rpcUrl).origin
  const limits = heldOrFailed('readingLimits')
  // the wallet refuses to send: the member said no in its window
  const write = failing('writing')
  if (write) await declineNext(page, 'eth_sendTransaction', reasonOf(write.event))
  const receipt = failing('waitingForReceipt')
  let sent = false
  await page.route(
    (url) => url.origin === chain,
    async (route) => {
      const methods = rpcMethods(route.request())
      if (limits && methods.includes('eth_call')) {
        if (limits === 'hold') return never()
        return route.abort('connectionrefused')
      }
      if (methods.includes('eth_sendRawTransaction')) {
        if (endsIn('writing')) return never()
        sent = true
        return answered('writing') ? lingered(route, 'writing') : route.continue()
      }
      if (sent && methods.includes('eth_getTransactionReceipt')) {
        if (endsIn('waitingForReceipt')) return never()
        if (!receipt) return answered('waitingForReceipt') ? lingered(route, 'waitingForReceipt') : route.continue()
        // the chain's own receipt, said reverted
        const response = await route.fetch()
        const body = (await response.json()) as { result: { status: string } | null }
        if (body.result) body.result.status = '0x0'
        return route.fulfill({ response, json: body })
      }
      return route.continue()
    },
  )
  const maximum = heldOrFailed('readingMaximum')
  await page.route(
    (url) => url.pathname === MAXIMUM_CALL,
    (route) =>
      maximum === 'hold' ? never() : maximum === 'fail' ? route.abort('failed') : lingered(route, 'readingMaximum'),
  )
  const signature = answered('fetchingSignature')
  // a refusal the page recognises as "link X first" is the real server's for a member without X,
  // and said in the server's words for a member with one
  if (endsIn('fetchingSignature') || signature)
    await page.route(
      (url) => url.pathname === SIGNATURE_CALL,
      (route) =>
        !signature
          ? never()
          : signature.ok || (isLinkRefusal(signature.event) && account === WITHOUT_X)
            ? lingered(route, 'fetchingSignature')
            : isLinkRefusal(signature.event)
              ? json(route, 403, { message: LINK_X_TO_REDEEM })
              : json(route, 400, { message: reasonOf(signature.event) }),
    )
  const verify = answered('verifying')
  const authenticated = (verify?.event as { output?: { authenticated?: boolean } } | undefined)?.output?.authenticated
  if (endsIn('verifying') || verify)
    await page.route(
      (url) => url.pathname === VERIFY_CALL,
      (route) =>
        !verify
          ? never()
          : !verify.ok
            ? json(route, 409, { message: reasonOf(verify.event) })
            : authenticated === false
              ? json(route, 401, { message: 'Sign in first' })
              : lingered(route, 'verifying'),
    )
}

const chainClient = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

async function nextClaimAt(suite: E2eSuite, account: number): Promise<bigint> {
  return chainClient(suite.stack.rpcUrl).readContract({
    address: suite.stack.contracts.claimVault,
    abi: claimVaultAbi,
    functionName: 'nextClaimTimestamp',
    args: [devAccount(account).address],
  })
}

/** A claim of `account` made beside the page: the server's signature over HTTP, the wallet's call from here. */
async function claimBeside(suite: E2eSuite, account: number): Promise<void> {
  const { baseUrl, rpcUrl, contracts } = suite.stack
  const cookie = await signInOverHttp(baseUrl, account)
  const token = contracts.tokens.APE
  const answer = await fetch(`${baseUrl}${SIGNATURE_CALL}?amount=5&tokenAddress=${token}`, {
    headers: { cookie, origin: baseUrl },
  })
  expect(answer.status, await answer.clone().text()).toBe(200)
  const { data } = (await answer.json()) as {
    data: { signature: Hex; tokenId: string; amount: string; deadline: number }
  }
  const wallet = createWalletClient({ account: devAccount(account), transport: http(rpcUrl) }).extend(publicActions)
  const hash = await wallet.writeContract({
    address: contracts.claimVault,
    abi: claimVaultAbi,
    functionName: 'claim',
    args: [data.signature, BigInt(data.tokenId), BigInt(data.amount), BigInt(data.deadline)],
    chain: null,
  })
  expect((await wallet.waitForTransactionReceipt({ hash })).status).toBe('success')
}

/** A member inside the claim period: #0, which has claimed in this file's first test, or claims now beside the page. */
export async function claimedMember(suite: E2eSuite): Promise<number> {
  if ((await nextClaimAt(suite, CLAIMED)) === 0n) await claimBeside(suite, CLAIMED)
  return CLAIMED
}

/** The member's account for the path: whoever meets, on the real server and chain, what it takes. */
async function memberFor(suite: E2eSuite, path: MachinePath): Promise<number> {
  const taken = results(path)
  const firstLimits = taken.find((result) => result.state === 'readingLimits')?.event as
    { output?: { nextClaimTimestamp?: number } } | undefined
  if ((firstLimits?.output?.nextClaimTimestamp ?? 0) > 0) return claimedMember(suite)
  // the server's first answer to a claim decides: "link X first", or a signature (a claim on chain)
  const answer = taken.find(
    (result) => result.state === 'fetchingSignature' && (result.ok || isLinkRefusal(result.event)),
  )
  if (answer && !answer.ok) return WITHOUT_X
  if (answer) {
    for (const account of CLAIMANTS) {
      if ((await nextClaimAt(suite, account)) !== 0n) continue
      const { baseUrl } = suite.stack
      await linkXOverHttp(baseUrl, await signInOverHttp(baseUrl, account), `claimant_${account}`)
      return account
    }
    throw new Error(`every claimant (${CLAIMANTS.join(', ')}) has claimed already`)
  }
  return NO_CALL
}

async function coinsOf(baseUrl: string, account: number): Promise<number> {
  const answer = await fetch(`${baseUrl}/api/users/${devAccount(account).address}`)
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { data: { metadata: { currentCoinBalance: number } } }).data.metadata
    .currentCoinBalance
}

const claimRegion = (page: Page) => page.getByRole('region', { name: 'Claim' })
const claimButton = (page: Page) => claimRegion(page).getByRole('button', { name: 'Claim', exact: true })
const amountField = (page: Page) => claimRegion(page).getByLabel('Amount (GCoins)')
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor({ timeout: 15_000 })

/** The swapClaim machine's covering paths on the real /swaps page, against the real server and local chain. */
export function describeSwapClaimWalk(suite: E2eSuite) {
  describeUiWalk<World>(
    'swapClaim',
    () => suite.browser,
    {
      async start(context, path) {
        const { baseUrl, rpcUrl } = suite.stack
        const account = await memberFor(suite, path)
        const world: World = { account, coinsBefore: await coinsOf(baseUrl, account) }
        const page = await context.newPage()
        page.on('response', (response) => {
          if (new URL(response.url()).pathname !== SIGNATURE_CALL || response.status() !== 200) return
          void response
            .json()
            .then((body: { data: { amount: string } }) => (world.signedWei = BigInt(body.data.amount)))
            .catch(() => undefined)
        })
        await page.goto(`${baseUrl}/swaps`)
        await arrangeCalls(
          page,
          rpcUrl,
          path.steps.slice(1).map((step) => step.event),
          path,
          account,
        )
        // the claim flow starts once the member has signed in
        await signInWithDevWallet(page, baseUrl, account)
        return { page, world }
      },
      events: {
        'amount.change': async ({ page, event }) => {
          await amountField(page).fill(String((event as { value?: unknown }).value))
        },
        'claim.submit': async ({ page, rest, path, world }) => {
          await arrangeCalls(page, suite.stack.rpcUrl, rest, path, world.account)
          await claimButton(page).click()
        },
        'claim.retry': async ({ page, rest, path, world }) => {
          await arrangeCalls(page, suite.stack.rpcUrl, rest, path, world.account)
          await claimRegion(page).getByRole('button', { name: 'Try again' }).click()
        },
        'limits.refresh': async ({ page, rest, path, previous, world }) => {
          await arrangeCalls(page, suite.stack.rpcUrl, rest, path, world.account)
          // too early: Check again; the limits not read: Read again
          const control = previous.hasTag('tooEarly') ? 'Check again' : 'Read again'
          await claimRegion(page).getByRole('button', { name: control }).click()
        },
        // the real calls answer as arranged before the member's event
        'xstate.done.actor.': () => Promise.resolve(),
        'xstate.error.actor.': () => Promise.resolve(),
      },
      async check({ page, predicted, path, world }) {
        const region = claimRegion(page)
        const value = predicted.value as string
        if (value === 'verified') return checkVerified(suite, page, predicted, world)
        if (value === 'editing') {
          const amount = String((predicted.context as { amount: number }).amount)
          expect(await region.getByRole('alert').count()).toBe(0)
          expect(await amountField(page).inputValue()).toBe(amount)
          expect(await claimButton(page).isEnabled()).toBe(true)
          expect(await region.locator('.koi-swaps__over-maximum').count()).toBe(0)
          // the server's maximum for a member with GCoins to spare
          await region.getByText('Maximum claimable').waitFor()
          expect(await region.locator('dd', { hasText: /^\$/ }).textContent()).toBe('$100')
          return
        }
        if (value === 'readingLimits') {
          // a read under way: nothing to claim with yet, and no failure said
          expect(await amountField(page).isDisabled()).toBe(true)
          expect(await claimButton(page).isDisabled()).toBe(true)
          expect(await region.getByRole('alert').count()).toBe(0)
          return
        }
        if (value === 'verificationFailed') return checkVerificationFailed(suite, page, path, world)
        const amount = String((predicted.context as { amount: number }).amount)
        if (value === 'overMaximum') {
          // the amount kept and said to be over the server's maximum; Claim waits for a new amount
          expect(await amountField(page).inputValue()).toBe(amount)
          expect(await amountField(page).isEnabled()).toBe(true)
          await region.getByText(`Over the maximum: ${amount} is more than the $100 a claim may be worth.`).waitFor()
          expect(await claimButton(page).isDisabled()).toBe(true)
          expect(await region.getByRole('alert').count()).toBe(0)
          return
        }
        if (value === 'amountMissing') {
          await region.getByRole('alert').filter({ hasText: swapClaimMessages.amountMissing }).waitFor()
          expect(await amountField(page).getAttribute('aria-invalid')).toBe('true')
          expect(await claimButton(page).isDisabled()).toBe(true)
          return
        }
        throw new Error(`swapClaim walk: no check for a path ending in ${value}`)
      },
    },
    { timeoutMs: 180_000 },
  )
}

async function checkVerified(suite: E2eSuite, page: Page, predicted: AnyMachineSnapshot, world: World) {
  const region = claimRegion(page)
  await toast(page, swapClaimMessages.verified)
  await region.getByText('Your claim is verified.').waitFor()
  await region.getByRole('button', { name: 'Claim again' }).waitFor()
  // on chain: the vault counts the signed amount as the member's claim of the chosen token
  const member = devAccount(world.account).address
  const token = (await page.getByRole('radio', { checked: true }).getAttribute('value')) as Address
  const claimed = await chainClient(suite.stack.rpcUrl).readContract({
    address: suite.stack.contracts.claimVault,
    abi: claimVaultAbi,
    functionName: 'getAccountClaimedAmount',
    args: [token, member],
  })
  expect(world.signedWei).toBeGreaterThan(0n)
  expect(claimed).toBe(world.signedWei)
  // and the server spent the GCoins the member typed
  const amount = (predicted.context as { amount: number }).amount
  await expect.poll(() => coinsOf(suite.stack.baseUrl, world.account)).toBeCloseTo(world.coinsBefore - amount, 6)
}

/** The vault's count of the member's claim of the chosen token. */
async function claimedOnChain(suite: E2eSuite, page: Page, account: number): Promise<bigint> {
  const token = (await page.getByRole('radio', { checked: true }).getAttribute('value')) as Address
  return chainClient(suite.stack.rpcUrl).readContract({
    address: suite.stack.contracts.claimVault,
    abi: claimVaultAbi,
    functionName: 'getAccountClaimedAmount',
    args: [token, devAccount(account).address],
  })
}

/** The claim is on chain, its check said no (as the path's verify answer has it), and it is not checked again. */
async function checkVerificationFailed(suite: E2eSuite, page: Page, path: MachinePath, world: World) {
  const region = claimRegion(page)
  const verify = results(path).findLast((result) => result.state === 'verifying')
  const said = verify?.ok ? swapClaimMessages.notAuthenticated : reasonOf(verify?.event ?? { type: '' })
  await toast(page, said)
  await region.getByText('Your claim is on chain; its check did not pass.').waitFor()
  await region.getByRole('button', { name: 'Claim again' }).waitFor()
  // the transaction the wallet sent, named
  const hash = await region.locator('.koi-swaps__transaction [title]').getAttribute('title')
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await chainClient(suite.stack.rpcUrl).getTransactionReceipt({ hash: hash as Hex })
  expect(receipt.status).toBe('success')
  expect(world.signedWei).toBeGreaterThan(0n)
  expect(await claimedOnChain(suite, page, world.account)).toBe(world.signedWei)
  expect(await amountField(page).count()).toBe(0)
}
