import { eq, sql } from 'drizzle-orm'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainContracts, OnChainClaim } from '../../server/chain'
import { members, swapClaims, swapLeaderboard } from '../../server/db/schema'
import { recordVerifiedClaim } from '../../server/modules/swaps/claimRecord'
import { HARDHAT_MNEMONIC } from '../../server/seed/data'
import { databaseTargets, startTestServer, type TestServer } from './harness'

const TOKEN = '0x00000000000000000000000000000000000000a1'
/** No token has a price row here, so a claim is worth its amount in whole tokens (1 USD each). */
const contracts = {
  claimVault: '0x00000000000000000000000000000000000000c1',
  presale: '0x00000000000000000000000000000000000000c2',
  tokens: {},
} as unknown as ChainContracts

describe.each(databaseTargets)('booking a verified swap claim on %s', (target) => {
  let server: TestServer
  const member = mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 1 })
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  const db = () => server.database.db
  const balance = async () =>
    (await db().select({ coins: members.coinBalance }).from(members).where(eq(members.account, member.address)))[0]
      ?.coins ?? 0
  const board = async () =>
    (await db().select().from(swapLeaderboard).where(eq(swapLeaderboard.account, member.address)))[0] ?? null

  const pendingClaim = async (nonce: bigint, txHash: `0x${string}`): Promise<OnChainClaim> => {
    const amount = 2n * 10n ** 18n
    await db()
      .insert(swapClaims)
      .values({
        account: member.address,
        tokenAddress: TOKEN,
        amount: amount.toString(),
        nonce: nonce.toString(),
        deadline: Math.floor(Date.now() / 1000) + 600,
      })
    return { account: member.address, token: TOKEN, tokenId: 0n, amount, nonce, txHash, blockNumber: 1n }
  }

  it('books nothing when a step fails: the claim stays pending and the GCoins stay', async () => {
    const claim = await pendingClaim(9001n, `0x${'ab'.repeat(32)}`)
    const coins = await balance()
    const counted = await board()
    await db().execute(
      sql.raw(`create function koi_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'swap leaderboard unavailable'; end $$`),
    )
    await db().execute(
      sql.raw(
        'create trigger koi_test_refuse before insert or update on swap_leaderboard for each row execute function koi_test_refuse()',
      ),
    )
    try {
      await expect(recordVerifiedClaim(db(), contracts, member.address, claim)).rejects.toThrow()
    } finally {
      await db().execute(sql.raw('drop trigger koi_test_refuse on swap_leaderboard'))
      await db().execute(sql.raw('drop function koi_test_refuse()'))
    }
    const [row] = await db().select().from(swapClaims).where(eq(swapClaims.nonce, '9001'))
    expect(row?.verifiedAt).toBeNull()
    expect(row?.txHash).toBeNull()
    expect(await balance()).toBe(coins)
    expect(await board()).toEqual(counted)

    // once the failure is gone, the same claim is booked in full
    expect(await recordVerifiedClaim(db(), contracts, member.address, claim)).toBe(true)
    expect(await balance()).toBe(coins - 2)
    expect((await board())?.claimsCount).toBe((counted?.claimsCount ?? 0) + 1)
  })

  it('books a claim once when it is verified many times at once', async () => {
    const claim = await pendingClaim(9002n, `0x${'cd'.repeat(32)}`)
    const coins = await balance()
    const counted = await board()
    const booked = await Promise.all(
      Array.from({ length: 6 }, () => recordVerifiedClaim(db(), contracts, member.address, claim)),
    )
    expect(booked.filter(Boolean)).toHaveLength(1)
    expect(await balance()).toBe(coins - 2)
    expect((await board())?.claimsCount).toBe((counted?.claimsCount ?? 0) + 1)
  })
})
