import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HARDHAT_MNEMONIC } from '../../server/seed/data'
import { databaseTargets, linkX, startTestServer, type TestServer } from './harness'

describe.each(databaseTargets)("the admin disable toggle and the viewers' single-entry calls on %s", (target) => {
  let server: TestServer
  let member = ''
  let admin = ''
  beforeAll(async () => {
    server = await startTestServer(target)
    // a member who may love a submission: an X account linked
    const signedIn = await server.login()
    await linkX(server, signedIn.account.address)
    member = signedIn.cookie
    admin = (await server.login(mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 0 }))).cookie
  })
  afterAll(() => server.close())

  const toggle = (cookie: string | undefined, kind: string, id: string, disabled: unknown) =>
    server.request<{ _id: string; kind: string; disabled: boolean }>('PATCH', `/api/gallery/disabled/${kind}/${id}`, {
      ...(cookie ? { cookie } : {}),
      json: { disabled },
    })

  const shownCount = async (path: string) =>
    (await server.request<{ totalCount: number }>('GET', path)).body.data?.totalCount ?? -1

  it('answers 401 without a session and 403 for a member who is not an admin, changing nothing', async () => {
    const entry = server.data.fanArtSubmissions.find((item) => !item.disabled)?._id ?? ''
    const before = await shownCount('/api/gallery/fan-art/count')
    expect((await toggle(undefined, 'fan_art', entry, true)).status).toBe(401)
    const refused = await toggle(member, 'fan_art', entry, true)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('only admins may disable or enable submissions')
    expect(await shownCount('/api/gallery/fan-art/count')).toBe(before)
  })

  it.each([
    ['fan_art', '/api/gallery/fan-art/count', () => server.data.fanArtSubmissions],
    ['game', '/api/gallery/game/count', () => server.data.gameGalleryItems],
    ['artist_submission', '/api/art-contests/artist-submission/count', () => server.data.artistSubmissions],
  ] as const)('lets an admin hide a %s entry from visitors and show it again', async (kind, countPath, entries) => {
    const entry = entries().find((item) => !item.disabled)?._id ?? ''
    const before = await shownCount(countPath)
    const hidden = await toggle(admin, kind, entry, true)
    expect(hidden.status).toBe(200)
    expect(hidden.body.data).toEqual({ _id: entry, kind, disabled: true })
    expect(await shownCount(countPath)).toBe(before - 1)
    expect((await toggle(admin, kind, entry, false)).body.data?.disabled).toBe(false)
    expect(await shownCount(countPath)).toBe(before)
  })

  it('hides a disabled game item from a visitor opening it by id', async () => {
    const entry = server.data.gameGalleryItems.find((item) => !item.disabled)?._id ?? ''
    await toggle(admin, 'game', entry, true)
    expect((await server.request('GET', `/api/gallery/game/${entry}`)).status).toBe(404)
    await toggle(admin, 'game', entry, false)
    expect((await server.request('GET', `/api/gallery/game/${entry}`)).status).toBe(200)
  })

  it('names the problem with 4xx for an unknown kind, an unknown id or a missing flag', async () => {
    const unknownKind = await toggle(admin, 'quest', 'fan-art-1', true)
    expect(unknownKind.status).toBe(400)
    expect(unknownKind.body.message).toMatch(/^params\.kind/)
    const unknownId = await toggle(admin, 'game', 'game-99999', true)
    expect(unknownId.status).toBe(404)
    expect(unknownId.body.message).toBe('no game-gallery item game-99999')
    const noFlag = await toggle(admin, 'game', 'game-1', 'yes')
    expect(noFlag.status).toBe(400)
    expect(noFlag.body.message).toMatch(/^body\.disabled/)
  })

  it('opens one fan-art entry by its post id and one contest entry by its id, with the member’s own reaction', async () => {
    const fan = server.data.fanArtSubmissions.find((item) => !item.disabled)
    const entry = server.data.artistSubmissions.find((item) => !item.disabled)
    await server.request('POST', `/api/gallery/fan-art/reaction/${fan?._id}`, { cookie: member, json: {} })
    const loved = await server.request<{ _id: string; tweetId: string; userReaction: { reactionActive: boolean } }>(
      'GET',
      `/api/gallery/fan-art/tweet/${fan?.tweetId}`,
      { cookie: member },
    )
    expect(loved.status).toBe(200)
    expect(loved.body.data).toMatchObject({
      _id: fan?._id,
      tweetId: fan?.tweetId,
      userReaction: { reactionActive: true },
    })
    const visitor = await server.request<{ userReaction: { reactionActive: boolean } }>(
      'GET',
      `/api/gallery/fan-art/tweet/${fan?.tweetId}`,
    )
    expect(visitor.body.data?.userReaction.reactionActive).toBe(false)
    const contest = await server.request<{ _id: string; category: string; tweetId: string }>(
      'GET',
      `/api/art-contests/artist-submission/entry/${entry?._id}`,
    )
    expect(contest.status).toBe(200)
    expect(contest.body.data).toMatchObject({ _id: entry?._id, category: entry?.category, tweetId: entry?.tweetId })
  })

  it('hides a disabled entry opened by the viewer’s parameter from members, not from admins', async () => {
    const fan = server.data.fanArtSubmissions.find((item) => !item.disabled)
    const entry = server.data.artistSubmissions.find((item) => !item.disabled)
    const fanPath = `/api/gallery/fan-art/tweet/${fan?.tweetId}`
    const entryPath = `/api/art-contests/artist-submission/entry/${entry?._id}`
    await toggle(admin, 'fan_art', fan?._id ?? '', true)
    await toggle(admin, 'artist_submission', entry?._id ?? '', true)
    const hidden = await server.request('GET', fanPath, { cookie: member })
    expect(hidden.status).toBe(404)
    expect(hidden.body.message).toBe(`no fan-art submission for post ${fan?.tweetId}`)
    expect((await server.request('GET', entryPath)).status).toBe(404)
    expect((await server.request<{ disabled: boolean }>('GET', fanPath, { cookie: admin })).body.data?.disabled).toBe(
      true,
    )
    expect((await server.request('GET', entryPath, { cookie: admin })).status).toBe(200)
    await toggle(admin, 'fan_art', fan?._id ?? '', false)
    await toggle(admin, 'artist_submission', entry?._id ?? '', false)
    expect((await server.request('GET', fanPath)).status).toBe(200)
  })

  it('names the problem with 4xx for a post id that is not a number and for an unknown entry', async () => {
    const malformed = await server.request('GET', '/api/gallery/fan-art/tweet/not-a-post')
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toMatch(/^params\.tweetId/)
    const unknownPost = await server.request('GET', '/api/gallery/fan-art/tweet/1')
    expect(unknownPost.status).toBe(404)
    expect(unknownPost.body.message).toBe('no fan-art submission for post 1')
    const unknownEntry = await server.request('GET', '/api/art-contests/artist-submission/entry/entry-99999')
    expect(unknownEntry.status).toBe(404)
    expect(unknownEntry.body.message).toBe('no artist submission entry-99999')
  })
})
