import { count, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/connect'
import { fanArt, galleryCounts, gameGallery } from '../../server/db/schema'
import { databaseTargets, startTestServer, type TestServer } from './harness'

/**
 * The galleries' totals are read from `gallery_counts`, kept by statement triggers on the posts
 * (migration 0016): through posts added in bulk, hidden, shown again, removed and emptied, each
 * total must stay what counting the posts from scratch gives, and the calls must answer it.
 */
describe.each(databaseTargets)('gallery totals kept beside the posts on %s', (target) => {
  let server: TestServer
  let db: Db
  beforeAll(async () => {
    server = await startTestServer(target)
    db = server.database.db
  })
  afterAll(() => server.close())

  const galleries = [
    { gallery: 'fan_art', table: fanArt, list: '/api/gallery/fan-art/all', total: '/api/gallery/fan-art/count' },
    { gallery: 'game', table: gameGallery, list: '/api/gallery/game/all', total: '/api/gallery/game/count' },
  ] as const

  async function fromScratch(table: typeof fanArt | typeof gameGallery) {
    const [all] = await db.select({ posts: count() }).from(table)
    const [shown] = await db.select({ posts: count() }).from(table).where(eq(table.disabled, false))
    return { posts: all?.posts ?? 0, shown: shown?.posts ?? 0 }
  }

  async function kept(gallery: string) {
    const [row] = await db.select().from(galleryCounts).where(eq(galleryCounts.gallery, gallery))
    return { posts: row?.posts ?? 0, shown: row?.shown ?? 0 }
  }

  /** What a visitor is told: the list's total and the count call's, both the shown posts. */
  async function answered(list: string, total: string) {
    const page = await server.request<{ totalCount: number }>('POST', `${list}?offset=0&limit=5`, { json: {} })
    const counted = await server.request<{ totalCount: number }>('GET', total)
    expect(page.status).toBe(200)
    expect(counted.status).toBe(200)
    return [page.body.data?.totalCount, counted.body.data?.totalCount]
  }

  async function expectAgrees({ gallery, table, list, total }: (typeof galleries)[number]) {
    const scratch = await fromScratch(table)
    expect(await kept(gallery)).toEqual(scratch)
    expect(await answered(list, total)).toEqual([scratch.shown, scratch.shown])
    return scratch
  }

  it.each(galleries)('starts from the seeded posts of $gallery', async (entry) => {
    const scratch = await expectAgrees(entry)
    expect(scratch.shown).toBeGreaterThan(0)
  })

  it('follows fan art added in bulk, hidden, shown again and removed', async () => {
    const entry = galleries[0]
    const before = await expectAgrees(entry)
    const ids = ['count-a', 'count-b', 'count-c']
    await db.insert(fanArt).values(
      ids.map((id, index) => ({
        id,
        tweetId: `99000${index}`,
        authorId: '1',
        media: [],
        users: [],
        submissionProcessId: 'counts',
        disabled: index === 2,
        createdAt: new Date(),
      })),
    )
    expect(await expectAgrees(entry)).toEqual({ posts: before.posts + 3, shown: before.shown + 2 })

    // one statement hides one post and shows another: the shown total stays, the change is counted once
    await db
      .update(fanArt)
      .set({ disabled: sql`not ${fanArt.disabled}` })
      .where(inArray(fanArt.id, ['count-a', 'count-c']))
    expect(await expectAgrees(entry)).toEqual({ posts: before.posts + 3, shown: before.shown + 2 })

    await db.update(fanArt).set({ disabled: true }).where(inArray(fanArt.id, ids))
    expect(await expectAgrees(entry)).toEqual({ posts: before.posts + 3, shown: before.shown })

    await db.delete(fanArt).where(inArray(fanArt.id, ids))
    expect(await expectAgrees(entry)).toEqual(before)
  })

  it('follows a game gallery emptied and filled again', async () => {
    const entry = galleries[1]
    const before = await expectAgrees(entry)
    const rows = await db.select().from(gameGallery)
    await db.execute(sql`truncate ${gameGallery}`)
    expect(await expectAgrees(entry)).toEqual({ posts: 0, shown: 0 })
    await db.insert(gameGallery).values(rows)
    expect(await expectAgrees(entry)).toEqual(before)
  })
})
