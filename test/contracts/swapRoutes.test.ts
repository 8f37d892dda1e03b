import { eq } from 'drizzle-orm'
import { formatEther, parseEther, type Hash, type LocalAccount } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CLAIM_PERIOD } from '../../contracts/deploy.ts'
import { chainEnvironment, readChainConfig } from '../../server/chain/index.ts'
import { swapChainOf } from '../../server/modules/swaps/chain.ts'
import { swapLeaderboard } from '../../server/db/schema/index.ts'
import { claimVaultAbi } from '../../src/services/chain/abis/index.ts'
import { linkX, startTestServer, type TestServer } from '../server/harness.ts'
import { findFreePort } from '../../contracts/free-port.ts'
import { account, startTestChain, type TestChain } from './chainFixture.ts'

let testChain: TestChain
let server: TestServer

beforeAll(async () => {
  // the 1,000-token MAX_CLAIM of a vault configured below the USD maximum for cheap tokens
  testChain = await startTestChain({ maxClaim: parseEther('1000') })
  const config = readChainConfig(chainEnvironment(testChain.chain))
  server = await startTestServer('pglite', {
    chain: swapChainOf(config),
  })
})

afterAll(async () => {
  await server?.close()
  await testChain?.chain.stop()
})

interface SignedClaim {
  signature: Hash
  tokenId: string
  amount: string
  deadline: number
  nonce: string
}

const priceOf = (symbol: string) => server.data.supportedTokens.find((token) => token.symbol === symbol)?.priceUsd ?? 0

async function coinsOf(member: LocalAccount): Promise<number> {
  const answer = await server.request<{ metadata: { currentCoinBalance: number } }>(
    'GET',
    `/api/users/${member.address}`,
  )
  return answer.body.data?.metadata.currentCoinBalance ?? Number.NaN
}

/** The member's swap leaderboard row as stored (the page of the call may not reach it among the seeded members). */
async function leaderboardRow(member: LocalAccount) {
  const [row] = await server.database.db
    .select()
    .from(swapLeaderboard)
    .where(eq(swapLeaderboard.account, member.address))
  return row ?? { account: member.address, username: null, totalClaimedUsd: 0, claimsCount: 0 }
}

/** Signs a member in, with an X account of their own: redeeming needs one (the seeded #0, #1 and #8 have theirs). */
async function redeemer(member: LocalAccount) {
  const signedIn = await server.login(member)
  if (!server.data.socialAccounts.some((link) => link.provider === 'twitter' && link.account === member.address))
    await linkX(server, member.address)
  return signedIn
}

const signatureFor = (cookie: string, symbol: 'APE' | 'ANIME' | 'USDC', usd: number) =>
  server.request<SignedClaim>(
    'GET',
    `/api/swaps/claim/signature?chainId=${testChain.chain.chainId}&amount=${usd}&tokenAddress=${testChain.chain.contracts.tokens[symbol]}`,
    { cookie },
  )

async function claimOnChain(member: LocalAccount, claim: SignedClaim): Promise<Hash> {
  const hash = await testChain.walletFor(member).writeContract({
    address: testChain.chain.contracts.claimVault,
    abi: claimVaultAbi,
    functionName: 'claim',
    args: [claim.signature, BigInt(claim.tokenId), BigInt(claim.amount), BigInt(claim.deadline)],
  })
  await testChain.publicClient.waitForTransactionReceipt({ hash })
  return hash
}

