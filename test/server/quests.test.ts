import { and, eq } from 'drizzle-orm'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { questProgress } from '../../server/db/schema'
import { HARDHAT_MNEMONIC } from '../../server/seed/data'
import { coinBalanceOf, databaseTargets, startTestServer, type TestServer } from './harness'

describe.each(databaseTargets)('quest progress on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  const balanceOf = (address: string) => coinBalanceOf(server, address)
  const pointsOf = async (cookie: string) =>
    (await server.request<{ totalPoints: number }>('GET', '/api/quests/leaderboard/connection-status', { cookie })).body
      .data?.totalPoints ?? 0
  const disabledQuest = () => server.data.quests.find((quest) => quest.disabled)
  const openQuest = () => server.data.quests.find((quest) => !quest.disabled)

  it('refuses progress on a disabled quest to a member, and pays nothing', async () => {
    const quest = disabledQuest()
    expect(quest).toBeDefined()
    const { account, cookie } = await server.login()
    const answer = await server.request('POST', `/api/quests/users/${quest?._id}`, { cookie, json: { progress: '1' } })
    expect(answer.status).toBe(403)
    expect(answer.body.message).toMatch(/disabled/)
    expect(await balanceOf(account.address)).toBe(0)
    const progress = await server.request<{ completed: boolean }>(
      'GET',
      `/api/quests/users/${account.address}/${quest?._id}`,
    )
    expect(progress.body.data?.completed).toBe(false)
  })

  it('lets an admin try a disabled quest: it goes to review like anyone else’s, unpaid', async () => {
    const admin = mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 0 })
    const { cookie } = await server.login(admin)
    const answer = await server.request<{ completed: boolean; review: { status: string } | null }>(
      'POST',
      `/api/quests/users/${disabledQuest()?._id}`,
      { cookie, json: {} },
    )
    expect(answer.status).toBe(200)
    expect(answer.body.data?.completed).toBe(false)
    expect(answer.body.data?.review?.status).toBe('pending')
  })

  it('pays a quest once to many parallel completions', async () => {
    const quest = openQuest()
    const { account, cookie } = await server.login()
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.request('POST', `/api/quests/users/${quest?._id}`, { cookie, json: { progress: '1' } }),
      ),
    )
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(await balanceOf(account.address)).toBe(quest?.points)
    expect(await pointsOf(cookie)).toBe(quest?.points)
  })

  it('pays a quest once even when its completion is recorded again', async () => {
    const quest = openQuest()
    const { account, cookie } = await server.login()
    expect((await server.request('POST', `/api/quests/users/${quest?._id}`, { cookie, json: {} })).status).toBe(200)
    // progress reset (an operator fix, a data repair): completing again must not pay again
    await server.database.db
      .update(questProgress)
      .set({ completed: false, progress: 0 })
      .where(and(eq(questProgress.account, account.address), eq(questProgress.questId, quest?._id ?? '')))
    const again = await server.request<{ completed: boolean }>('POST', `/api/quests/users/${quest?._id}`, {
      cookie,
      json: {},
    })
    expect(again.status).toBe(200)
    expect(again.body.data?.completed).toBe(true)
    expect(await balanceOf(account.address)).toBe(quest?.points)
    expect(await pointsOf(cookie)).toBe(quest?.points)
  })
})
