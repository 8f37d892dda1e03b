import { deflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets, linkX, startTestServer, type TestServer } from './harness'

/** A valid 1×1 png, built here so the bytes are real. */
function tinyPng(): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(1, 0)
  header.writeUInt32BE(1, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 200, 40, 40]))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe.each(databaseTargets)('rules that hold under concurrency on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  const freePieces = () =>
    server.data.artContestPieces.filter((piece) => piece.claimedBy === null).map((piece) => piece._id)

  describe('art-contest claims', () => {
    /** A member with an X account of their own, as claiming a piece needs. */
    const contestant = async () => {
      const member = await server.login()
      await linkX(server, member.account.address)
      return member
    }

    it('allows one claim per member, and not a piece another member holds', async () => {
      const [first, second] = freePieces().slice(0, 2)
      const alice = await contestant()
      const bob = await contestant()
      const claimed = await server.request<{ hasClaimed: boolean; claimedPieceId: string }>(
        'POST',
        `/api/art-contests/gallery/claim/${first}`,
        { cookie: alice.cookie },
      )
      expect(claimed.status).toBe(200)
      expect(claimed.body.data).toMatchObject({ hasClaimed: true, claimedPieceId: first })
      const secondClaim = await server.request('POST', `/api/art-contests/gallery/claim/${second}`, {
        cookie: alice.cookie,
      })
      expect(secondClaim.status).toBe(409)
      expect(secondClaim.body.message).toMatch(/Only one piece/)
      const taken = await server.request('POST', `/api/art-contests/gallery/claim/${first}`, { cookie: bob.cookie })
      expect(taken.status).toBe(409)
      expect(taken.body.message).toMatch(/already claimed/)
    })

    it('lets a member re-claim a released piece, unless another took it since', async () => {
      const [piece, other] = freePieces().slice(2, 4)
      const alice = await contestant()
      const bob = await contestant()
      expect(
        (await server.request('POST', `/api/art-contests/gallery/claim/${piece}`, { cookie: alice.cookie })).status,
      ).toBe(200)
      expect((await server.request('POST', '/api/art-contests/gallery/unclaim', { cookie: alice.cookie })).status).toBe(
        200,
      )
      expect(
        (await server.request('POST', `/api/art-contests/gallery/claim/${piece}`, { cookie: alice.cookie })).status,
      ).toBe(200)
      expect((await server.request('POST', '/api/art-contests/gallery/unclaim', { cookie: alice.cookie })).status).toBe(
        200,
      )
      expect(
        (await server.request('POST', `/api/art-contests/gallery/claim/${piece}`, { cookie: bob.cookie })).status,
      ).toBe(200)
      expect((await server.request('POST', '/api/art-contests/gallery/unclaim', { cookie: bob.cookie })).status).toBe(
        200,
      )
      const reclaim = await server.request('POST', `/api/art-contests/gallery/claim/${piece}`, { cookie: alice.cookie })
      expect(reclaim.status).toBe(409)
      expect(reclaim.body.message).toMatch(/taken by another member/)
      expect(
        (await server.request('POST', `/api/art-contests/gallery/claim/${other}`, { cookie: alice.cookie })).status,
      ).toBe(200)
      const status = await server.request<{ claimsCount: number }>('GET', '/api/art-contests/gallery/check/me', {
        cookie: alice.cookie,
      })
      expect(status.body.data?.claimsCount).toBe(1)
    })

    it('gives a piece to exactly one of many parallel claimants', async () => {
      const piece = freePieces()[4]
      const members = await Promise.all(Array.from({ length: 6 }, () => contestant()))
      const answers = await Promise.all(
        members.map(({ cookie }) => server.request('POST', `/api/art-contests/gallery/claim/${piece}`, { cookie })),
      )
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5)
    })

    it('keeps one claim per member when one member claims several pieces at once', async () => {
      const pieces = freePieces().slice(5, 9)
      const { cookie } = await contestant()
      const answers = await Promise.all(
        pieces.map((piece) => server.request('POST', `/api/art-contests/gallery/claim/${piece}`, { cookie })),
      )
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    })
  })

  describe('reaction toggles', () => {
    it('never loses or double-counts parallel toggles of many members', async () => {
      const item = server.data.items[42]
      const path = `/api/nfts/reactions/${item?.tokenAddress}/${item?.tokenId}`
      const before = await server.request<{ totalCount: number }>('GET', `${path}?reactionType=like`)
      const members = await Promise.all(Array.from({ length: 8 }, () => server.login()))
      const answers = await Promise.all(
        members.map(({ cookie }) => server.request('POST', `${path}/update?type=like`, { cookie })),
      )
      expect(answers.every((answer) => answer.status === 200)).toBe(true)
      const after = await server.request<{ totalCount: number }>('GET', `${path}?reactionType=like`)
      expect(after.body.data?.totalCount).toBe((before.body.data?.totalCount ?? 0) + 8)
    })

    it('alternates parallel toggles of one member', async () => {
      const submission = server.data.fanArtSubmissions.find((entry) => !entry.disabled)
      const { account, cookie } = await server.login()
      await linkX(server, account.address)
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          server.request<{ reactionActive: boolean }>('POST', `/api/gallery/fan-art/reaction/${submission?._id}`, {
            cookie,
            json: { reactionType: 'love' },
          }),
        ),
      )
      const actives = answers.map((answer) => answer.body.data?.reactionActive)
      expect(actives.filter(Boolean)).toHaveLength(3)
      expect(actives.filter((active) => active === false)).toHaveLength(2)
    })
  })

  describe('usernames', () => {
    it('are unique whatever their case', async () => {
      const alice = await server.login()
      const bob = await server.login()
      const form = (username: string) => {
        const data = new FormData()
        data.set('username', username)
        return data
      }
      expect(
        (await server.request('PATCH', '/api/users/', { cookie: alice.cookie, form: form('RiverKoi') })).status,
      ).toBe(200)
      const clash = await server.request('PATCH', '/api/users/', { cookie: bob.cookie, form: form('riverkoi') })
      expect(clash.status).toBe(409)
      expect(clash.body.message).toBe('username has already been taken!')
      const taken = await server.request<boolean>('GET', '/api/users/is-available-username/RIVERKOI')
      expect(taken.body.data).toBe(true)
      expect((await server.request<boolean>('GET', '/api/users/is-available-username/nobody_here')).body.data).toBe(
        false,
      )
    })

    it('go to one of two members racing for the same name', async () => {
      const racers = await Promise.all([server.login(), server.login(), server.login()])
      const answers = await Promise.all(
        racers.map(({ cookie }) => {
          const data = new FormData()
          data.set('username', 'Same_Name')
          return server.request('PATCH', '/api/users/', { cookie, form: data })
        }),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    })
  })

  describe('profile image uploads', () => {
    const upload = async (bytes: Uint8Array, type: string) => {
      const { cookie } = await server.login()
      const form = new FormData()
      form.set('image', new File([new Uint8Array(bytes)], 'picture', { type }))
      return server.request<{ user: { image: string } }>('PATCH', '/api/users/', { cookie, form })
    }

    it('accepts a png and serves it back', async () => {
      const answer = await upload(tinyPng(), 'image/png')
      expect(answer.status).toBe(200)
      const image = answer.body.data?.user.image ?? ''
      const served = await server.app.request(new URL(image).pathname)
      expect(served.headers.get('content-type')).toBe('image/png')
    })

    it('accepts a jpeg by its bytes', async () => {
      expect((await upload(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]), 'image/jpeg')).status).toBe(
        200,
      )
    })

    it('refuses other bytes declared as png with 415', async () => {
      const gif = new TextEncoder().encode('GIF89a fake')
      const answer = await upload(gif, 'image/png')
      expect(answer.status).toBe(415)
      expect(answer.body.message).toMatch(/png or jpeg/)
    })

    it('refuses an image over the size limit with 413', async () => {
      const big = new Uint8Array(2 * 1024 * 1024 + 10)
      big.set(tinyPng())
      const answer = await upload(big, 'image/png')
      expect(answer.status).toBe(413)
      expect(answer.body.message).toMatch(/larger than/)
    })
  })
})