describe('swap claim calls against the local chain', () => {
  it('offers the tokens the vault pays: their chain addresses and 18 decimals', async () => {
    const answer = await server.request<{ symbol: string; tokenAddress: string; decimals: number }[]>(
      'GET',
      '/api/swaps/supported-tokens',
    )
    expect(answer.status).toBe(200)
    const tokens = answer.body.data ?? []
    expect(tokens.map((token) => token.symbol).sort()).toEqual(['ANIME', 'APE', 'ARB', 'AVAX', 'USDC'])
    for (const token of tokens) {
      const symbol = token.symbol as keyof typeof testChain.chain.contracts.tokens
      expect(token.tokenAddress).toBe(testChain.chain.contracts.tokens[symbol])
      expect(token.decimals).toBe(18)
    }
  })

  it("names its chain's vault as the site's swap address, whatever the stored configuration says", async () => {
    // the harness seeds the demo configuration, which names no vault (the zero address)
    expect(server.data.siteConfig.koiSwapAddress).toMatch(/^0x0{40}$/)
    const answer = await server.request<{ KoiSwapAddress: string }>('GET', '/api/site-configs')
    expect(answer.status).toBe(200)
    expect(answer.body.data?.KoiSwapAddress).toBe(testChain.chain.contracts.claimVault)
  })

  it("pays a claim at the token's price and takes its USD worth off the GCoins once", async () => {
    const member = account(testChain, 1)
    const { cookie } = await redeemer(member)
    const coinsBefore = await coinsOf(member)
    const rowBefore = await leaderboardRow(member)

    const signed = await signatureFor(cookie, 'APE', 10)
    expect(signed.status, signed.body.message).toBe(200)
    const claim = signed.body.data as SignedClaim
    // 10 GCoins count as 10 USD, paid in APE at its price
    expect(Number(formatEther(BigInt(claim.amount))) * priceOf('APE')).toBeCloseTo(10, 9)

    const txHash = await claimOnChain(member, claim)
    const verified = await server.request<{ verified: boolean; amount: string }>(
      'GET',
      `/api/swaps/claim/verify?txHash=${txHash}`,
      { cookie },
    )
    expect(verified.status, verified.body.message).toBe(200)
    expect(verified.body.data).toEqual({ verified: true, amount: claim.amount })
    expect(await coinsOf(member)).toBeCloseTo(coinsBefore - 10, 6)
    const row = await leaderboardRow(member)
    expect(row.claimsCount).toBe(rowBefore.claimsCount + 1)
    expect(row.totalClaimedUsd).toBeCloseTo(rowBefore.totalClaimedUsd + 10, 6)
    expect(row.username).toBe(server.data.members.find((entry) => entry.account === member.address)?.username)

    // a second verification of the same claim moves nothing
    const again = await server.request('GET', `/api/swaps/claim/verify?txHash=${txHash}`, { cookie })
    expect(again.status).toBe(200)
    expect(await coinsOf(member)).toBeCloseTo(coinsBefore - 10, 6)
    expect((await leaderboardRow(member)).claimsCount).toBe(rowBefore.claimsCount + 1)
  })

  it('refuses a signature within the claim period with 409, and signs again once it is over', async () => {
    const member = account(testChain, 2)
    const { cookie } = await redeemer(member)
    const first = await signatureFor(cookie, 'USDC', 5)
    expect(first.status, first.body.message).toBe(200)
    await claimOnChain(member, first.body.data as SignedClaim)

    const early = await signatureFor(cookie, 'APE', 5)
    expect(early.status).toBe(409)
    expect(early.body.message).toMatch(/^the next claim is possible from /)

    await testChain.advanceTime(DEFAULT_CLAIM_PERIOD)
    const later = await signatureFor(cookie, 'APE', 5)
    expect(later.status, later.body.message).toBe(200)
    expect(later.body.data?.nonce).toBe('1')
  })

  it('records a claim once when the member asked for its signature twice before paying it', async () => {
    const member = account(testChain, 6)
    const { cookie } = await redeemer(member)
    const coinsBefore = await coinsOf(member)
    // the first signature went unused (the wallet call was declined); both are for nonce 0
    const declined = await signatureFor(cookie, 'APE', 3)
    const retried = await signatureFor(cookie, 'APE', 3)
    expect([declined.body.data?.nonce, retried.body.data?.nonce]).toEqual(['0', '0'])
    const txHash = await claimOnChain(member, retried.body.data as SignedClaim)

    for (const attempt of [1, 2]) {
      const verified = await server.request('GET', `/api/swaps/claim/verify?txHash=${txHash}`, { cookie })
      expect(verified.status, `verify ${attempt}: ${verified.body.message ?? ''}`).toBe(200)
    }
    expect(await coinsOf(member)).toBeCloseTo(coinsBefore - 3, 6)
  })

  it('answers 400 naming the chain when the signature is asked for another chain', async () => {
    const { cookie } = await redeemer(account(testChain, 7))
    const answer = await server.request(
      'GET',
      `/api/swaps/claim/signature?chainId=1&amount=5&tokenAddress=${testChain.chain.contracts.tokens.APE}`,
      { cookie },
    )
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(`query.chainId: claims are signed for chain ${testChain.chain.chainId}`)
  })

  it("answers 400 when the GCoins are worth more tokens than the vault's MAX_CLAIM", async () => {
    const { cookie } = await redeemer(account(testChain, 5))
    // 100 USD of ANIME at its price is several thousand tokens, over the vault's maximum
    const answer = await signatureFor(cookie, 'ANIME', 100)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/exceeds the maximum claim/)
  })
})

describe('swap claim calls when the chain cannot be reached', () => {
  let offline: TestServer

  beforeAll(async () => {
    // a port nothing listens on: every chain call fails to connect
    const rpcUrl = `http://127.0.0.1:${await findFreePort()}`
    const config = readChainConfig({ ...chainEnvironment(testChain.chain), RPC_URL: rpcUrl })
    offline = await startTestServer('pglite', {
      chain: swapChainOf(config),
    })
  })

  afterAll(async () => {
    await offline?.close()
  })

  it('answers 503 naming the step, for the signature and for the verification', async () => {
    const { cookie } = await offline.login(account(testChain, 0))
    const signature = await offline.request(
      'GET',
      `/api/swaps/claim/signature?amount=5&tokenAddress=${testChain.chain.contracts.tokens.APE}`,
      { cookie },
    )
    expect(signature.status).toBe(503)
    expect(signature.body.message).toBe('claim signature: the chain could not be reached, try again later')

    const verify = await offline.request('GET', `/api/swaps/claim/verify?txHash=0x${'ab'.repeat(32)}`, { cookie })
    expect(verify.status).toBe(503)
    expect(verify.body.message).toBe('claim verification: the chain could not be reached, try again later')
  })
})
