import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { contestMember } from './galleries/world'
import { devAccount, linkXOverHttp, openSignedIn, signInOverHttp } from './harness/member'
import { liveStreamOpened } from './harness/liveStream'
import { startStreamCut } from './harness/streamCut'
import { e2eSuite } from './harness/suite'

// Live pages in Chromium: one member acts (over HTTP, where the UI path has its own tests), another
// browser context keeps its page open and sees the change arrive on the stream, without a reload.
const suite = e2eSuite()

/** Development-wallet accounts of the demo seed: 0 the admin; the others have no role here but their own. */
const ADMIN = 0
const CLAIMER = 3
const WATCHER = 4
const QUESTER = 7
const LIKER = 8
const LOVER = 9
/** The seed's "create" quest: an admin reviews it, and approving pays 500 points. */
const REVIEWED_QUEST = 'quest-9'

const api = (path: string, init: RequestInit = {}) => fetch(`${suite.stack.baseUrl}${path}`, init)

/** A member's calls over HTTP, with their session cookie. */
async function memberCalls(accountIndex: number) {
  const cookie = await signInOverHttp(suite.stack.baseUrl, accountIndex)
  const headers = { cookie, origin: suite.stack.baseUrl, 'content-type': 'application/json' }
  return {
    cookie,
    post: (path: string, body: unknown = {}) => api(path, { method: 'POST', headers, body: JSON.stringify(body) }),
    get: (path: string) => api(path, { headers }),
  }
}

/** A fresh browser context (its own cookies, its own stream) with a page. */
async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
  return { context, page: await context.newPage() }
}

/** A mark on the page's window: still there afterwards means the page was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { koiLiveMark: true }))
const stillMarked = (page: Page) => page.evaluate(() => (window as { koiLiveMark?: boolean }).koiLiveMark === true)

/** The fan-art page opened, with the id of the first submission it lists (the first tile). */
async function openFanArt(page: Page): Promise<string> {
  const listing = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/gallery/fan-art/all')
  await page.goto(`${suite.stack.baseUrl}/gallery/fan-art`)
  const body = (await (await listing).json()) as { data: { items: { _id: string }[] } }
  const id = body.data.items[0]?._id
  if (!id) throw new Error('the fan-art page listed no submission')
  await page.locator('.koi-love').first().waitFor()
  return id
}

/** The count the first tile's love control announces ("…, 12 loves"). */
const firstLoveCount = async (page: Page) =>
  Number((await page.locator('.koi-love').first().getAttribute('aria-label'))?.match(/, (\d+) loves?$/)?.[1])

/** Resolves once the first tile announces `total` loves; polled on every frame, so the wait measures the delay. */
const seeLoves = (page: Page, total: number, timeout = 10_000) =>
  page.waitForFunction(
    (expected) =>
      new RegExp(`, ${expected} loves?$`).test(document.querySelector('.koi-love')?.getAttribute('aria-label') ?? ''),
    total,
    { polling: 'raf', timeout },
  )

/** The fan-art submission's love total as the server counts it now. */
async function serverLoves(id: string): Promise<number> {
  const answer = await api('/api/gallery/fan-art/all?offset=0&limit=100', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: suite.stack.baseUrl },
    body: JSON.stringify({}),
  })
  const body = (await answer.json()) as { data: { items: { _id: string; totalReactionsCount: number }[] } }
  const item = body.data.items.find((candidate) => candidate._id === id)
  if (!item) throw new Error(`submission ${id} is not among the first fan-art submissions`)
  return item.totalReactionsCount
}

