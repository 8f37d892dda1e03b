import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { artClaims, invitationCredits, questReviews } from '../../server/db/schema'
import {
  coinBalanceOf,
  databaseTargets,
  linkX,
  openQuestOf,
  startTestServer,
  unlinkX,
  type TestServer,
} from './harness'

interface Progress {
  completed: boolean
}

/** Value that farming with throwaway wallets does not pay: each rule tried as such a wallet would. */
describe.each(databaseTargets)('value goes to people, not wallets, on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  const balanceOf = (address: string) => coinBalanceOf(server, address)
  const questOf = (kind: string) => openQuestOf(server, kind)
  const complete = (questId: string, cookie: string) =>
    server.request<Progress>('POST', `/api/quests/users/${questId}`, { cookie, json: {} })

  it('pays the Link X reward once per X account: unlinked and linked to another wallet, it pays nothing', async () => {
    const quest = questOf('link_x')
    const first = await server.login()
    const xAccount = `x-farmed-${first.account.address}`
    await linkX(server, first.account.address, xAccount)
    expect((await complete(quest._id, first.cookie)).body.data?.completed).toBe(true)
    expect(await balanceOf(first.account.address)).toBe(quest.points)
    // the unlink call, then the same X account on a fresh wallet
    const unlinked = await server.request<{ deleted: boolean }>('DELETE', '/api/user-social/delete/twitter', {
      cookie: first.cookie,
    })
    expect(unlinked.body.data?.deleted).toBe(true)
    const second = await server.login()
    await linkX(server, second.account.address, xAccount)
    const again = await complete(quest._id, second.cookie)
    expect(again.status).toBe(200)
    expect(await balanceOf(second.account.address)).toBe(0)
    // another X account of its own still pays that wallet
    const third = await server.login()
    await linkX(server, third.account.address)
    await complete(quest._id, third.cookie)
    expect(await balanceOf(third.account.address)).toBe(quest.points)
  })

  it('does not complete the invitation quest for three wallets that pass one X account between them', async () => {
    const invite = questOf('invite')
    const inviter = await server.login()
    const code =
      (
        await server.request<{ invitationCode: string }>('GET', '/api/quests/users-invitation/me', {
          cookie: inviter.cookie,
        })
      ).body.data?.invitationCode ?? ''
    const shared = `x-passed-around-${inviter.account.address}`
    const invitees = [await server.login(), await server.login(), await server.login()]
    for (const invitee of invitees) {
      expect(
        (
          await server.request('POST', '/api/quests/users-invitation/accept', {
            cookie: invitee.cookie,
            json: { invitationCode: code },
          })
        ).status,
      ).toBe(200)
    }
    // the X account goes from one invitee to the next; at any moment one of them holds it
    for (const [index, invitee] of invitees.entries()) {
      if (index > 0) await unlinkX(server, invitees[index - 1]?.account.address ?? '')
      await linkX(server, invitee.account.address, shared)
      const tried = await complete(invite._id, inviter.cookie)
      expect(tried.status).toBe(409)
      expect(tried.body.message).toMatch(/\(1 so far\)/)
    }
    expect(await balanceOf(inviter.account.address)).toBe(0)
  })

  it('counts an X account toward one inviter’s invitations only: relinked under another inviter, it pays nothing', async () => {
    const invite = questOf('invite')
    const codeOf = async (cookie: string) =>
      (await server.request<{ invitationCode: string }>('GET', '/api/quests/users-invitation/me', { cookie })).body.data
        ?.invitationCode ?? ''
    const join = async (code: string) => {
      const invitee = await server.login()
      const accepted = await server.request('POST', '/api/quests/users-invitation/accept', {
        cookie: invitee.cookie,
        json: { invitationCode: code },
      })
      expect(accepted.status).toBe(200)
      return invitee.account.address
    }
    const xAccounts = [1, 2, 3].map((n) => `x-invited-${n}-${invite._id}`)
    const first = await server.login()
    const firstCode = await codeOf(first.cookie)
    const firstInvitees = [await join(firstCode), await join(firstCode), await join(firstCode)]
    for (const [index, invitee] of firstInvitees.entries()) await linkX(server, invitee, xAccounts[index])
    // asked several times at once: paid once, each X account counted once
    const paid = await Promise.all([1, 2, 3].map(() => complete(invite._id, first.cookie)))
    expect(paid.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(await balanceOf(first.account.address)).toBe(invite.points)
    const credits = await server.database.db
      .select()
      .from(invitationCredits)
      .where(eq(invitationCredits.inviter, first.account.address))
    expect(credits.map((row) => row.xAccountId).sort()).toEqual([...xAccounts].sort())

    // the same three people unlink and join the next inviter through fresh wallets
    const second = await server.login()
    const secondCode = await codeOf(second.cookie)
    for (const [index, invitee] of firstInvitees.entries()) {
      await unlinkX(server, invitee)
      await linkX(server, await join(secondCode), xAccounts[index])
    }
    const refused = await complete(invite._id, second.cookie)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/\(0 so far\)/)
    expect(await balanceOf(second.account.address)).toBe(0)
    // the first inviter keeps the invitations it was paid for, and is not paid twice
    expect((await complete(invite._id, first.cookie)).body.data?.completed).toBe(true)
    expect(await balanceOf(first.account.address)).toBe(invite.points)
  })

  it('gives no art-contest piece to a wallet without X, and one piece per X account', async () => {
    const free = server.data.artContestPieces.filter((piece) => piece.claimedBy === null).map((piece) => piece._id)
    const claim = (piece: string | undefined, cookie: string) =>
      server.request('POST', `/api/art-contests/gallery/claim/${piece}`, { cookie })
    const throwaway = await server.login()
    const refused = await claim(free[0], throwaway.cookie)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/Link your X account to claim a piece/)

    const holder = await server.login()
    const xAccount = `x-artist-${holder.account.address}`
    await linkX(server, holder.account.address, xAccount)
    expect((await claim(free[0], holder.cookie)).status).toBe(200)
    // the same person through a second wallet: the X account already holds a piece
    await unlinkX(server, holder.account.address)
    const secondWallet = await server.login()
    await linkX(server, secondWallet.account.address, xAccount)
    const twice = await claim(free[1], secondWallet.cookie)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toMatch(/your X account holds one/)
    const held = await server.database.db.select().from(artClaims).where(eq(artClaims.xAccountId, xAccount))
    expect(held.map((row) => row.pieceId)).toEqual([free[0]])
  })

  it('keeps one pending review per member and quest, however often and at once it is submitted', async () => {
    const review = server.data.quests.find((quest) => !quest.disabled && quest.kind === 'follow')
    const member = await server.login()
    const answers = await Promise.all(Array.from({ length: 5 }, () => complete(review?._id ?? '', member.cookie)))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const rows = () =>
      server.database.db.select().from(questReviews).where(eq(questReviews.account, member.account.address))
    const [queued, ...more] = await rows()
    expect(more).toEqual([])
    expect(queued?.status).toBe('pending')
    // submitting again keeps its place in the queue
    await complete(review?._id ?? '', member.cookie)
    expect((await rows())[0]?.submittedAt.getTime()).toBe(queued?.submittedAt.getTime())
  })
})
