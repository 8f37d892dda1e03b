import { asc } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { artClaims } from '../../server/db/schema'
import { databaseTargets, linkX, startTestServer, type TestServer } from './harness'

describe.each(databaseTargets)('the order of art-contest claims on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())
  afterEach(() => {
    vi.useRealTimers()
  })

  const freePieces = () =>
    server.data.artContestPieces.filter((piece) => piece.claimedBy === null).map((piece) => piece._id)
  const claim = (piece: string | undefined, cookie: string) =>
    server.request('POST', `/api/art-contests/gallery/claim/${piece}`, { cookie })
  const release = (cookie: string) => server.request('POST', '/api/art-contests/gallery/unclaim', { cookie })
  /** A member with an X account of their own: who may claim a piece. */
  const member = async () => {
    const signedIn = await server.login()
    await linkX(server, signedIn.account.address)
    return signedIn
  }

  it('refuses a reclaim after another member took the piece, whatever the server clock says', async () => {
    const piece = freePieces()[0]
    const alice = await member()
    const bob = await member()
    expect((await claim(piece, alice.cookie)).status).toBe(200)
    // this server's clock runs an hour ahead of the database's while Alice lets go
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 3_600_000)
    expect((await release(alice.cookie)).status).toBe(200)
    vi.useRealTimers()
    expect((await claim(piece, bob.cookie)).status).toBe(200)
    expect((await release(bob.cookie)).status).toBe(200)
    const reclaim = await claim(piece, alice.cookie)
    expect(reclaim.status).toBe(409)
    expect(reclaim.body.message).toMatch(/taken by another member/)
  })

  it('lets a member reclaim after releasing when nobody took the piece since, clock skew or not', async () => {
    const piece = freePieces()[1]
    const alice = await member()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() - 3_600_000)
    expect((await claim(piece, alice.cookie)).status).toBe(200)
    expect((await release(alice.cookie)).status).toBe(200)
    vi.useRealTimers()
    expect((await claim(piece, alice.cookie)).status).toBe(200)
  })

  it('keeps the rule under parallel claims and releases of one piece', async () => {
    const piece = freePieces()[2] ?? ''
    const members = await Promise.all(Array.from({ length: 4 }, () => member()))
    // every member tries to take the piece, and lets it go when they got it, several rounds at once
    await Promise.all(
      members.map(async ({ cookie }) => {
        for (let round = 0; round < 5; round += 1) {
          const answer = await claim(piece, cookie)
          expect([200, 409]).toContain(answer.status)
          if (answer.status === 200) expect((await release(cookie)).status).toBe(200)
        }
      }),
    )
    const history = (await server.database.db.select().from(artClaims).orderBy(asc(artClaims.id))).filter(
      (row) => row.pieceId === piece,
    )
    expect(history.length).toBeGreaterThan(0)
    // a member's claim never follows another member's claim made after their own previous one
    history.forEach((row, index) => {
      const before = history.slice(0, index)
      const previousOwn = before.findLastIndex((earlier) => earlier.account === row.account)
      if (previousOwn < 0) return
      expect(before.slice(previousOwn + 1).some((earlier) => earlier.account !== row.account)).toBe(false)
    })
    // and every claim was released before the next was made
    expect(history.slice(0, -1).every((row) => row.releasedAt !== null)).toBe(true)
  })
})
