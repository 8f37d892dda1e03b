import { and, eq, isNotNull } from 'drizzle-orm'
import { parseEther, type Hash, type LocalAccount } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainEnvironment, readChainConfig } from '../../server/chain'
import { claimVaultCheckpoints, members, swapClaims, swapLeaderboard } from '../../server/db/schema'
import { sweepExpired } from '../../server/maintenance/sweep'
import { swapChainOf, type SwapChain } from '../../server/modules/swaps/chain'
import { reconcileClaims } from '../../server/modules/swaps/claimReconciler'
import { PENDING_CLAIM_GRACE_S } from '../../server/modules/swaps/reservations'
import { claimVaultAbi } from '../../src/services/chain/abis'
import { findFreePort } from '../../contracts/free-port'
import { startTestChain, type SignedClaim, type TestChain } from '../contracts/chainFixture'
import { databaseTargets, linkX, newAccount, startTestServer, type TestServer } from './harness'

let testChain: TestChain
let chain: SwapChain
let unreachable: SwapChain
beforeAll(async () => {
  testChain = await startTestChain({ maxClaim: parseEther('1000') })
  chain = swapChainOf(readChainConfig(chainEnvironment(testChain.chain)))
  // a port nothing listens on: every read of this chain fails to connect
  const deadRpc = `http://127.0.0.1:${await findFreePort()}`
  unreachable = swapChainOf(readChainConfig({ ...chainEnvironment(testChain.chain), RPC_URL: deadRpc }))
})
afterAll(() => testChain?.chain.stop())

/**
 * The node closes a connection left idle while a server starts; the test clients do not retry (a
 * revert is an answer), so one throwaway read takes the closed connection out of the pool.
 */
const reconnect = () =>
  testChain.publicClient.getBlockNumber().then(
    () => undefined,
    () => undefined,
  )

/** A fresh account with ether to pay its claims' gas: the chain is shared, each test claims with its own. */
async function fundedAccount(): Promise<LocalAccount> {
  const fresh = newAccount()
  await testChain.testClient.setBalance({ address: fresh.address, value: parseEther('10') })
  return fresh
}

/** Past every signature's deadline and the day after it the sweep waits: the vault refuses them all now. */
async function pastTheGrace(): Promise<Date> {
  await testChain.advanceTime(BigInt(PENDING_CLAIM_GRACE_S + 3_600))
  return new Date(Number(await testChain.latestTimestamp()) * 1000)
}

