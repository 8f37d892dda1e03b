import { createPublicClient, formatEther, http, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { claimVaultAbi, rewardTokenAbi } from '../../src/services/chain/abis'
import { devAccount, signInWithDevWallet } from './harness/member'
import { e2eSuite } from './harness/suite'
import { describeClaimStateScreens } from './swaps/claimStateScreens'
import { describeLinkRequiredScreens } from './swaps/linkRequiredScreens'
import { describeSwapClaimWalk } from './swaps/swapClaimWalk'

const suite = e2eSuite()

const member: Address = devAccount(0).address
const CLAIM_USD = 10

/** A call of the API server, read without a session (public data only). */
async function readApi<T>(path: string): Promise<T> {
  const answer = await fetch(`${suite.stack.baseUrl}${path}`)
  expect(answer.status, path).toBe(200)
  return ((await answer.json()) as { data: T }).data
}

const chainClient = () => createPublicClient({ transport: http(suite.stack.rpcUrl) })

const tokenBalance = (token: Address) =>
  chainClient().readContract({ address: token, abi: rewardTokenAbi, functionName: 'balanceOf', args: [member] })

interface SwapLeaderboardEntry {
  account: string
  username: string | null
  totalClaimedUsd: number
  claimsCount: number
}

/** The member's row of the swap leaderboard; a member who never claimed counts as zero. */
async function swapLeaderboardEntry(): Promise<Pick<SwapLeaderboardEntry, 'totalClaimedUsd' | 'claimsCount'>> {
  // the member's row wherever it ranks: the demo data has far more members than one page
  for (let offset = 0; ; offset += 100) {
    const rows = await readApi<SwapLeaderboardEntry[]>(`/api/swaps/leaderboard?offset=${offset}&limit=100`)
    const row = rows.find((candidate) => candidate.account.toLowerCase() === member.toLowerCase())
    if (row) return row
    if (rows.length < 100) return { totalClaimedUsd: 0, claimsCount: 0 }
  }
}

describe('swap claim in Chromium', () => {
  it('claims GCoins as APE on chain, verifies once, then shows the too-early state inside the claim period', async () => {
    const page = await suite.browser.newPage()
    const verifyCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/swaps/claim/verify')) verifyCalls.push(request.url())
    })
    await signInWithDevWallet(page, suite.stack.baseUrl)

    const ape = suite.stack.contracts.tokens.APE
    const balanceBefore = await tokenBalance(ape)
    const entryBefore = await swapLeaderboardEntry()
    const coinsBefore = (await readApi<{ metadata: { currentCoinBalance: number } }>(`/api/users/${member}`)).metadata
      .currentCoinBalance
    expect(coinsBefore).toBeGreaterThanOrEqual(CLAIM_USD)

    // the navbar's GCoins balance leads to the swap-and-claim area
    await page.getByRole('link', { name: / GCoins$/ }).click()
    await page.waitForURL(/\/swaps$/)
    const claim = page.getByRole('region', { name: 'Claim' })
    await claim.getByText('Maximum claimable').waitFor({ timeout: 20_000 })

    await page.getByRole('radio', { name: /\(APE\)/ }).check()
    await claim.getByText('Maximum claimable').waitFor({ timeout: 20_000 })
    await claim.getByLabel('Amount (GCoins)').fill(String(CLAIM_USD))
    const signatureAnswer = page.waitForResponse((response) => response.url().includes('/api/swaps/claim/signature'))
    await claim.getByRole('button', { name: 'Claim', exact: true }).click()
    const signed = await signatureAnswer
    expect(signed.status()).toBe(200)
    const signature = (await signed.json()) as { data: { amount: string } }

    await page.getByText('Successfully verified!').waitFor({ timeout: 30_000 })
    await claim.getByText('Your claim is verified.').waitFor()
    // verified once, naming the claim's transaction
    expect(verifyCalls).toHaveLength(1)
    expect(verifyCalls[0]).toMatch(/txHash=0x[0-9a-f]{64}/)

    // on chain: the wallet holds exactly the signed amount more, and the vault counts it as claimed
    const claimedWei = BigInt(signature.data.amount)
    expect(claimedWei).toBeGreaterThan(0n)
    expect((await tokenBalance(ape)) - balanceBefore).toBe(claimedWei)
    const vaultCount = await chainClient().readContract({
      address: suite.stack.contracts.claimVault,
      abi: claimVaultAbi,
      functionName: 'getAccountClaimedAmount',
      args: [ape, member],
    })
    expect(vaultCount).toBe(claimedWei)

    // the server recorded the claim once: GCoins spent and the member on the swap leaderboard
    const coinsAfter = (await readApi<{ metadata: { currentCoinBalance: number } }>(`/api/users/${member}`)).metadata
      .currentCoinBalance
    expect(coinsAfter).toBeCloseTo(coinsBefore - CLAIM_USD, 6)
    const entry = await swapLeaderboardEntry()
    expect(entry.claimsCount).toBe(entryBefore.claimsCount + 1)
    expect(entry.totalClaimedUsd).toBeCloseTo(entryBefore.totalClaimedUsd + CLAIM_USD, 6)
    // and the navbar shows the GCoins left
    await page.getByTitle(`${coinsAfter} GCoins`).waitFor({ timeout: 10_000 })

    // a second claim inside CLAIM_PERIOD: the vault's limits put the machine in its too-early state
    await claim.getByRole('button', { name: 'Claim again' }).click()
    await claim.getByText(/^Too early: your next claim opens on /).waitFor({ timeout: 20_000 })
    expect(await claim.getByRole('button', { name: 'Claim', exact: true }).count()).toBe(0)
    // the limits read from the vault again count the paid claim
    await claim.getByText(`${formatEther(claimedWei)} tokens`).waitFor()

    // coming back later (a reload) still finds the period running, whichever token is chosen
    await page.reload()
    await page
      .getByRole('region', { name: 'Claim' })
      .getByText(/^Too early: your next claim opens on /)
      .waitFor({ timeout: 20_000 })

    // and the server refuses to sign one for another token as well: the period is per account
    const refused = await page.evaluate(async (token) => {
      const answer = await fetch(`/api/swaps/claim/signature?amount=5&tokenAddress=${token}`, {
        credentials: 'include',
      })
      return { status: answer.status, body: (await answer.json()) as { message?: string } }
    }, suite.stack.contracts.tokens.USDC)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/next claim/)
    await page.close()
  })

  it("shows the stage of the local Presale contract and a Presale button to the collection's presale URL", async () => {
    const page = await suite.browser.newPage()
    await page.goto(`${suite.stack.baseUrl}/swaps`)
    const presale = page.getByRole('region', { name: 'Presale' })
    // the local chain deploys the Presale in its presale stage (2) at 0.02 ETH
    await presale.locator('strong', { hasText: /^Presale$/ }).waitFor({ timeout: 20_000 })
    // priced in dollars too at the ether price the server serves
    await presale.getByText(/0\.02 ETH \(≈ \$[\d,]+\.\d\d\)/).waitFor()
    const button = presale.getByRole('link', { name: 'Presale' })
    expect(await button.getAttribute('href')).toBe('/collection/battlecards?presale=true')
    await page.close()
  })
})

// the claim flow's generated paths, each with a member of its own, the page without a linked X,
// and the page with no amount and inside the claim period
describeSwapClaimWalk(suite)
describeLinkRequiredScreens(suite)
describeClaimStateScreens(suite)
