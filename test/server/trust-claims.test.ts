import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq, sql } from 'drizzle-orm'
import { parseEther, type Hash, type LocalAccount } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CLAIM_PERIOD } from '../../contracts/deploy'
import { CLAIM_SCAN_CHUNKS, chainEnvironment, createChainReader, readChainConfig } from '../../server/chain'
import { members, supportedTokens, swapClaims, swapLeaderboard } from '../../server/db/schema'
import { swapChainOf } from '../../server/modules/swaps/chain'
import { startTestChain, type SignedClaim, type TestChain } from '../contracts/chainFixture'
import { databaseTargets, linkX, newAccount, startTestServer, unlinkX, type TestServer } from './harness'

let testChain: TestChain
beforeAll(async () => {
  testChain = await startTestChain({ maxClaim: parseEther('1000') })
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

let proxy: Server
const requests: { method: string; params: unknown[] }[] = []
let proxyUrl = ''
beforeAll(async () => {
  // a recording stand-in for the RPC: every JSON-RPC request is kept, then passed to the chain
  proxy = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString()
      requests.push(...[JSON.parse(body) as { method: string; params: unknown[] }].flat())
      void fetch(testChain.chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' })
          response.end(await answer.text())
        })
        .catch(() => response.destroy())
    })
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())))

/** The block ranges of the log queries the RPC was asked since `requests` was last emptied. */
const logRanges = () =>
  requests
    .filter((entry) => entry.method === 'eth_getLogs')
    .map((entry) => entry.params[0] as { fromBlock: string; toBlock: string })
    .map((range) => ({ from: BigInt(range.fromBlock), to: BigInt(range.toBlock) }))

