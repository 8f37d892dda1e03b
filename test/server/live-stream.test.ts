import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/connect'
import { artClaims, artPieces, fanArt, leaderboard, liveEvents, members } from '../../server/db/schema'
import { sweepExpired } from '../../server/maintenance/sweep'
import { toggleReaction } from '../../server/modules/reactions/toggle'
import { databaseTargets, newAccount, ORIGIN, startTestServer, type TestServer } from './harness'
import { readFrames, type LiveFrame, type OpenStream } from './liveStream'

/**
 * The live stream (issue 36): events written by triggers in the changes' own transactions, sent to
 * the streams that may see them, resumed from `Last-Event-ID` without a loss or a repeat.
 */
describe.each(databaseTargets)('live stream on %s', (target) => {
  let server: TestServer
  let db: Db
  const open: OpenStream[] = []
  beforeAll(async () => {
    server = await startTestServer(target)
    db = server.database.db
  })
  afterAll(async () => {
    await Promise.all(open.map((stream) => stream.close().catch(() => undefined)))
    await server.close()
  })

  async function connect(options: { cookie?: string; lastEventId?: string } = {}) {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate' }
    if (options.cookie) headers.cookie = options.cookie
    if (options.lastEventId) headers['last-event-id'] = options.lastEventId
    const response = await server.app.request(`${ORIGIN}/api/live`, { headers })
    expect(response.status).toBe(200)
    const stream = readFrames(response)
    open.push(stream)
    return stream
  }

  /** A stream past its first frame (`ready`, or whatever a resume starts with). */
  async function ready(options: { cookie?: string } = {}) {
    const stream = await connect(options)
    const first = await stream.next()
    expect(first.event).toBe('ready')
    return { stream, id: first.id ?? '' }
  }

  const firstFanArt = async () => {
    const [post] = await db.select({ id: fanArt.id }).from(fanArt).orderBy(fanArt.id).limit(1)
    if (!post) throw new Error('no fan art in the demo data')
    return post.id
  }

  async function love(post: string) {
    return toggleReaction(db, 'fan_art', post, newAccount().address, 'love')
  }

  it('answers an event stream that is neither cached, transformed, buffered nor compressed', async () => {
    const { stream } = await ready()
    const headers = stream.response.headers
    expect(headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(headers.get('cache-control')).toBe('no-cache, no-transform')
    expect(headers.get('x-accel-buffering')).toBe('no')
    expect(headers.get('content-encoding')).toBeNull()
    await stream.close()
  })

  it('sends a love count to a visitor, with the post and its new total', async () => {
    const { stream } = await ready()
    const post = await firstFanArt()
    const { totalCount } = await love(post)
    const event = await stream.next()
    expect(event.event).toBe('reaction.count')
    expect(event.data).toEqual({ targetKind: 'fan_art', targetId: post, type: 'love', total: totalCount })
    await stream.close()
  })

  it("sends a member's balance to that member's streams only", async () => {
    const one = await server.login()
    const other = await server.login()
    const mine = await ready({ cookie: one.cookie })
    const theirs = await ready({ cookie: other.cookie })
    const visitor = await ready()
    await db.insert(members).values({ account: one.account.address, coinBalance: 0 }).onConflictDoNothing()
    await db.update(members).set({ coinBalance: 42 }).where(eq(members.account, one.account.address))
    // a public event after the private one: a stream that was sent the balance would see it first
    const post = await firstFanArt()
    await love(post)
    const own = await mine.stream.next()
    expect(own.event).toBe('member.balance')
    expect(own.data).toEqual({ account: one.account.address, balance: 42 })
    for (const stream of [theirs.stream, visitor.stream]) {
      const next = await stream.next()
      expect(next.event).toBe('reaction.count')
    }
    expect((await mine.stream.next()).event).toBe('reaction.count')
  })

  it('sends claims, releases, leaderboard moves and gallery posts shown or hidden', async () => {
    const { stream } = await ready()
    const [piece] = await db.select({ id: artPieces.id }).from(artPieces).limit(1)
    if (!piece) throw new Error('no art piece in the demo data')
    await db.delete(artClaims).where(eq(artClaims.pieceId, piece.id))
    const account = newAccount().address
    await db.insert(artClaims).values({ pieceId: piece.id, account })
    await db.update(artClaims).set({ releasedAt: new Date() }).where(eq(artClaims.account, account))
    const [top] = await db.select({ account: leaderboard.account }).from(leaderboard).limit(1)
    await db
      .update(leaderboard)
      .set({ totalPoints: sql`${leaderboard.totalPoints} + 1` })
      .where(eq(leaderboard.account, top?.account ?? ''))
    const post = await firstFanArt()
    await db.update(fanArt).set({ disabled: true }).where(eq(fanArt.id, post))
    await db.update(fanArt).set({ disabled: false }).where(eq(fanArt.id, post))
    const frames: LiveFrame[] = []
    for (let i = 0; i < 5; i += 1) frames.push(await stream.next())
    expect(frames.map((frame) => [frame.event, frame.data])).toEqual([
      ['art.claim', { pieceId: piece.id, status: 'claimed', claimedBy: account, releasedBy: null }],
      ['art.claim', { pieceId: piece.id, status: 'released', claimedBy: null, releasedBy: account }],
      ['leaderboard.changed', {}],
      ['gallery.posts', { gallery: 'fan_art' }],
      ['gallery.posts', { gallery: 'fan_art' }],
    ])
    await stream.close()
  })

  it('resumes from Last-Event-ID with every event missed, in order, none twice', async () => {
    const post = await firstFanArt()
    const first = await ready()
    await love(post)
    const seen = await first.stream.next()
    await first.stream.close()
    // three loves while no stream is open
    const totals: number[] = []
    for (let i = 0; i < 3; i += 1) totals.push((await love(post)).totalCount)
    const resumed = await connect({ lastEventId: seen.id })
    const missed: LiveFrame[] = []
    for (let i = 0; i < 3; i += 1) missed.push(await resumed.next())
    expect(missed.map((frame) => frame.data.total)).toEqual(totals)
    // and what follows comes live, after them
    const later = (await love(post)).totalCount
    const live = await resumed.next()
    expect(live.data.total).toBe(later)
    const ids = [seen, ...missed, live].map((frame) => frame.id)
    expect(new Set(ids).size).toBe(ids.length)
    await resumed.close()
  })

  it('sends resync to a stream resuming from before what the sweep removed, or from an unknown position', async () => {
    const first = await ready()
    await first.stream.close()
    await love(await firstFanArt())
    const swept = await sweepExpired(db, new Date(Date.now() + 2 * 60 * 60_000))
    expect(swept.liveEvents).toBeGreaterThan(0)
    expect(await db.select({ id: liveEvents.id }).from(liveEvents)).toEqual([])
    const resumed = await connect({ lastEventId: first.id })
    expect((await resumed.next()).event).toBe('resync')
    await resumed.close()
    const unknown = await connect({ lastEventId: '999999999999-1' })
    expect((await unknown.next()).event).toBe('resync')
    await unknown.close()
  })

  // only PostgreSQL runs two transactions at once (the embedded database has one connection)
  if (target === 'postgres')
    it('sends an event whose transaction commits after a later one, before it and not lost', async () => {
      const pool = server.database.pool
      if (!pool) throw new Error('no PostgreSQL pool')
      const { stream } = await ready()
      const post = await firstFanArt()
      const [top] = await db.select({ account: leaderboard.account }).from(leaderboard).limit(1)
      // the slow transaction writes its event first (the older transaction id) and commits last
      const slow = await pool.connect()
      try {
        await slow.query('begin')
        await slow.query('update leaderboard set total_points = total_points + 1 where account = $1', [top?.account])
        const quick = await love(post)
        await slow.query('commit')
        const frames = [await stream.next(), await stream.next()]
        expect(frames.map((frame) => frame.event)).toEqual(['leaderboard.changed', 'reaction.count'])
        expect(frames[1]?.data.total).toBe(quick.totalCount)
      } finally {
        slow.release()
      }
      await stream.close()
    })

  it('refuses a Last-Event-ID it never sent with 400 and a message', async () => {
    const answer = await server.request('GET', '/api/live', { headers: { 'last-event-id': 'drop table' } })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/Last-Event-ID/)
  })
})
