import { and, count, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/connect'
import { fanArt, reactions } from '../../server/db/schema'
import { databaseTargets, linkX, newAccount, startTestServer, type TestServer } from './harness'

interface Post {
  _id: string
  totalReactionsCount: number
  tweetCreatedDate: string
}

/**
 * The galleries' "most" and "least reactions" orders read each post's love count kept on the post
 * (migration 0015, a trigger on the kept counts) and walk an index: the pages must stay what
 * counting every post's reactions and sorting gives, through loves given and taken back.
 */
describe.each(databaseTargets)('gallery orders by loves kept on the posts on %s', (target) => {
  let server: TestServer
  let db: Db
  beforeAll(async () => {
    server = await startTestServer(target)
    db = server.database.db
  })
  afterAll(() => server.close())

  /** Every shown post in the gallery's order, page by page as the gallery reads it. */
  async function walk(sortBy: 'most_reactions' | 'least_reactions'): Promise<Post[]> {
    const posts: Post[] = []
    for (let offset = 0; ; offset += 7) {
      const answer = await server.request<{ items: Post[] }>(
        'POST',
        `/api/gallery/fan-art/all?offset=${offset}&limit=7&sortBy=${sortBy}`,
        { json: {} },
      )
      expect(answer.status).toBe(200)
      const page = answer.body.data?.items ?? []
      posts.push(...page)
      if (page.length < 7) return posts
    }
  }

  /** The same order from scratch: each shown post's loves counted from the reactions. */
  async function counted(sortBy: 'most_reactions' | 'least_reactions') {
    const loves = await db
      .select({ id: reactions.targetId, total: count() })
      .from(reactions)
      .where(and(eq(reactions.targetKind, 'fan_art'), eq(reactions.type, 'love')))
      .groupBy(reactions.targetId)
    const byId = new Map(loves.map((row) => [row.id, row.total]))
    const shown = await db
      .select({ id: fanArt.id, createdAt: fanArt.createdAt })
      .from(fanArt)
      .where(eq(fanArt.disabled, false))
    const direction = sortBy === 'most_reactions' ? -1 : 1
    return shown
      .map((post) => ({ id: post.id, loves: byId.get(post.id) ?? 0, at: post.createdAt.getTime() }))
      .sort((a, b) => direction * (a.loves - b.loves) || b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((post) => ({ id: post.id, loves: post.loves }))
  }

  const answered = async (sortBy: 'most_reactions' | 'least_reactions') =>
    (await walk(sortBy)).map((post) => ({ id: post._id, loves: post.totalReactionsCount }))

  it('pages through the posts in the order counting gives, both ways', async () => {
    const most = await answered('most_reactions')
    expect(most.length).toBeGreaterThan(20)
    expect(most.some((post) => post.loves > 0)).toBe(true)
    expect(most).toEqual(await counted('most_reactions'))
    expect(await answered('least_reactions')).toEqual(await counted('least_reactions'))
  })

  it('moves a post as members love it and take their love back', async () => {
    const before = await answered('most_reactions')
    const last = before.at(-1)
    if (!last) throw new Error('no fan art shown')
    const members = await Promise.all(
      [newAccount(), newAccount(), newAccount()].map((account) => server.login(account)),
    )
    // a love needs a linked X account
    for (const member of members) await linkX(server, member.account.address)
    const love = (cookie: string) =>
      server.request<{ reactionActive: boolean; totalReactionsCount: number }>(
        'POST',
        `/api/gallery/fan-art/reaction/${last.id}`,
        { cookie, json: {} },
      )
    for (const member of members) expect((await love(member.cookie)).body.data?.reactionActive).toBe(true)
    const after = await answered('most_reactions')
    expect(after.find((post) => post.id === last.id)?.loves).toBe(last.loves + members.length)
    expect(after.findIndex((post) => post.id === last.id)).toBeLessThan(before.length - 1)
    expect(after).toEqual(await counted('most_reactions'))
    // taken back, in parallel: the count and the order return
    await Promise.all(members.map((member) => love(member.cookie)))
    expect(await answered('most_reactions')).toEqual(before)
  })

  it('gives a post added after its loves were counted its count at once', async () => {
    const [model] = await db.select().from(fanArt).where(gt(fanArt.loves, 0)).limit(1)
    if (!model) throw new Error('no loved fan art')
    // written again with no count, as an import meets reactions recorded before it
    await db.delete(fanArt).where(eq(fanArt.id, model.id))
    await db.insert(fanArt).values({ ...model, loves: 0 })
    const [restored] = await db.select({ loves: fanArt.loves }).from(fanArt).where(eq(fanArt.id, model.id))
    expect(restored?.loves).toBe(model.loves)
    expect(await answered('most_reactions')).toEqual(await counted('most_reactions'))
  })
})
