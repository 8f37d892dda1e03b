import type { Page, Route } from 'playwright-core'
import type { EventObject } from 'xstate'
import { expect } from 'vitest'
import type { PathEvent } from '../../../src/machines/paths/generate'
import { devAccount, shortAccountLabel, openSignedIn } from '../harness/member'
import { describeUiWalk } from '../harness/modelWalk'
import type { E2eSuite } from '../harness/suite'
import { linkOverHttp, memberOverHttp, unlinkAllOverHttp, type MemberOverHttp, type Provider } from './socialWorld'
import { answerHeldCall, heldUntilAnswered } from '../harness/heldCalls'

/** The member who links (nothing linked in the demo data) and a rival who may hold the same handle. */
const WALKER = 9
const RIVAL = 4
/** The walker's Discord account, linked before a path that disconnects it. */
const WALKER_DISCORD = 'walker_koi'

interface World {
  baseUrl: string
  walker: MemberOverHttp
  rival: MemberOverHttp
}

const providerLabel: Record<Provider, string> = { twitter: 'X', discord: 'Discord' }
const stepText: Record<Provider, string> = { twitter: 'Link your X account', discord: 'Link your Discord account' }
const sessionOf = (event: EventObject) =>
  (event as unknown as { session: { provider: Provider; username: string } }).session
const providerOf = (event: EventObject) => (event as unknown as { provider: Provider }).provider
const isCall = (event: PathEvent | undefined, state: string) => event?.type.includes(`socialLink.${state}`) ?? false
const failed = (event: PathEvent | undefined) => event?.type.startsWith('xstate.error.actor.') ?? false
const outputOf = (event: PathEvent | undefined) => (event as { output?: unknown } | undefined)?.output

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Take the Quests' })
const hold = () => new Promise<void>(() => undefined)
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first()

/**
 * The member leaves for the provider's sign-in (the local issuer standing in for X or Discord), picks
 * the handle and comes back to `returnTo`, where the page reads what the provider verified.
 */
async function signInAtProvider(page: Page, world: World, provider: Provider, handle: string, returnTo: string) {
  await page.goto(`${world.baseUrl}/api/user-social/connect/${provider}?returnTo=${encodeURIComponent(returnTo)}`)
  await page.getByRole('heading', { name: `Sign in to ${providerLabel[provider]}` }).waitFor()
  await page.getByLabel('Handle').fill(handle || 'nameless')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.origin === world.baseUrl && url.pathname === '/quests')
}

/** The existing-link check and the social update answer as the path's next steps say. */
async function arrangeLink(page: Page, world: World, handle: string, rest: PathEvent[]) {
  const check = rest[0]
  const update = rest[1]
  // each call is answered at the path's step that answers it: the page rests in checking and
  // linking until then
  if (!isCall(check, 'checking')) await page.route('**/api/user-social/existing/**', hold)
  else {
    // linked already: the rival holds the handle, and the real check says so
    if (!failed(check) && outputOf(check) === true) await linkOverHttp(world.rival, 'twitter', handle)
    await page.route('**/api/user-social/existing/**', async (route) => {
      await heldUntilAnswered(page, 'checking')
      await (failed(check) ? route.abort('connectionrefused') : route.continue())
    })
  }
  if (!isCall(check, 'checking') || (!failed(check) && outputOf(check) === true)) return

  if (!isCall(update, 'linking')) await page.route('**/api/user-social/update', hold)
  else
    await page.route('**/api/user-social/update', async (route) => {
      await heldUntilAnswered(page, 'linking')
      if (failed(update)) return route.abort('connectionrefused')
      // the rival links the handle between the check and the update: the server refuses with its reason
      if ((outputOf(update) as { status?: number } | undefined)?.status !== 201)
        await linkOverHttp(world.rival, 'twitter', handle)
      await route.continue()
    })
}

/** The provider's answer reaches the page only after the member has signed out: nothing is linked. */
async function signOutWhileReading(page: Page, world: World, provider: Provider, handle: string) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  let read: () => void = () => undefined
  const wasRead = new Promise<void>((resolve) => (read = resolve))
  await page.route('**/api/user-social/pending/*', async (route: Route) => {
    const response = await route.fetch()
    read()
    await released
    await route.fulfill({ response })
  })
  await signInAtProvider(page, world, provider, handle, '/quests')
  await wasRead
  await page.getByRole('button', { name: shortAccountLabel(devAccount(WALKER).address) }).click()
  await page.getByRole('button', { name: 'Connect wallet' }).waitFor({ timeout: 20_000 })
  release()
}

/** A provider that hands back no username: the page reads an identity without one. */
async function readWithoutUsername(page: Page) {
  await page.route('**/api/user-social/pending/*', async (route: Route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: Record<string, unknown> | null }
    await route.fulfill({ response, json: { ...body, data: body.data && { ...body.data, username: '' } } })
  })
}