describe.each(databaseTargets)('claim reservations on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    // the server reads the chain through the recording proxy, so a test can see what it asked
    const chain = readChainConfig({ ...chainEnvironment(testChain.chain), RPC_URL: proxyUrl })
    server = await startTestServer(target, { chain: swapChainOf(chain) })
    await reconnect()
  })
  afterAll(() => server?.close())

  const db = () => server.database.db
  /** The member's GCoins; and an X account of their own, without which nothing is redeemed. */
  const setCoins = async (who: LocalAccount, coins: number) => {
    await db()
      .insert(members)
      .values({ account: who.address, coinBalance: coins })
      .onConflictDoUpdate({ target: members.account, set: { coinBalance: coins } })
    await linkX(server, who.address).catch(() => undefined)
  }
  const coinsOf = async (who: LocalAccount) =>
    (await db().select({ coins: members.coinBalance }).from(members).where(eq(members.account, who.address)))[0]?.coins
  const sign = (cookie: string, usd: number, symbol: 'USDC' | 'APE' = 'USDC') =>
    server.request<SignedClaim>(
      'GET',
      `/api/swaps/claim/signature?amount=${usd}&tokenAddress=${testChain.chain.contracts.tokens[symbol]}`,
      { cookie },
    )
  const claimable = async (cookie: string) =>
    (await server.request<{ maxClaimableUsd: number }>('GET', '/api/swaps/max-claimable-usd', { cookie })).body.data
      ?.maxClaimableUsd
  const verify = (cookie: string, txHash?: Hash) =>
    server.request<{ verified: boolean }>('GET', `/api/swaps/claim/verify${txHash ? `?txHash=${txHash}` : ''}`, {
      cookie,
    })
  const expireSignaturesOf = (who: LocalAccount) =>
    db()
      .update(swapClaims)
      .set({ deadline: Math.floor(Date.now() / 1000) - 1 })
      .where(eq(swapClaims.account, who.address))

  it('reserves the GCoins of a signature: a second one cannot spend them, and verifying books the first', async () => {
    const who = await fundedAccount()
    await setCoins(who, 30)
    const { cookie } = await server.login(who)
    const first = await sign(cookie, 20)
    expect(first.status, first.body.message).toBe(200)
    expect(await claimable(cookie)).toBe(10)

    const second = await sign(cookie, 20)
    expect(second.status).toBe(400)
    expect(second.body.message).toMatch(/more than your available GCoins/)
    const last = await sign(cookie, 10)
    expect(last.status, last.body.message).toBe(200)
    expect(await claimable(cookie)).toBe(0)

    const txHash = await testChain.claimOnChain(who, first.body.data as SignedClaim)
    expect((await verify(cookie, txHash)).status).toBe(200)
    expect(await coinsOf(who)).toBe(10)
    // the vault pays a nonce once: the other signature of nonce 0 holds nothing any more
    expect(last.body.data?.nonce).toBe(first.body.data?.nonce)
    expect(await claimable(cookie)).toBe(10)
  })

  it('weighs two parallel signature requests one after the other: only one spends the GCoins', async () => {
    const who = await fundedAccount()
    await setCoins(who, 30)
    const { cookie } = await server.login(who)
    const answers = await Promise.all([sign(cookie, 20), sign(cookie, 20)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    const rows = await db().select().from(swapClaims).where(eq(swapClaims.account, who.address))
    expect(rows.map((row) => row.coins)).toEqual([20])
    expect(await claimable(cookie)).toBe(10)
  })

  it('frees the GCoins of an expired signature, but not of one whose nonce the vault has paid', async () => {
    const who = await fundedAccount()
    await setCoins(who, 30)
    const { cookie } = await server.login(who)
    expect((await sign(cookie, 20)).status).toBe(200)
    expect((await sign(cookie, 20)).status).toBe(400)
    await expireSignaturesOf(who)
    expect(await claimable(cookie)).toBe(30)
    const fresh = await sign(cookie, 20)
    expect(fresh.status, fresh.body.message).toBe(200)

    // paid on chain, never verified, then past its deadline: its GCoins stay held
    await testChain.claimOnChain(who, fresh.body.data as SignedClaim)
    await expireSignaturesOf(who)
    await testChain.advanceTime(DEFAULT_CLAIM_PERIOD)
    const again = await sign(cookie, 20)
    expect(again.status).toBe(400)
    expect(again.body.message).toMatch(/reserved by claim signatures not yet verified/)

    // verified without naming the transaction: the chain is searched, the claim booked, the nonce released
    expect((await verify(cookie)).status).toBe(200)
    expect(await coinsOf(who)).toBe(10)
    expect((await sign(cookie, 10)).status).toBe(200)
  })

  it('refuses a claim signature to a wallet without an X account, with the reason the page shows', async () => {
    const who = await fundedAccount()
    const { cookie } = await server.login(who)
    await db().update(members).set({ coinBalance: 100 }).where(eq(members.account, who.address))
    // a throwaway wallet's 100 GCoins from connecting and signing stay on the site
    const refused = await sign(cookie, 10)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Link your X account to redeem GCoins')
    expect(await db().select().from(swapClaims).where(eq(swapClaims.account, who.address))).toEqual([])
    await linkX(server, who.address)
    expect((await sign(cookie, 10)).status).toBe(200)
  })

  it('redeems for one member per X account: passed to another wallet, it redeems nothing there', async () => {
    const first = await fundedAccount()
    const second = await fundedAccount()
    const xAccount = `x-shared-${first.address}`
    for (const who of [first, second])
      await db().insert(members).values({ account: who.address, coinBalance: 50 }).onConflictDoNothing()
    const one = await server.login(first)
    await linkX(server, first.address, xAccount)
    expect((await sign(one.cookie, 10)).status).toBe(200)
    // the same X account, unlinked and linked to a fresh wallet
    await unlinkX(server, first.address)
    await linkX(server, second.address, xAccount)
    const two = await server.login(second)
    const refused = await sign(two.cookie, 10)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/already redeems GCoins for another member/)
  })

  it('verifies without the transaction only from the block its signature was issued at, in a few chunks', async () => {
    const who = await fundedAccount()
    await setCoins(who, 30)
    const { cookie } = await server.login(who)
    // nothing signed: nothing to look for, and the chain is not asked
    requests.length = 0
    const nothing = await verify(cookie)
    expect(nothing.status).toBe(409)
    expect(nothing.body.message).toMatch(/no claim signature of yours is waiting/)
    expect(logRanges()).toEqual([])

    const signed = await sign(cookie, 10)
    expect(signed.status, signed.body.message).toBe(200)
    const [row] = await db().select().from(swapClaims).where(eq(swapClaims.account, who.address))
    const issuedBlock = row?.issuedBlock ?? -1n
    expect(issuedBlock).toBeGreaterThan(0n)
    await testChain.claimOnChain(who, signed.body.data as SignedClaim)
    // a long chain since: the search still starts at the signing block and reads a bounded window
    await testChain.testClient.mine({ blocks: 20_000 })
    requests.length = 0
    expect((await verify(cookie)).status).toBe(200)
    const ranges = logRanges()
    expect(ranges.length).toBeGreaterThan(0)
    expect(ranges.length).toBeLessThanOrEqual(Number(CLAIM_SCAN_CHUNKS))
    for (const range of ranges) expect(range.from).toBeGreaterThanOrEqual(issuedBlock)
    expect(await coinsOf(who)).toBe(20)
  })

  it('books exactly the GCoins signed for, whatever the token price does meanwhile', async () => {
    const who = await fundedAccount()
    await setCoins(who, 50)
    const { cookie } = await server.login(who)
    const [before] = await db().select().from(swapLeaderboard).where(eq(swapLeaderboard.account, who.address))
    const signed = await sign(cookie, 10, 'APE')
    expect(signed.status, signed.body.message).toBe(200)
    await db()
      .update(supportedTokens)
      .set({ priceUsd: sql`${supportedTokens.priceUsd} * 3` })
      .where(eq(supportedTokens.symbol, 'APE'))
    try {
      const txHash = await testChain.claimOnChain(who, signed.body.data as SignedClaim)
      expect((await verify(cookie, txHash)).status).toBe(200)
    } finally {
      await db()
        .update(supportedTokens)
        .set({ priceUsd: sql`${supportedTokens.priceUsd} / 3` })
        .where(eq(supportedTokens.symbol, 'APE'))
    }
    expect(await coinsOf(who)).toBe(40)
    const [after] = await db().select().from(swapLeaderboard).where(eq(swapLeaderboard.account, who.address))
    expect(after?.totalClaimedUsd).toBe((before?.totalClaimedUsd ?? 0) + 10)
  })

  it('refuses a booking the balance does not cover, and the database refuses a negative balance', async () => {
    const who = await fundedAccount()
    await setCoins(who, 20)
    const { cookie } = await server.login(who)
    const signed = await sign(cookie, 20)
    expect(signed.status, signed.body.message).toBe(200)
    const txHash = await testChain.claimOnChain(who, signed.body.data as SignedClaim)
    // the GCoins went elsewhere meanwhile (an operator's correction): the booking must not overdraw
    await setCoins(who, 5)
    const refused = await verify(cookie, txHash)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/more than your balance holds/)
    expect(await coinsOf(who)).toBe(5)
    const [row] = await db()
      .select()
      .from(swapClaims)
      .where(and(eq(swapClaims.account, who.address), eq(swapClaims.nonce, '0')))
    expect(row?.verifiedAt).toBeNull()
    await expect(
      db().update(members).set({ coinBalance: -1 }).where(eq(members.account, who.address)),
    ).rejects.toThrow()
    expect(await coinsOf(who)).toBe(5)
  })
})

