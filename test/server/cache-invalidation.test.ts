import { eq } from 'drizzle-orm'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app'
import { leaderboard, sales } from '../../server/db/schema'
import { databaseTargets, newAccount, ORIGIN, startTestServer, testEnv, type TestServer } from './harness'

interface StatsAnswer {
  stats: { total: { volume: string; average_price: string } }
}
interface PageAnswer {
  assets: { tokenId: string }[]
  reactions: { tokenId: string; totalCount: number }[]
}
type Board = { account: string; rank: number; totalPoints: number }[]

/**
 * Figures the server keeps in memory (stats, leaderboard pages, item pages and their like counts)
 * follow every change: the writer's own process at once, and writes made outside the process (an
 * indexer recording a sale, another replica) as soon as the database's change notice arrives.
 */
describe.each(databaseTargets)('cached figures follow the data on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  const json = async <T>(path: string, init?: RequestInit) => {
    const response = await server.app.request(`${ORIGIN}${path}`, init)
    expect(response.status).toBeLessThan(300)
    return ((await response.json()) as { data: T }).data
  }
  const battlecardsAddress = () =>
    json<{ tokenAddress: string }>('/api/collections/battlecards/metadata/').then((found) => found.tokenAddress)

  it('a recorded sale changes the collection stats and the collections list', async () => {
    const before = await json<StatsAnswer>('/api/collections/battlecards/metadata/?withStats=true')
    const listBefore = await json<{ items: (StatsAnswer & { slug: string })[] }>('/api/collections/all')
    const volumeBefore = listBefore.items.find((item) => item.slug === 'battlecards')?.stats.total.volume
    expect(volumeBefore).toBe(before.stats.total.volume)

    // recorded as an indexer would: straight into the table, not through the server
    const tokenAddress = await battlecardsAddress()
    await server.database.db.insert(sales).values({
      tokenAddress,
      tokenId: '1',
      price: parseEther('1234.5'),
      symbol: 'ETH',
      seller: newAccount().address,
      buyer: newAccount().address,
      txHash: `0x${'ab'.repeat(32)}`,
      soldAt: new Date(),
    })

    await vi.waitFor(async () => {
      const after = await json<StatsAnswer>('/api/collections/battlecards/metadata/?withStats=true')
      expect(parseEther(after.stats.total.volume)).toBe(parseEther(before.stats.total.volume) + parseEther('1234.5'))
    })
    const listAfter = await json<{ items: (StatsAnswer & { slug: string })[] }>('/api/collections/all')
    const volumeAfter = listAfter.items.find((item) => item.slug === 'battlecards')?.stats.total.volume ?? '0'
    expect(parseEther(volumeAfter)).toBe(parseEther(volumeBefore ?? '0') + parseEther('1234.5'))
  })

  it('a points change moves the leaderboard', async () => {
    const before = await json<Board>('/api/quests/leaderboard/all?offset=0&limit=25')
    const last = before.at(-1)
    const top = before[0]
    if (!last || !top) throw new Error('empty leaderboard')
    expect(last.rank).toBe(25)

    await server.database.db
      .update(leaderboard)
      .set({ totalPoints: top.totalPoints + 1000 })
      .where(eq(leaderboard.account, last.account))

    await vi.waitFor(async () => {
      const after = await json<Board>('/api/quests/leaderboard/all?offset=0&limit=25')
      expect(after[0]).toMatchObject({ account: last.account, rank: 1 })
      expect(after[1]).toMatchObject({ account: top.account, rank: 2 })
    })
  })

  it('a member completing a quest enters the leaderboard at once on the same process', async () => {
    const { account, cookie } = await server.login(newAccount())
    const count = await json<{ totalCount: number }>('/api/quests/leaderboard/count')
    const quest = server.data.quests.find((entry) => !entry.disabled && entry.points > 0)
    if (!quest) throw new Error('no quest with points')
    await json(`/api/quests/users/${quest._id}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ progress: 1 }),
    })
    // no waiting: the writing process drops its own cached board
    expect((await json<{ totalCount: number }>('/api/quests/leaderboard/count')).totalCount).toBe(count.totalCount + 1)
    const status = await json<{ rank: number | null }>('/api/quests/leaderboard/connection-status', {
      headers: { cookie },
    })
    expect(status.rank).not.toBeNull()
    const around = await json<Board>(`/api/quests/leaderboard/all?offset=${(status.rank ?? 1) - 1}&limit=1`)
    expect(around[0]?.account).toBe(account.address)
  })

  it('a like shows on the item page at once, and on another process after the notice', async () => {
    const page = '/api/collections/battlecards?limit=5&offset=0&withReactions=true'
    const other = createApp({
      db: server.database.db,
      env: testEnv(),
      changes: await server.database.watchChanges(),
      distDir: '/nonexistent',
    })
    const readOther = async () => {
      const response = await other.request(`${ORIGIN}${page}`)
      return ((await response.json()) as { data: PageAnswer }).data
    }
    const before = await json<PageAnswer>(page)
    const first = before.assets[0]?.tokenId ?? ''
    const countOf = (answer: PageAnswer) => answer.reactions.find((entry) => entry.tokenId === first)?.totalCount
    expect(countOf(await readOther())).toBe(countOf(before))

    const { cookie } = await server.login(newAccount())
    await json(`/api/nfts/reactions/battlecards/${first}/update?type=like`, { method: 'POST', headers: { cookie } })

    expect(countOf(await json<PageAnswer>(page))).toBe((countOf(before) ?? 0) + 1)
    await vi.waitFor(async () => expect(countOf(await readOther())).toBe((countOf(before) ?? 0) + 1))
  })
})