async function disconnect(page: Page, provider: Provider, rest: PathEvent[]) {
  const next = rest[0]
  if (!isCall(next, 'unlinking')) await page.route('**/api/user-social/delete/*', hold)
  else
    await page.route('**/api/user-social/delete/*', async (route) => {
      await heldUntilAnswered(page, 'unlinking')
      await (failed(next) ? route.abort('connectionrefused') : route.continue())
    })
  if (new URL(page.url()).pathname.startsWith('/forge/')) {
    await page.getByRole('button', { name: `Disconnect ${providerLabel[provider]}` }).click()
    return
  }
  if (!(await panelOf(page).isVisible())) {
    // signed out by the path before: sign in again and open the sign-up from its tab
    const address = devAccount(WALKER).address
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    // the wallet may still hold the account (then it connects at once) or ask which one
    const chooser = page.getByRole('button', { name: address, exact: true })
    const sign = page.getByRole('button', { name: 'Sign', exact: true })
    await chooser.or(sign).first().waitFor()
    if (await chooser.isVisible()) await chooser.click()
    await sign.click()
    await page.getByRole('button', { name: shortAccountLabel(address) }).waitFor({ timeout: 20_000 })
    await page.getByRole('link', { name: 'Signed In' }).click()
  }
  const step = panelOf(page).getByRole('listitem').filter({ hasText: stepText[provider] })
  await step.getByRole('button', { name: 'Disconnect' }).click()
}

/** What the path's last outcome shows the member. */
function expectedEnd(path: PathEvent[]): { toast: string | null; linkedX: boolean | null; discordLinked: boolean } {
  let end: { toast: string | null; linkedX: boolean | null } = { toast: null, linkedX: null }
  let discordLinked = path.some((event) => event.type === 'social.unlink')
  for (const event of path) {
    if (event.type === 'social.unlink' && event.guards?.isLoggedIn === false)
      end = { toast: 'Please sign signature to continue', linkedX: null }
    else if (isCall(event, 'checking') && outputOf(event) === true)
      end = { toast: 'X account is already linked', linkedX: false }
    else if (isCall(event, 'linking') && failed(event))
      end = { toast: 'Failed to link account. Please try again later.', linkedX: false }
    else if (isCall(event, 'linking'))
      end =
        (outputOf(event) as { status: number }).status === 201
          ? { toast: 'Account linked successfully', linkedX: true }
          : { toast: 'X account is already linked', linkedX: false }
    else if (isCall(event, 'unlinking') && !failed(event)) {
      end = { toast: 'Discord account disconnected successfully!', linkedX: null }
      discordLinked = false
    } else if (isCall(event, 'unlinking')) end = { toast: null, linkedX: null }
  }
  return { ...end, discordLinked }
}

export function describeSocialLinkWalk(suite: E2eSuite): void {
  describeUiWalk<World>('socialLink', () => suite.browser, {
    async start(context, path) {
      const baseUrl = suite.stack.baseUrl
      const world: World = {
        baseUrl,
        walker: await memberOverHttp(baseUrl, WALKER),
        rival: await memberOverHttp(baseUrl, RIVAL),
      }
      await unlinkAllOverHttp(world.walker)
      await unlinkAllOverHttp(world.rival)
      const events = path.steps.map((step) => step.event)
      if (events.some((event) => event.type === 'social.unlink'))
        await linkOverHttp(world.walker, 'discord', WALKER_DISCORD)
      const page = await context.newPage()
      const first = events[1]
      if (first?.type === 'social.unlink' && first.guards?.isLoggedIn === false) {
        // connected, not signed: the member's own wallet page still offers the disconnect
        const address = devAccount(WALKER).address
        await page.goto(`${baseUrl}/forge/${address}`)
        await page.getByRole('button', { name: 'Connect wallet' }).click()
        await page.getByRole('button', { name: address, exact: true }).click()
        await page.getByRole('button', { name: 'Disconnect Discord' }).waitFor({ timeout: 20_000 })
        return { page, world }
      }
      await openSignedIn(page, baseUrl, '/quests?modal=sign+up', WALKER)
      await panelOf(page).getByRole('button', { name: 'Sign: done' }).waitFor({ timeout: 20_000 })
      return { page, world }
    },
    events: {
      'session.appeared': async ({ page, world, event, rest }) => {
        const { provider, username } = sessionOf(event)
        if (event.guards?.isLoggedIn === false) return signOutWhileReading(page, world, provider, username)
        if (username === '') await readWithoutUsername(page)
        else await arrangeLink(page, world, username, rest)
        await signInAtProvider(page, world, provider, username, '/quests?modal=sign+up')
      },
      'social.unlink': async ({ page, event, rest }) => {
        await disconnect(page, providerOf(event), rest)
      },
      // the calls arranged before them are answered now
      'xstate.done.actor.': ({ page, event }) => answerHeldCall(page, event.type),
      'xstate.error.actor.': ({ page, event }) => answerHeldCall(page, event.type),
    },
    async check({ page, predicted, path }) {
      const events = path.steps.map((step) => step.event)
      const end = expectedEnd(events)
      if (predicted.hasTag('busy')) {
        // a call is under way: nothing is said yet
        expect(await toast(page, 'Account linked successfully').count()).toBe(0)
        expect(await toast(page, 'disconnected successfully').count()).toBe(0)
        return
      }
      if (end.toast) await toast(page, end.toast).waitFor({ timeout: 20_000 })
      else expect(await toast(page, 'disconnected successfully').count()).toBe(0)
      if (new URL(page.url()).pathname.startsWith('/forge/')) {
        await page.getByRole('button', { name: 'Disconnect Discord' }).waitFor()
        return
      }
      const panel = panelOf(page)
      if (!(await panel.isVisible())) return
      if (end.linkedX !== null)
        await panel.getByRole('button', { name: end.linkedX ? 'Link X: done' : 'Link X', exact: true }).waitFor()
      if (events.some((event) => event.type === 'social.unlink') && (await panel.isVisible()))
        await panel
          .getByRole('button', { name: end.discordLinked ? 'Link Discord: done' : 'Link Discord', exact: true })
          .waitFor()
    },
  })
}