describe('reading claims from the chain', () => {
  it('reads from CHAIN_FROM_BLOCK to the latest block in chunks of 2,000, never in one query', async () => {
    const who = await fundedAccount()
    const { devSigner, signClaim, publicClient, testClient } = testChain
    const deadline = (await testChain.latestTimestamp()) + 600n
    const message = { account: who.address, tokenId: 0n, amount: parseEther('1'), nonce: 0n, deadline }
    const signature = await signClaim(devSigner, message)
    const claimTx = await testChain.claimOnChain(who, {
      signature,
      tokenId: '0',
      amount: message.amount.toString(),
      deadline: Number(deadline),
      nonce: '0',
    })
    const claimBlock = (await publicClient.getTransactionReceipt({ hash: claimTx })).blockNumber
    // the claim lies under more than two chunks of later blocks
    await testClient.mine({ blocks: 5_000 })
    // uncached: viem keeps a block number for a few seconds, from before the blocks just mined
    const latest = await publicClient.getBlockNumber({ cacheTime: 0 })

    const environment = { ...chainEnvironment(testChain.chain), RPC_URL: proxyUrl }
    const reader = createChainReader(readChainConfig(environment))
    requests.length = 0
    const found = await reader.verifyClaim(who.address)
    expect(found).toMatchObject({ verified: true, claim: { txHash: claimTx } })
    const ranges = logRanges()
    expect(ranges.length).toBeGreaterThanOrEqual(3)
    expect(ranges[0]?.to).toBe(latest)
    for (const range of ranges) expect(range.to - range.from + 1n).toBeLessThanOrEqual(2_000n)
    expect(ranges.some((range) => range.from <= claimBlock && claimBlock <= range.to)).toBe(true)

    // a vault deployed after the claim: the search stops at CHAIN_FROM_BLOCK and finds nothing before it
    const fromBlock = claimBlock + 1n
    const later = createChainReader(readChainConfig({ ...environment, CHAIN_FROM_BLOCK: fromBlock.toString() }))
    requests.length = 0
    expect(await later.verifyClaim(who.address)).toEqual({
      verified: false,
      reason: `no claim of ${who.address} on chain`,
    })
    const searched = logRanges()
    expect(searched.at(-1)?.from).toBe(fromBlock)
    for (const range of searched) {
      expect(range.from).toBeGreaterThanOrEqual(fromBlock)
      expect(range.to - range.from + 1n).toBeLessThanOrEqual(2_000n)
    }

    // however long the chain grows, one verification makes at most CLAIM_SCAN_CHUNKS log queries:
    // the latest blocks without a signing block, a window forward from it with one
    await testClient.mine({ blocks: 15_000 })
    requests.length = 0
    expect(await reader.verifyClaim(who.address)).toMatchObject({ verified: false })
    expect(logRanges().length).toBe(Number(CLAIM_SCAN_CHUNKS))
    requests.length = 0
    const since = claimBlock - 3n
    expect(await reader.verifyClaim(who.address, { since })).toMatchObject({
      verified: true,
      claim: { txHash: claimTx },
    })
    const window = logRanges()
    expect(window.length).toBeLessThanOrEqual(Number(CLAIM_SCAN_CHUNKS))
    for (const range of window) {
      expect(range.from).toBeGreaterThanOrEqual(since)
      expect(range.to).toBeLessThan(since + CLAIM_SCAN_CHUNKS * 2_000n)
    }
  })

  it('is refused on a chain that is not local without CHAIN_FROM_BLOCK, which bounds every read', () => {
    const real = {
      ...chainEnvironment(testChain.chain),
      KOI_DEV_SIGNER: '',
      RPC_URL: 'https://rpc.sepolia.example',
      CLAIM_SIGNER_PRIVATE_KEY: `0x${'1'.repeat(64)}`,
    }
    expect(() => readChainConfig(real)).toThrow(/CHAIN_FROM_BLOCK is required/)
    expect(readChainConfig({ ...real, CHAIN_FROM_BLOCK: '5000000' }).fromBlock).toBe(5_000_000n)
  })
})
