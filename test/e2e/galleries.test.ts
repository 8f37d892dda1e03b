import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { PathEvent } from '../../src/machines/paths/generate'
import { expectNoSeriousAxeViolations } from './harness/axe'
import { devAccount, shortAccountLabel, signInOverHttp, signInWithDevWallet } from './harness/member'
import { describeUiWalk } from './harness/modelWalk'
import { screenshot } from './harness/screens'
import { e2eSuite } from './harness/suite'

const suite = e2eSuite()

/** Development-wallet accounts of the demo seed (README): 0 the admin with X linked, 2 no X, 3 and 4 free to claim. */
const ADMIN = 0
const WITHOUT_X = 2
const WITH_X = 5
const ARTIST_A = 3
const ARTIST_B = 4

const firstLove = (page: Page) => page.locator('.koi-love').first()
const loveCount = async (page: Page) =>
  Number((await firstLove(page).getAttribute('aria-label'))?.match(/, (\d+) loves?$/)?.[1])

/** Connect wallet → pick the account, without signing. */
async function connectWithoutSigning(page: Page, accountIndex: number) {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByRole('button', { name: devAccount(accountIndex).address, exact: true }).click()
  await page.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 20_000 })
}

/** The reaction call answers, fails, or (when the path ends while it is out) never answers. */
async function arrangeReactionCall(page: Page, next: PathEvent | undefined) {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  const calls = (url: URL) => url.pathname.startsWith('/api/gallery/fan-art/reaction/')
  if (next === undefined) await page.route(calls, () => new Promise<void>(() => undefined))
  else if (next.type.startsWith('xstate.error.actor.'))
    await page.route(calls, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'login required' }),
      }),
    )
}

const lastToggle = (events: PathEvent[]) => events.filter((event) => event.type === 'reaction.toggle').at(-1)

interface ReactionWorld {
  startCount: number
}

describeUiWalk<ReactionWorld>('reaction', () => suite.browser, {
  async start(context, path) {
    const page = await context.newPage()
    const gate = path.steps[1]?.event.guards ?? {}
    await page.goto(`${suite.stack.baseUrl}/gallery/fan-art`)
    if (gate.hasWallet && !gate.isLoggedIn) await connectWithoutSigning(page, WITH_X)
    else if (gate.isLoggedIn) await signInWithDevWallet(page, suite.stack.baseUrl, gate.hasLinkedX ? WITH_X : WITHOUT_X)
    await firstLove(page).waitFor()
    return { page, world: { startCount: await loveCount(page) } }
  },
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
    } else {
      // the call failed: flag and count are back where they started
      await expect.poll(() => loveCount(page)).toBe(world.startCount)
      expect(await firstLove(page).getAttribute('aria-busy')).toBe('false')
    }
  },
})

