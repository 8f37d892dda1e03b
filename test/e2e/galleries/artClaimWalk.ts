import type { BrowserContext, Page } from 'playwright-core'
import type { EventObject } from 'xstate'
import { expect } from 'vitest'
import { artClaimMessages } from '../../../src/machines/artClaim/messages'
import type { MachinePath, PathEvent } from '../../../src/machines/paths/generate'
import { liveValues } from '../harness/liveMachine'
import { signInWithDevWallet } from '../harness/member'
import { describeUiWalk } from '../harness/modelWalk'
import type { E2eSuite } from '../harness/suite'
import { connectWithoutSigning, contestMember, type ContestMember } from './world'
import { answerHeldCall, heldUntilAnswered } from '../harness/heldCalls'
import { liveStreamOpened, withoutLiveStream } from '../harness/liveStream'

/** The member on the page (Hardhat account 6, holding a piece or not as the path needs) and a rival member (7). */
const MEMBER = 6
const RIVAL = 7

interface World {
  context: BrowserContext
  member: ContestMember
  rival: ContestMember
  /** The piece the rival holds, when the path has the rival take one. */
  rivalPiece?: string
  /** The page 'Enter' opened (the post composer on X). */
  opened?: Promise<Page>
}

type ClaimRequest = EventObject & { claimedBy?: string | null; guards?: Record<string, boolean> }

const STATUS_CALL = '/api/art-contests/gallery/check/me'
const CLAIM_CALL = '**/api/art-contests/gallery/claim/*'
const RELEASE_CALL = '**/api/art-contests/gallery/unclaim'
const isResultOf = (event: EventObject, state: string) =>
  /^xstate\.(done|error)\.actor\./.test(event.type) && event.type.endsWith(`.${state}`)
const failed = (event: EventObject | undefined) => event?.type.startsWith('xstate.error.actor.') === true
/** Events the page's flow hears on the live stream (another member's or the member's other tab). */
const LIVE_EVENTS = new Set(['piece.changed', 'member.claimed', 'member.released'])
const memberEvents = (path: MachinePath) =>
  path.steps.map((step) => step.event as ClaimRequest).filter((event) => !event.type.startsWith('xstate.'))

/** An answer of the status call that says the member holds a piece. */
const hasClaimedIn = (event: EventObject) =>
  (event as { output?: { hasClaimed?: unknown } }).output?.hasClaimed === true

const piece = (page: Page, id: string) => page.locator(`[data-piece-id="${id}"]`)
const firstFree = (page: Page) => page.locator('.koi-piece--free').first()
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 })

/**
 * The member's status call answers (the real server), fails (no answer: a network error), or, when
 * the path ends while it is out, never answers. Everything else is the real server.
 */
async function arrangeStatusCall(page: Page, rest: PathEvent[], path: MachinePath) {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  const next = rest.find((event) => isResultOf(event, 'loadingStatus'))
  const calls = (url: URL) => url.pathname === STATUS_CALL
  if (failed(next)) await page.route(calls, (route) => route.abort('failed'))
  else if (next === undefined && path.state.machine.value === 'loadingStatus')
    await page.route(calls, () => new Promise<void>(() => undefined))
  // the claim and the release reach the server at the path's step that answers them: the page
  // rests in claiming or releasing until then
  for (const [call, state] of [
    [CLAIM_CALL, 'claiming'],
    [RELEASE_CALL, 'releasing'],
  ] as const)
    await page.route(call, async (route) => {
      await heldUntilAnswered(page, state)
      await route.continue()
    })
}

/** Waits until the page's claim flow has started for whoever is on it and has read their status. */
async function settled(page: Page, memberOnPage: boolean) {
  // the page starts the flow for a visitor, and again once a wallet connects
  const starts = memberOnPage ? 2 : 1
  await expect
    .poll(
      async () => {
        const values = await liveValues(page, 'artClaim')
        return (
          values.filter((value) => value === '"loadingStatus"').length >= starts && values.at(-1) !== '"loadingStatus"'
        )
      },
      { timeout: 20_000 },
    )
    .toBe(true)
}

