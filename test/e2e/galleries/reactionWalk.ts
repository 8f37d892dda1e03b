import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { PathEvent } from '../../../src/machines/paths/generate'
import { isLinkRequired } from '../../../src/machines/reaction/rules'
import { LINK_X_TO_REACT } from '../../../src/services/api/contract/constants'
import { devAccount, signInWithDevWallet } from '../harness/member'
import { describeUiWalk } from '../harness/modelWalk'
import type { E2eSuite } from '../harness/suite'
import { connectWithoutSigning, firstLove, loveCount, loveReady } from './world'

/** Development-wallet accounts of the demo seed (README): 2 has no X linked, 5 has. */
const WITHOUT_X = 2
const WITH_X = 5

/** The path's reaction call fails because the server asks for a linked X account. */
const refusedForX = (event: PathEvent | undefined) =>
  event?.type.startsWith('xstate.error.actor.') === true && isLinkRequired((event as { error?: unknown }).error)

/**
 * The reaction call answers, fails (as the server refuses a member whose X account it no longer
 * finds, or a lost session), or (when the path ends while it is out) never answers.
 */
async function arrangeReactionCall(page: Page, next: PathEvent | undefined) {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  const calls = (url: URL) => url.pathname.startsWith('/api/gallery/fan-art/reaction/')
  if (next === undefined) await page.route(calls, () => new Promise<void>(() => undefined))
  else if (next.type.startsWith('xstate.error.actor.')) {
    const [status, message] = refusedForX(next) ? [403, LINK_X_TO_REACT] : [401, 'login required']
    await page.route(calls, (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message }) }),
    )
  }
}

const lastToggle = (events: PathEvent[]) => events.filter((event) => event.type === 'reaction.toggle').at(-1)

interface ReactionWorld {
  startCount: number
  /** The first tile's submission: its heart is the actor the path drives (`reaction:<id>`). */
  submissionId: string
}

/** The first submission the fan-art page lists, read from the page's own listing call. */
async function firstSubmissionId(listing: Promise<{ json(): Promise<unknown> }>): Promise<string> {
  const body = (await (await listing).json()) as { items?: { _id: string }[]; data?: { items?: { _id: string }[] } }
  const id = (body.items ?? body.data?.items)?.[0]?._id
  if (!id) throw new Error('the fan-art page listed no submission')
  return id
}

/** The reaction machine's covering paths on the real fan-art page. */
export function describeReactionWalk(suite: E2eSuite) {
  describeUiWalk<ReactionWorld>('reaction', () => suite.browser, {
    async start(context, path) {
      const page = await context.newPage()
      const gate = path.steps[1]?.event.guards ?? {}
      const listing = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/gallery/fan-art/all',
      )
      await page.goto(`${suite.stack.baseUrl}/gallery/fan-art`)
      const submissionId = await firstSubmissionId(listing)
      if (gate.hasWallet && !gate.isLoggedIn) await connectWithoutSigning(page, WITH_X)
      else if (gate.isLoggedIn)
        await signInWithDevWallet(page, suite.stack.baseUrl, gate.hasLinkedX ? WITH_X : WITHOUT_X)
      // the walk starts where the machine does: idle, with a gate that can answer
      await loveReady(page)
      return { page, world: { startCount: await loveCount(page), submissionId } }
    },
    inspectionId: ({ world }) => `reaction:${world.submissionId}`,
    events: {
      'reaction.toggle': async ({ page, rest }) => {
        await arrangeReactionCall(page, rest[0])
        await firstLove(page).click()
      },
      'xstate.done.actor.': () => Promise.resolve(),
      'xstate.error.actor.': () => Promise.resolve(),
    },
    async check({ page, predicted, path, world }) {
      const gate = lastToggle(path.steps.map((step) => step.event))?.guards ?? {}
      if (predicted.hasTag('busy')) {
        await expect.poll(() => firstLove(page).getAttribute('aria-busy')).toBe('true')
        return
      }
      if (gate.hasWallet === false) {
        // the wallet connect dialog: the development wallet's accounts to choose from
        await page.getByRole('button', { name: devAccount(0).address, exact: true }).waitFor()
      } else if (gate.isLoggedIn === false) {
        await page.getByText('Please sign signature to continue').waitFor()
      } else if (gate.hasLinkedX === false) {
        await page.getByRole('dialog', { name: 'Sign in with X' }).waitFor()
      } else if (refusedForX(path.steps.at(-1)?.event)) {
        // the server asked for X: flag and count are back, and the page asks to sign in with X
        await page.getByRole('dialog', { name: 'Sign in with X' }).waitFor()
        await expect.poll(() => loveCount(page)).toBe(world.startCount)
      } else {
        // the call failed: flag and count are back where they started
        await expect.poll(() => loveCount(page)).toBe(world.startCount)
        expect(await firstLove(page).getAttribute('aria-busy')).toBe('false')
      }
    },
  })
}