describe('galleries and the art contest in Chromium', () => {
  it('a visitor is led through wallet and signature, then love counts one up and a second click takes it back', async () => {
    const page = await suite.browser.newPage()
    await page.goto(`${suite.stack.baseUrl}/gallery/fan-art`)
    await firstLove(page).waitFor()
    await expectNoSeriousAxeViolations(page)
    const before = await loveCount(page)
    await firstLove(page).click()
    await page.getByRole('button', { name: devAccount(ADMIN).address, exact: true }).click()
    await page.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 20_000 })
    await firstLove(page).click()
    await page.getByText('Please sign signature to continue').waitFor()
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    await page.getByRole('button', { name: shortAccountLabel(devAccount(ADMIN).address) }).waitFor({ timeout: 20_000 })
    await firstLove(page).click()
    await expect.poll(() => loveCount(page)).toBe(before + 1)
    expect(await firstLove(page).getAttribute('aria-pressed')).toBe('true')
    await screenshot(page, 'galleries-loved')
    await expect.poll(() => firstLove(page).getAttribute('aria-busy')).toBe('false')
    await firstLove(page).click()
    await expect.poll(() => loveCount(page)).toBe(before)
    await page.close()
  })

  it("member A claims a piece and releases it, member B claims it, and A's reclaim is refused with the server's message", async () => {
    const page = await suite.browser.newPage()
    await page.goto(`${suite.stack.baseUrl}/art-contest`)
    await signInWithDevWallet(page, suite.stack.baseUrl, ARTIST_A)
    const free = page.locator('.koi-piece--free').first()
    const pieceId = (await free.getAttribute('data-piece-id')) ?? ''
    const piece = page.locator(`[data-piece-id="${pieceId}"]`)
    await piece.getByRole('button', { name: /^Claim / }).click()
    await page.getByText('Claim successfully!').waitFor()
    await expect.poll(() => piece.getAttribute('class')).toContain('koi-piece--yours')
    await piece.getByRole('button', { name: 'Release' }).click()
    await page.getByText('UnClaimed successfully!').waitFor()
    await expect.poll(() => piece.getAttribute('class')).toContain('koi-piece--free')

    const cookie = await signInOverHttp(suite.stack.baseUrl, ARTIST_B)
    const taken = await fetch(`${suite.stack.baseUrl}/api/art-contests/gallery/claim/${pieceId}`, {
      method: 'POST',
      headers: { cookie, origin: suite.stack.baseUrl },
    })
    expect(taken.status).toBe(200)

    // A's page still shows the piece free: the server refuses and says why
    await piece.getByRole('button', { name: /^Claim / }).click()
    await page.getByText('This piece is already claimed by another member').waitFor()
    await expect.poll(() => piece.getAttribute('class')).toContain('koi-piece--taken')
    await screenshot(page, 'art-contest-reclaim-refused')
    await page.close()

    // axe on the contest as a visitor sees it (signed-in pages carry the navbar's coin balance, not checked here)
    const visitor = await (await suite.browser.newContext()).newPage()
    await visitor.goto(`${suite.stack.baseUrl}/art-contest`)
    await visitor.locator('.koi-piece').first().waitFor()
    await visitor.locator('.koi-love').first().waitFor()
    await screenshot(visitor, 'art-contest-visitor')
    await expectNoSeriousAxeViolations(visitor)
    await visitor.close()
  })

  it('an admin disables a submission in the edit view, and visitors no longer see it', async () => {
    const admin = await suite.browser.newPage()
    await admin.goto(`${suite.stack.baseUrl}/gallery/submissions?type=edit`)
    await signInWithDevWallet(admin, suite.stack.baseUrl, ADMIN)
    const toggle = admin.locator('.koi-tile__admin').first()
    await toggle.waitFor({ timeout: 20_000 })
    const id = (await admin.getByTestId('submission-id').first().textContent()) ?? ''
    expect(id).not.toBe('')
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
    await screenshot(admin, 'gallery-admin-disabled')

    const visitor = await (await suite.browser.newContext()).newPage()
    await visitor.goto(`${suite.stack.baseUrl}/gallery/submissions?id=${encodeURIComponent(id)}`)
    await visitor.getByText('This submission is not in the gallery.').waitFor()
    expect(await visitor.getByTestId('submission-id').count()).toBe(0)
    await expectNoSeriousAxeViolations(visitor)
    await admin.close()
    await visitor.close()
  })

  it('the tweet viewer opens by URL at 390 px and closing removes the parameter', async () => {
    const page = await (await suite.browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
    await page.goto(`${suite.stack.baseUrl}/gallery/fan-art`)
    await page.locator('.koi-tile__open').first().click()
    const dialog = page.getByRole('dialog', { name: 'Fan art submission' })
    await dialog.waitFor()
    expect(new URL(page.url()).searchParams.get('tweetId')).toMatch(/^\d+$/)
    expect(await dialog.getByRole('link', { name: 'View tweet' }).getAttribute('href')).toMatch(
      /^https:\/\/x\.com\/[^/]+\/status\/\d+$/,
    )
    await screenshot(page, 'gallery-tweet-viewer-390')
    await expectNoSeriousAxeViolations(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.has('tweetId')).toBe(false)
    await page.close()
  })
})
