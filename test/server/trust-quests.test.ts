import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { questInvitations, socialAccounts } from '../../server/db/schema'
import { HARDHAT_MNEMONIC } from '../../server/seed/data'
import { coinBalanceOf, databaseTargets, linkX, openQuestOf, startTestServer, type TestServer } from './harness'

interface Progress {
  completed: boolean
  review: { status: string; reason: string | null } | null
}
interface Review {
  account: string
  questId: string
  status: string
  reason: string | null
  reviewedBy: string | null
}

const admin = mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 0 })

describe.each(databaseTargets)('quest points only for what the server can verify, on %s', (target) => {
  let server: TestServer
  let adminCookie = ''
  beforeAll(async () => {
    server = await startTestServer(target)
    adminCookie = (await server.login(admin)).cookie
  })
  afterAll(() => server.close())

  const balanceOf = (address: string) => coinBalanceOf(server, address)
  const questOf = (kind: string) => openQuestOf(server, kind)
  const complete = (questId: string, cookie: string, json: unknown = {}) =>
    server.request<Progress>('POST', `/api/quests/users/${questId}`, { cookie, json })

  it('pays a brand-new wallet posting {} to every quest only for connecting and signing', async () => {
    const { account, cookie } = await server.login()
    const open = server.data.quests.filter((quest) => !quest.disabled)
    expect(open.length).toBe(9)
    const statuses: Record<string, number> = {}
    for (const quest of open) {
      statuses[quest.kind] = (await complete(quest._id, cookie, { progress: '1000' })).status
    }
    expect(statuses).toMatchObject({ connect_wallet: 200, sign: 200, link_x: 409, link_discord: 409, invite: 409 })
    // today this wallet walked off with 1,375 GCoins
    expect(await balanceOf(account.address)).toBe(questOf('connect_wallet').points + questOf('sign').points)
    const follow = await server.request<Progress>(
      'GET',
      `/api/quests/users/${account.address}/${questOf('follow')._id}`,
    )
    expect(follow.body.data).toMatchObject({ completed: false, review: { status: 'pending', reason: null } })
  })

  it('pays Link X from the member’s linked account, once', async () => {
    const { account, cookie } = await server.login()
    const quest = questOf('link_x')
    const refused = await complete(quest._id, cookie)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/link your X account/)
    // the row the OAuth link writes
    await server.database.db
      .insert(socialAccounts)
      .values({ account: account.address, provider: 'twitter', providerAccountId: account.address, username: 'koi' })
    expect((await complete(quest._id, cookie)).body.data?.completed).toBe(true)
    expect((await complete(quest._id, cookie)).body.data?.completed).toBe(true)
    expect(await balanceOf(account.address)).toBe(quest.points)
  })

  it('keeps the review queue and its decisions to admins', async () => {
    const { account, cookie } = await server.login()
    const quest = questOf('repost')
    await complete(quest._id, cookie)
    const decide = `/api/quests/reviews/${quest._id}/${account.address}`
    expect((await server.request('GET', '/api/quests/reviews')).status).toBe(401)
    expect((await server.request('GET', '/api/quests/reviews', { cookie })).status).toBe(403)
    expect((await server.request('POST', `${decide}/approve`, { cookie })).status).toBe(403)
    const selfReject = await server.request('POST', `${decide}/reject`, { cookie, json: { reason: 'x' } })
    expect(selfReject.status).toBe(403)
    expect(await balanceOf(account.address)).toBe(0)

    const queue = await server.request<{ items: Review[] }>('GET', '/api/quests/reviews?limit=100', {
      cookie: adminCookie,
    })
    expect(queue.body.data?.items).toContainEqual(
      expect.objectContaining({ account: account.address, questId: quest._id, status: 'pending' }),
    )
  })

  it('pays an approved submission once, however often it is approved', async () => {
    const { account, cookie } = await server.login()
    const quest = questOf('join')
    await complete(quest._id, cookie)
    const approve = `/api/quests/reviews/${quest._id}/${account.address}/approve`
    const answers = await Promise.all(
      [1, 2, 3].map(() => server.request<Review>('POST', approve, { cookie: adminCookie })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    expect(await balanceOf(account.address)).toBe(quest.points)
    // a new submission of an approved quest changes nothing
    expect((await complete(quest._id, cookie)).body.data).toMatchObject({
      completed: true,
      review: { status: 'approved' },
    })
    expect(await balanceOf(account.address)).toBe(quest.points)
  })

  it('rejects with a reason the member reads, pays nothing, and takes a new submission', async () => {
    const { account, cookie } = await server.login()
    const quest = questOf('create')
    await complete(quest._id, cookie)
    const reject = `/api/quests/reviews/${quest._id}/${account.address}/reject`
    const bare = await server.request('POST', reject, { cookie: adminCookie, json: { reason: '  ' } })
    expect(bare.status).toBe(400)
    expect(bare.body.message).toMatch(/reason/)
    const answer = await server.request<Review>('POST', reject, {
      cookie: adminCookie,
      json: { reason: 'The post shows no Battlecard.' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ status: 'rejected', reviewedBy: admin.address })
    const path = `/api/quests/users/${account.address}/${quest._id}`
    const rejected = { completed: false, review: { status: 'rejected', reason: 'The post shows no Battlecard.' } }
    expect((await server.request<Progress>('GET', path, { cookie })).body.data).toMatchObject(rejected)
    expect((await server.request<Progress>('GET', path, { cookie: adminCookie })).body.data).toMatchObject(rejected)
    // anyone else, signed in or not, sees that it was rejected but not the admin's reason
    const stranger = await server.login()
    for (const asker of [undefined, stranger.cookie])
      expect((await server.request<Progress>('GET', path, { cookie: asker })).body.data?.review).toEqual({
        status: 'rejected',
        reason: null,
      })
    expect(await balanceOf(account.address)).toBe(0)
    expect((await server.request('POST', reject, { cookie: adminCookie, json: { reason: 'again' } })).status).toBe(409)
    expect((await complete(quest._id, cookie)).body.data?.review).toEqual({ status: 'pending', reason: null })
  })

  it("books an invitation once from its code, never from one's own, and completes the invite quest at three", async () => {
    const inviter = await server.login()
    const invite = questOf('invite')
    const me = await server.request<{ invitationCode: string; invitedCount: number }>(
      'GET',
      '/api/quests/users-invitation/me',
      { cookie: inviter.cookie },
    )
    const code = me.body.data?.invitationCode ?? ''
    const accept = (cookie: string | undefined, invitationCode: string) =>
      server.request<{ invitedBy: string }>('POST', '/api/quests/users-invitation/accept', {
        cookie,
        json: { invitationCode },
      })
    expect((await accept(undefined, code)).status).toBe(401)
    const own = await accept(inviter.cookie, code)
    expect(own.status).toBe(400)
    expect(own.body.message).toMatch(/your own invitation code/)
    const first = await server.login()
    expect((await accept(first.cookie, 'no-such-code')).status).toBe(404)
    const booked = await accept(first.cookie, code.toUpperCase())
    expect(booked.status, booked.body.message).toBe(200)
    expect(booked.body.data?.invitedBy).toBe(inviter.account.address)
    // a second code, or the same again: the inviter stays, nothing is counted twice
    const other = server.data.questInvitations.find((entry) => entry.account !== inviter.account.address)
    expect((await accept(first.cookie, other?.code ?? '')).status).toBe(409)
    expect((await accept(first.cookie, code)).status).toBe(409)
    expect((await complete(invite._id, inviter.cookie)).status).toBe(409)

    for (const joined of [await server.login(), await server.login()])
      expect((await accept(joined.cookie, code)).status).toBe(200)
    // three have joined, but only invitees with an X account of their own count
    expect((await complete(invite._id, inviter.cookie)).status).toBe(409)
    const invitees = await server.database.db
      .select({ account: questInvitations.account })
      .from(questInvitations)
      .where(eq(questInvitations.invitedBy, inviter.account.address))
    for (const invitee of invitees) await linkX(server, invitee.account)
    const counted = await server.request<{ invitedCount: number }>('GET', '/api/quests/users-invitation/me', {
      cookie: inviter.cookie,
    })
    expect(counted.body.data?.invitedCount).toBe(3)
    const before = await balanceOf(inviter.account.address)
    const done = await complete(invite._id, inviter.cookie)
    expect(done.status, done.body.message).toBe(200)
    expect(done.body.data?.completed).toBe(true)
    expect(await balanceOf(inviter.account.address)).toBe(before + invite.points)
  })
})