describe.each(databaseTargets)('claims the vault paid, when nobody verified them, on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    // the chain's clock runs days ahead here and the sweep follows it: sessions outlast that
    server = await startTestServer(target, { chain, env: { sessionDays: 365 } })
    await reconnect()
  })
  afterAll(() => server?.close())

  const db = () => server.database.db
  /** A member with these GCoins and an X account of their own (nothing is redeemed without one), signed in. */
  const memberWith = async (coins: number) => {
    const who = await fundedAccount()
    await db().insert(members).values({ account: who.address, coinBalance: coins })
    await linkX(server, who.address)
    const { cookie } = await server.login(who)
    return { who, cookie }
  }
  const coinsOf = async (who: LocalAccount) =>
    (await db().select({ coins: members.coinBalance }).from(members).where(eq(members.account, who.address)))[0]?.coins
  const claimsCountOf = async (who: LocalAccount) =>
    (await db().select().from(swapLeaderboard).where(eq(swapLeaderboard.account, who.address)))[0]?.claimsCount ?? 0
  const rowsOf = (who: LocalAccount) => db().select().from(swapClaims).where(eq(swapClaims.account, who.address))
  const bookedOf = (who: LocalAccount) =>
    db()
      .select()
      .from(swapClaims)
      .where(and(eq(swapClaims.account, who.address), isNotNull(swapClaims.verifiedAt)))
  const sign = (cookie: string, usd: number) =>
    server.request<SignedClaim>(
      'GET',
      `/api/swaps/claim/signature?amount=${usd}&tokenAddress=${testChain.chain.contracts.tokens.USDC}`,
      { cookie },
    )
  const signed = async (cookie: string, usd: number) => {
    const answer = await sign(cookie, usd)
    expect(answer.status, answer.body.message).toBe(200)
    return answer.body.data as SignedClaim
  }
  const verify = (cookie: string, txHash: Hash) =>
    server.request('GET', `/api/swaps/claim/verify?txHash=${txHash}`, { cookie })
  // the local chain mines a block per transaction: a claim is read as soon as it is mined
  const reconcile = () => reconcileClaims(db(), chain, { confirmations: 0n })
  const checkpoint = async () => (await db().select().from(claimVaultCheckpoints))[0]?.nextBlock ?? 0n
  const blockOf = async (txHash: Hash) =>
    (await testChain.publicClient.getTransactionReceipt({ hash: txHash })).blockNumber
  const claimable = async (cookie: string) =>
    (await server.request<{ maxClaimableUsd: number }>('GET', '/api/swaps/max-claimable-usd', { cookie })).body.data
      ?.maxClaimableUsd

  it('books a claim paid but never verified when its signature is swept: the GCoins cannot be signed for again', async () => {
    const { who, cookie } = await memberWith(30)
    const txHash = await testChain.claimOnChain(who, await signed(cookie, 20))

    const now = await pastTheGrace()
    const swept = await sweepExpired(db(), now, chain)
    expect(swept.claimsBooked).toBe(1)
    expect(await coinsOf(who)).toBe(10)
    expect((await bookedOf(who)).map((row) => row.txHash)).toEqual([txHash])
    expect(await claimsCountOf(who)).toBe(1)

    // a second sweep finds nothing more to book
    await sweepExpired(db(), now, chain)
    expect(await coinsOf(who)).toBe(10)
    expect(await claimsCountOf(who)).toBe(1)
    expect(await claimable(cookie)).toBe(10)
    const again = await sign(cookie, 20)
    expect(again.status).toBe(400)
    expect(again.body.message).toMatch(/more than your available GCoins/)
  })

  it('still releases a signature the vault never honoured, once the chain is past its deadline', async () => {
    const { who, cookie } = await memberWith(30)
    await signed(cookie, 20)
    expect(await claimable(cookie)).toBe(10)

    const swept = await sweepExpired(db(), await pastTheGrace(), chain)
    expect(swept.claims).toBeGreaterThanOrEqual(1)
    expect(await rowsOf(who)).toEqual([])
    expect(await coinsOf(who)).toBe(30)
    await signed(cookie, 30)
  })

  it('releases nothing while the chain cannot be read, and settles both kinds once it can', async () => {
    const paid = await memberWith(30)
    const unused = await memberWith(30)
    await testChain.claimOnChain(paid.who, await signed(paid.cookie, 20))
    await signed(unused.cookie, 20)
    const now = await pastTheGrace()

    const blind = await sweepExpired(db(), now, unreachable)
    expect(blind.claims).toBe(0)
    expect(blind.claimsBooked).toBe(0)
    expect(await rowsOf(paid.who)).toHaveLength(1)
    expect(await rowsOf(unused.who)).toHaveLength(1)
    expect(await coinsOf(paid.who)).toBe(30)
    // the paid signature's nonce is spent: its GCoins stay reserved for the next signature
    expect((await sign(paid.cookie, 20)).status).toBe(400)

    await sweepExpired(db(), now, chain)
    expect(await coinsOf(paid.who)).toBe(10)
    expect(await bookedOf(paid.who)).toHaveLength(1)
    expect(await rowsOf(unused.who)).toEqual([])
  })

  it('keeps every claim signature when the server has no chain to ask', async () => {
    const { who, cookie } = await memberWith(30)
    await signed(cookie, 20)
    const swept = await sweepExpired(db(), await pastTheGrace())
    expect(await rowsOf(who)).toHaveLength(1)
    expect(swept.claimsKept).toBeGreaterThanOrEqual(1)
  })

  it('books a claim a script sent straight to the vault, without a verification, once however often it runs', async () => {
    const { who, cookie } = await memberWith(30)
    const txHash = await testChain.claimOnChain(who, await signed(cookie, 20))

    const first = await reconcile()
    expect(first.booked).toBeGreaterThanOrEqual(1)
    expect(first.nextBlock).toBe((await blockOf(txHash)) + 1n)
    expect(await checkpoint()).toBe(first.nextBlock)
    expect(await coinsOf(who)).toBe(10)
    expect((await bookedOf(who)).map((row) => row.txHash)).toEqual([txHash])

    await reconcile()
    // read again from the start, the same events book nothing more
    await db().update(claimVaultCheckpoints).set({ nextBlock: 0n })
    expect((await reconcile()).booked).toBe(0)
    expect(await coinsOf(who)).toBe(10)
    expect(await claimsCountOf(who)).toBe(1)
    expect(await claimable(cookie)).toBe(10)
  })

  it('debits a claim once when the member verifies it while two reconcilers read it', async () => {
    const { who, cookie } = await memberWith(30)
    const txHash = await testChain.claimOnChain(who, await signed(cookie, 20))
    const [verified] = await Promise.all([verify(cookie, txHash), reconcile(), reconcile()])
    expect(verified.status, verified.body.message).toBe(200)
    expect(await coinsOf(who)).toBe(10)
    expect(await claimsCountOf(who)).toBe(1)
    expect(await bookedOf(who)).toHaveLength(1)
  })

  it('debits a claim once when the sweep, the reconciler and a verification meet it at once', async () => {
    const { who, cookie } = await memberWith(30)
    const txHash = await testChain.claimOnChain(who, await signed(cookie, 20))
    const now = await pastTheGrace()
    const [, , verified] = await Promise.all([sweepExpired(db(), now, chain), reconcile(), verify(cookie, txHash)])
    expect(verified.status, verified.body.message).toBe(200)
    expect(await coinsOf(who)).toBe(10)
    expect(await claimsCountOf(who)).toBe(1)
    expect((await bookedOf(who)).map((row) => row.txHash)).toEqual([txHash])
  })

  it('reads past a claim paid to someone who is no member, for no signature of ours, and books nothing for it', async () => {
    const stranger = await fundedAccount()
    const deadline = (await testChain.latestTimestamp()) + 600n
    const amount = parseEther('1')
    const signature = await testChain.signClaim(testChain.devSigner, {
      account: stranger.address,
      tokenId: 0n,
      amount,
      nonce: 0n,
      deadline,
    })
    const hash = await testChain.walletFor(stranger).writeContract({
      address: testChain.chain.contracts.claimVault,
      abi: claimVaultAbi,
      functionName: 'claim',
      args: [signature, 0n, amount, deadline],
    })
    await testChain.publicClient.waitForTransactionReceipt({ hash })

    const result = await reconcile()
    expect(result.nextBlock).toBe((await blockOf(hash)) + 1n)
    expect(await db().select().from(members).where(eq(members.account, stranger.address))).toEqual([])
    expect(await rowsOf(stranger)).toEqual([])
  })
})