describe('live pages in Chromium', () => {
  it('a love on one page is seen on another open page without a reload', async () => {
    const lover = await memberCalls(LOVER)
    await linkXOverHttp(suite.stack.baseUrl, lover.cookie, 'koi_live_lover')
    const { context, page } = await freshPage()
    const id = await openFanArt(page)
    await markPage(page)
    const before = await firstLoveCount(page)

    const sent = performance.now()
    const loved = await lover.post(`/api/gallery/fan-art/reaction/${id}`, { reactionType: 'love' })
    expect(loved.status).toBe(200)
    await seeLoves(page, before + 1)
    // printed, never asserted: the goal is under 2 s
    console.info(`live: a love seen on another page ${Math.round(performance.now() - sent)} ms after it was sent`)
    expect(await serverLoves(id)).toBe(before + 1)

    // taken back: the open page follows
    expect((await lover.post(`/api/gallery/fan-art/reaction/${id}`, { reactionType: 'love' })).status).toBe(200)
    await seeLoves(page, before)
    expect(await stillMarked(page)).toBe(true)
    await context.close()
  })

  it("a piece claimed by one member shows taken on another member's open contest page, then free when released", async () => {
    const claimer = await contestMember(suite.stack.baseUrl, CLAIMER)
    const { context, page } = await freshPage()
    await openSignedIn(page, suite.stack.baseUrl, '/art-contest', WATCHER)
    const free = page.locator('.koi-piece--free').first()
    await free.waitFor({ timeout: 20_000 })
    const pieceId = (await free.getAttribute('data-piece-id')) ?? ''
    expect(pieceId).not.toBe('')
    const piece = page.locator(`[data-piece-id="${pieceId}"]`)
    await markPage(page)

    expect((await claimer.claim(pieceId)).status).toBe(200)
    await expect.poll(() => piece.getAttribute('class'), { timeout: 10_000 }).toContain('koi-piece--taken')
    await piece.getByText('Taken', { exact: true }).waitFor()

    expect((await claimer.release()).status).toBe(200)
    await expect.poll(() => piece.getAttribute('class'), { timeout: 10_000 }).toContain('koi-piece--free')
    await piece.getByText('Free', { exact: true }).waitFor()
    expect(await stillMarked(page)).toBe(true)
    await context.close()
  })

  it("a like on an item is seen on another visitor's open item page without a reload", async () => {
    const liker = await memberCalls(LIKER)
    await linkXOverHttp(suite.stack.baseUrl, liker.cookie, 'koi_live_liker')
    const { context, page } = await freshPage()
    const streamOpen = liveStreamOpened(page)
    // the page's own count call names the item as the API does
    const countCall = page.waitForResponse((response) =>
      /^\/api\/nfts\/reactions\/[^/]+\/\d+$/.test(new URL(response.url()).pathname),
    )
    await page.goto(`${suite.stack.baseUrl}/collection/battlecards/5`)
    const item = new URL((await countCall).url()).pathname
    const like = page.getByRole('button', { name: /^Like / })
    await like.waitFor()
    await streamOpen
    const likes = async () => Number((await like.getAttribute('aria-label'))?.match(/, (\d+) loves?$/)?.[1])
    const before = await likes()
    await markPage(page)

    expect((await liker.post(`${item}/update?type=like`)).status).toBe(200)
    await expect.poll(likes, { timeout: 10_000 }).toBe(before + 1)
    // taken back: the open page follows
    expect((await liker.post(`${item}/update?type=like`)).status).toBe(200)
    await expect.poll(likes, { timeout: 10_000 }).toBe(before)
    expect(await stillMarked(page)).toBe(true)
    await context.close()
  })

  it('a post an admin hides leaves an open gallery, and comes back when shown again, without a reload', async () => {
    const admin = await memberCalls(ADMIN)
    const { context, page } = await freshPage()
    const streamOpen = liveStreamOpened(page)
    const listing = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/gallery/game/all')
    await page.goto(`${suite.stack.baseUrl}/gallery/game`)
    const first = ((await (await listing).json()) as { data: { items: { _id: string; title: string }[] } }).data
      .items[0]
    if (!first) throw new Error('the game gallery listed no item')
    const tile = page.getByRole('button', { name: `Open ${first.title}`, exact: true })
    await tile.waitFor()
    await streamOpen
    await markPage(page)
    const hide = (disabled: boolean) =>
      api(`/api/gallery/disabled/game/${first._id}`, {
        method: 'PATCH',
        headers: { cookie: admin.cookie, origin: suite.stack.baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ disabled }),
      })

    expect((await hide(true)).status).toBe(200)
    await expect.poll(() => tile.count(), { timeout: 10_000 }).toBe(0)
    expect((await hide(false)).status).toBe(200)
    await expect.poll(() => tile.count(), { timeout: 10_000 }).toBe(1)
    expect(await stillMarked(page)).toBe(true)
    await context.close()
  })

  it("an admin's approval of a quest reaches the member's navbar balance and their place on the open leaderboard", async () => {
    const member = await memberCalls(QUESTER)
    const admin = await memberCalls(ADMIN)
    const { address } = devAccount(QUESTER)
    const { context, page } = await freshPage()
    await openSignedIn(page, suite.stack.baseUrl, '/quests/leaderboard', QUESTER)
    const profile = async () =>
      (
        (await (await member.get(`/api/users/${address}`)).json()) as {
          data: { metadata: { currentCoinBalance: number } }
        }
      ).data.metadata.currentCoinBalance
    const standing = async () =>
      (
        (await (await member.get('/api/quests/leaderboard/connection-status')).json()) as {
          data: { rank: number | null; totalPoints?: number }
        }
      ).data
    const coinsBefore = await profile()
    await page.getByTitle(`${coinsBefore} GCoins`).waitFor({ timeout: 20_000 })
    const own = page.getByRole('list', { name: 'Your place on the leaderboard' })
    const rankBefore = (await standing()).rank
    expect(rankBefore).not.toBeNull()
    await own.getByText(`#${rankBefore}`).waitFor({ timeout: 20_000 })
    await markPage(page)

    const submitted = await member.post(`/api/quests/users/${REVIEWED_QUEST}`)
    expect(submitted.status).toBe(200)
    const approved = await admin.post(`/api/quests/reviews/${REVIEWED_QUEST}/${address}/approve`)
    expect(approved.status).toBe(200)

    const coinsAfter = await profile()
    expect(coinsAfter).toBeGreaterThan(coinsBefore)
    await page.getByTitle(`${coinsAfter} GCoins`).waitFor({ timeout: 10_000 })
    // the leaderboard moved: the member's own row shows the rank the server gives now, higher than before
    const rankAfter = (await standing()).rank
    expect(rankAfter).not.toBeNull()
    expect(rankAfter ?? 0).toBeLessThan(rankBefore ?? 0)
    await own.getByText(`#${rankAfter}`).waitFor({ timeout: 10_000 })
    expect(await stillMarked(page)).toBe(true)
    await context.close()
  })

  it('a page whose stream is cut catches up on reconnecting, with every event it missed and none twice', async () => {
    const lover = await memberCalls(LOVER)
    await linkXOverHttp(suite.stack.baseUrl, lover.cookie, 'koi_live_lover')
    const second = await memberCalls(CLAIMER)
    await linkXOverHttp(suite.stack.baseUrl, second.cookie, 'contest_member_3')
    // the context reaches the stack through a proxy that can cut its stream, as a lost network does
    const network = await startStreamCut()
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, proxy: network.proxy })
    const page = await context.newPage()
    // every event the page's stream delivers, with its id, as Chromium's network layer sees them
    const cdp = await context.newCDPSession(page)
    const received: { id: string; name: string }[] = []
    cdp.on('Network.eventSourceMessageReceived', ({ eventId, eventName }) =>
      received.push({ id: eventId, name: eventName }),
    )
    await cdp.send('Network.enable')
    const id = await openFanArt(page)
    await markPage(page)
    // the stream is open: its first frame arrived
    await expect.poll(() => received.some((event) => event.name === 'ready'), { timeout: 20_000 }).toBe(true)
    const before = await firstLoveCount(page)

    const requestsBefore = network.streamRequests
    network.cut()
    // the page notices and asks again (held by the proxy until the network is back)
    await expect.poll(() => network.streamRequests > requestsBefore, { timeout: 20_000 }).toBe(true)
    const heardBeforeCut = received.length
    expect((await lover.post(`/api/gallery/fan-art/reaction/${id}`, { reactionType: 'love' })).status).toBe(200)
    expect((await second.post(`/api/gallery/fan-art/reaction/${id}`, { reactionType: 'love' })).status).toBe(200)
    expect(await serverLoves(id)).toBe(before + 2)
    expect(received.length).toBe(heardBeforeCut)
    expect(await firstLoveCount(page)).toBe(before)

    network.restore()
    await seeLoves(page, before + 2, 30_000)
    // the two loves made while cut off arrived after the reconnect, each event once
    const ids = received.map((event) => event.id).filter((eventId) => eventId !== '')
    expect(new Set(ids).size).toBe(ids.length)
    expect(received.slice(heardBeforeCut).filter((event) => event.name === 'reaction.count')).toHaveLength(2)
    expect(await firstLoveCount(page)).toBe(await serverLoves(id))
    expect(await stillMarked(page)).toBe(true)
    await context.close()
    await network.close()
  })
})