async function noClaimToast(page: Page) {
  const toasts = page.locator('[data-sonner-toast]')
  for (const message of Object.values(artClaimMessages))
    expect(await toasts.filter({ hasText: message }).count(), message).toBe(0)
}

/** The artClaim machine's covering paths on the real /art-contest page, against the real server. */
export function describeArtClaimWalk(suite: E2eSuite) {
  describeUiWalk<World>('artClaim', () => suite.browser, {
    async start(context, path) {
      const baseUrl = suite.stack.baseUrl
      const [member, rival] = await Promise.all([contestMember(baseUrl, MEMBER), contestMember(baseUrl, RIVAL)])
      const world: World = { context, member, rival }
      // the member holds a piece when the path starts from one, and none otherwise
      const firstStatus = path.steps[1]?.event
      const holds = firstStatus !== undefined && hasClaimedIn(firstStatus)
      const held = await member.heldPiece()
      if (holds && held === null) await member.claimAnyFree()
      if (!holds && held !== null) await member.release()
      // a piece the page shows taken by another member: the rival takes it first
      if (memberEvents(path).some((event) => event.type === 'claim.request' && event.claimedBy))
        world.rivalPiece = await rival.claimAnyFree()
      // 'Enter' opens the post composer on X: answered here, the test leaves the machine
      await context.route('https://x.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Post</title>' }),
      )

      // Paths with nothing live run with no stream: the walk's own moves from another tab (a rival
      // taking the piece just before the click, a release meanwhile) would otherwise race the click.
      const hearsLive = memberEvents(path).some((event) => LIVE_EVENTS.has(event.type))
      if (!hearsLive) await withoutLiveStream(context)
      const page = await context.newPage()
      const streamOpen = hearsLive ? liveStreamOpened(page) : Promise.resolve()
      await arrangeStatusCall(
        page,
        path.steps.slice(1).map((step) => step.event),
        path,
      )
      await page.goto(`${baseUrl}/art-contest`)
      await page.locator('.koi-piece').first().waitFor({ timeout: 20_000 })
      const signsIn = !memberEvents(path).some((event) => event.guards?.isLoggedIn === false)
      if (signsIn) await signInWithDevWallet(page, baseUrl, MEMBER)
      else if (holds) await connectWithoutSigning(page, MEMBER)
      await settled(page, signsIn || holds)
      await streamOpen
      return { page, world }
    },
    events: {
      'claim.request': async ({ page, world, event, rest, path }) => {
        const request = event as ClaimRequest
        let id: string
        if (request.claimedBy) id = world.rivalPiece ?? ''
        else {
          id = (await firstFree(page).getAttribute('data-piece-id')) ?? ''
          // the page still shows the piece free when the rival takes it: the server refuses
          if (failed(rest[0]) && isResultOf(rest[0] as EventObject, 'claiming')) {
            expect((await world.rival.claim(id)).status).toBe(200)
            world.rivalPiece = id
          }
        }
        await arrangeStatusCall(page, rest, path)
        await piece(page, id)
          .getByRole('button', { name: /^Claim / })
          .click()
      },
      'claim.release': async ({ page, world, rest, path }) => {
        // released from the member's other tab meanwhile: the server has nothing to release
        if (failed(rest[0])) expect((await world.member.release()).status).toBe(200)
        await arrangeStatusCall(page, rest, path)
        await page.locator('.koi-piece--yours').getByRole('button', { name: 'Release' }).click()
      },
      'contest.enter': async ({ page, world, previous }) => {
        if (previous.hasTag('claimed')) world.opened = world.context.waitForEvent('page')
        await page.getByRole('button', { name: 'Enter', exact: true }).click()
      },
      'status.retry': async ({ page, rest, path }) => {
        await arrangeStatusCall(page, rest, path)
        await page.getByRole('button', { name: 'Try again' }).click()
      },
      // heard live: another member takes a free piece, or the member claims or releases in another tab
      'piece.changed': async ({ world }) => {
        world.rivalPiece = await world.rival.claimAnyFree()
      },
      'member.claimed': async ({ page, world, rest, path }) => {
        await arrangeStatusCall(page, rest, path)
        await world.member.claimAnyFree()
      },
      'member.released': async ({ page, world, rest, path }) => {
        await arrangeStatusCall(page, rest, path)
        expect((await world.member.release()).status).toBe(200)
      },
      // the real calls answer as arranged before the member's event, the claim and release now
      'xstate.done.actor.': ({ page, event }) => answerHeldCall(page, event.type),
      'xstate.error.actor.': ({ page, event }) => answerHeldCall(page, event.type),
    },
    async check({ page, predicted, path, world }) {
      const enter = page.getByRole('button', { name: 'Enter', exact: true })
      expect((await enter.getAttribute('class'))?.includes('--ready')).toBe(predicted.hasTag('claimed'))
      const section = page.locator('.koi-pieces')
      const value = predicted.value as string
      const last = path.steps.at(-1)?.event as EventObject
      const lastOwn = memberEvents(path).at(-1)
      if (value === 'loadingStatus') {
        expect(await section.getAttribute('aria-busy')).toBe('true')
      } else if (value === 'statusUnavailable') {
        await page.getByRole('alert').filter({ hasText: 'Your claim status could not be loaded.' }).waitFor()
      } else if (failed(last) && isResultOf(last, 'claiming')) {
        // the server's reason, and the piece as it is now: the rival's
        await toast(page, 'This piece is already claimed by another member')
        await expect.poll(() => piece(page, world.rivalPiece ?? '').getAttribute('class')).toContain('koi-piece--taken')
      } else if (failed(last) && isResultOf(last, 'releasing')) {
        await toast(page, 'You have no claimed piece to release')
      } else if (lastOwn?.type === 'contest.enter' && value === 'claimed') {
        const composer = await world.opened
        expect(composer?.url()).toMatch(/^https:\/\/x\.com\/intent\/post\?text=.*%23/)
      } else if (lastOwn?.type === 'contest.enter') {
        await toast(page, artClaimMessages.claimBeforeEntering)
      } else if (lastOwn?.type === 'claim.request' && lastOwn.claimedBy) {
        await toast(page, artClaimMessages.takenByAnother)
        expect(await piece(page, world.rivalPiece ?? '').getAttribute('class')).toContain('koi-piece--taken')
      } else if (lastOwn?.type === 'claim.request' && value === 'claimed') {
        await toast(page, artClaimMessages.oneClaimOnly)
      } else if (lastOwn?.guards?.isLoggedIn === false) {
        // no session: no call and nothing said; the pieces stay as they were
        await noClaimToast(page)
        const hint =
          value === 'claimed'
            ? 'Sign in to claim or release a piece.'
            : 'Connect your wallet and sign in to claim a piece.'
        await page.getByRole('status').filter({ hasText: hint }).waitFor()
        expect(await page.locator('.koi-piece--yours').count()).toBe(value === 'claimed' ? 1 : 0)
      } else if (lastOwn?.type === 'piece.changed') {
        // the piece another member took while the page was open now says so, with no reload
        const taken = piece(page, world.rivalPiece ?? '')
        await expect.poll(() => taken.getAttribute('class')).toContain('koi-piece--taken')
        await taken.getByText('Taken', { exact: true }).waitFor()
      } else {
        throw new Error(`artClaim walk: no check for a path ending ${last.type} in ${value}`)
      }
    },
    async finish({ world }) {
      if (world.rivalPiece) await world.rival.release()
    },
  })
}
