import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { HttpRequestError, UserRejectedRequestError } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SwapsArea, type SwapChain } from '../../../src/features/swaps'
import type { ClaimLimits, ClaimSignature } from '../../../src/machines/swapClaim/events'
import { swapClaimMessages } from '../../../src/machines/swapClaim/messages'
import { createMockServer, memberAccount, mockCall, mockError, testServiceUrls } from '../../../src/mocks'
import { createApiClient } from '../../../src/services/api'
import { LINK_X_TO_REDEEM } from '../../../src/services/api/contract/constants'
import { testEnv } from '../shell/renderApp'

const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const ape = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const usdc = '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9'
const txHash = `0x${'12'.repeat(32)}`
const now = () => Math.floor(Date.now() / 1000)

const openLimits: ClaimLimits = {
  claimPeriod: 86_400,
  maxClaim: (500n * 10n ** 18n).toString(),
  nextClaimTimestamp: 0,
  claimedAmount: '0',
}

function fakeChain(limits: ClaimLimits = openLimits) {
  const writes: ClaimSignature[] = []
  const reads: { token: string; account: string }[] = []
  const chain: SwapChain = {
    readLimits: (token, account) => {
      reads.push({ token, account })
      return Promise.resolve(limits)
    },
    writeClaim: (claim) => {
      writes.push(claim)
      return Promise.resolve(txHash)
    },
    waitForReceipt: () => Promise.resolve(),
  }
  return { chain, writes, reads }
}

/** The main service of the swap area; records the claim calls it receives. */
function swapService() {
  const calls = { signature: [] as URLSearchParams[], verify: [] as URLSearchParams[] }
  server.use(
    mockCall('getSupportedTokens', [
      { name: 'ApeCoin', symbol: 'APE', tokenAddress: ape, decimals: 18 },
      { name: 'USD Coin', symbol: 'USDC', tokenAddress: usdc, decimals: 18 },
    ]),
    mockCall('getSwapLeaderboard', [
      { account: memberAccount, username: 'koi_keeper', totalClaimedUsd: 1234.5, claimsCount: 3, rank: 1 },
    ]),
    mockCall('getMaxClaimableUsd', { maxClaimableUsd: 100 }),
    mockCall('getClaimSignature', ({ query }) => {
      calls.signature.push(query)
      return {
        signature: '0xsig',
        tokenId: '0',
        amount: (25n * 10n ** 18n).toString(),
        deadline: 1_900_000_000,
        nonce: '0',
      }
    }),
    mockCall('verifyClaim', ({ query }) => {
      calls.verify.push(query)
      return { verified: true, amount: (25n * 10n ** 18n).toString() }
    }),
  )
  return calls
}

function renderArea(chain: SwapChain, signedInAccount: string | null = memberAccount, env = testEnv) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <SwapsArea
        api={createApiClient(testServiceUrls)}
        env={env}
        vaultAddress={env.contracts.claimVault}
        signedInAccount={signedInAccount}
        chain={chain}
      />
      <Toaster />
    </QueryClientProvider>,
  )
}

async function claim(amount: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Amount (GCoins)'), amount)
  await user.click(screen.getByRole('button', { name: 'Claim' }))
}

describe('the swap-and-claim area', () => {
  it('lists the supported tokens, the leaderboard and the limits read from the vault', async () => {
    swapService()
    const { chain, reads } = fakeChain()
    renderArea(chain)

    expect(await screen.findByRole('radio', { name: 'ApeCoin (APE)' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'USD Coin (USDC)' })).not.toBeChecked()
    expect(await screen.findByRole('cell', { name: 'koi_keeper' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: '$1,234.50' })).toBeInTheDocument()
    expect(await screen.findByText('1 day')).toBeInTheDocument()
    expect(screen.getByText('500 tokens')).toBeInTheDocument()
    expect(await screen.findByText('$100')).toBeInTheDocument()
    expect(reads).toEqual([{ token: ape, account: memberAccount }])
  })

  it('claims with the server signature through the wallet, then verifies once', async () => {
    const calls = swapService()
    const { chain, writes } = fakeChain()
    renderArea(chain)
    await claim('25')

    expect(await screen.findByText(swapClaimMessages.verified, {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByText('Your claim is verified.')).toBeInTheDocument()
    expect(calls.signature.map((query) => [query.get('amount'), query.get('tokenAddress')])).toEqual([['25', ape]])
    expect(writes).toEqual([
      { signature: '0xsig', tokenId: '0', amountWei: (25n * 10n ** 18n).toString(), deadline: 1_900_000_000 },
    ])
    expect(calls.verify.map((query) => query.get('txHash'))).toEqual([txHash])
    // the claim's transaction, linked on the chain's block explorer
    expect(screen.getByRole('link', { name: `${txHash.slice(0, 10)}…${txHash.slice(-8)}` })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/tx/${txHash}`,
    )
  })

  it('shows the transaction as text on a chain without a block explorer', async () => {
    swapService()
    const { chain } = fakeChain()
    renderArea(chain, memberAccount, { ...testEnv, explorerUrl: '' })
    await claim('25')
    await screen.findByText('Your claim is verified.', {}, { timeout: 3000 })
    const hash = screen.getByText(`${txHash.slice(0, 10)}…${txHash.slice(-8)}`)
    expect(hash.tagName).toBe('CODE')
    expect(hash).toHaveAttribute('title', txHash)
  })

  it('says the member is not authenticated when the verify call answers 401', async () => {
    swapService()
    server.use(mockError('verifyClaim', 401, 'sign in first'))
    renderArea(fakeChain().chain)
    await claim('10')

    expect(await screen.findByText(swapClaimMessages.notAuthenticated, {}, { timeout: 3000 })).toBeInTheDocument()
  })

  it("shows the server's message when it refuses to sign, and offers Try again", async () => {
    const calls = swapService()
    server.use(mockError('getClaimSignature', 400, 'query.amount: more than your available GCoins'))
    const { chain, writes } = fakeChain()
    renderArea(chain)
    await claim('25')

    expect(
      await screen.findByText('query.amount: more than your available GCoins', {}, { timeout: 3000 }),
    ).toBeInTheDocument()
    expect(writes).toEqual([])
    expect(calls.verify).toEqual([])
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('asks for an amount, without asking the server, when Claim is pressed with none or with one that is not a number', async () => {
    const calls = swapService()
    const { chain, writes } = fakeChain()
    renderArea(chain)
    const user = userEvent.setup()
    const amount = await screen.findByLabelText('Amount (GCoins)')
    await screen.findByText('$100')
    await user.click(screen.getByRole('button', { name: 'Claim' }))

    const missing = await screen.findByRole('alert')
    expect(missing).toHaveTextContent(swapClaimMessages.amountMissing)
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(amount).toHaveAccessibleDescription(swapClaimMessages.amountMissing)
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled()

    // typing clears it; a value that is not a number asks again, the text typed kept
    await user.type(amount, 'abc')
    expect(screen.queryByText(swapClaimMessages.amountMissing)).toBeNull()
    expect(amount).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Claim' }))
    expect(await screen.findByText(swapClaimMessages.amountMissing)).toBeInTheDocument()
    expect(amount).toHaveValue('abc')
    expect(amount).toBeEnabled()

    // a real amount claims as usual
    await user.clear(amount)
    await user.type(amount, '25')
    expect(screen.queryByText(swapClaimMessages.amountMissing)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Claim' }))
    expect(await screen.findByText('Your claim is verified.', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(calls.signature.map((query) => query.get('amount'))).toEqual(['25'])
    expect(writes).toHaveLength(1)
  })

  it("offers Link X with the server's reason when redeeming needs a linked X account, keeping the amount typed", async () => {
    swapService()
    server.use(mockError('getClaimSignature', 403, LINK_X_TO_REDEEM))
    const { chain, writes } = fakeChain()
    renderArea(chain)
    await claim('25')

    const reason = await screen.findByRole('alert')
    expect(reason).toHaveTextContent('Link your X account to redeem GCoins')
    expect(within(reason).getByRole('button', { name: 'Link X' })).toBeInTheDocument()
    // not the generic failure: no error toast, no Try again
    expect(screen.queryByText(swapClaimMessages.failure)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(screen.getByLabelText('Amount (GCoins)')).toHaveValue('25')
    expect(screen.getByLabelText('Amount (GCoins)')).toBeEnabled()
    expect(writes).toEqual([])
  })

  it("keeps the amount and shows the server's message while the chain is away, and claims once it is back", async () => {
    swapService()
    const away = 'claim signature: the chain could not be reached, try again later'
    server.use(mockError('getClaimSignature', 503, away))
    const { chain, writes } = fakeChain()
    renderArea(chain)
    await claim('25')

    expect(await screen.findByText(away, {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByLabelText('Amount (GCoins)')).toHaveValue('25')
    expect(writes).toEqual([])

    // the RPC is back: Try again, then Claim with the same amount
    server.resetHandlers()
    const calls = swapService()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByLabelText('Amount (GCoins)')).toHaveValue('25')
    await user.click(screen.getByRole('button', { name: 'Claim' }))
    expect(await screen.findByText('Your claim is verified.', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(calls.signature.map((query) => query.get('amount'))).toEqual(['25'])
    expect(writes).toHaveLength(1)
  })

  it("shows the failure toast, not the RPC's request, when the wallet's write cannot reach the chain", async () => {
    swapService()
    const { chain } = fakeChain()
    chain.writeClaim = () =>
      Promise.reject(new HttpRequestError({ url: 'http://127.0.0.1:8545', details: 'fetch failed' }))
    renderArea(chain)
    await claim('25')

    expect(await screen.findByText(swapClaimMessages.failure, {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByText(/HTTP request failed/)).toBeNull()
    expect(screen.getByLabelText('Amount (GCoins)')).toHaveValue('25')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it("says the wallet's refusal in its own short words, without the request it was asked, and offers Try again", async () => {
    swapService()
    const { chain } = fakeChain()
    chain.writeClaim = () => Promise.reject(new UserRejectedRequestError(new Error('declined in the wallet')))
    renderArea(chain)
    await claim('25')

    expect(await screen.findByText('User rejected the request.', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByText(/Version: viem|Details:/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('shows the over-the-maximum state without asking the server', async () => {
    const calls = swapService()
    renderArea(fakeChain().chain)
    await claim('250')

    expect(await screen.findByText(/Over the maximum: 250 is more than the \$100/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled()
    expect(calls.signature).toEqual([])
  })

  it('shows the too-early state inside the claim period, and reads the vault again for Check again', async () => {
    swapService()
    const limits = { ...openLimits, nextClaimTimestamp: now() + 3_600 }
    const { chain, reads } = fakeChain(limits)
    renderArea(chain)

    expect(await screen.findByText(/Too early: your next claim opens on/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument()
    expect(reads).toHaveLength(1)

    // the period has run out meanwhile: Check again reads the vault and opens the claim
    limits.nextClaimTimestamp = now() - 1
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }))
    expect(await screen.findByRole('button', { name: 'Claim' })).toBeEnabled()
    expect(screen.queryByText(/Too early/)).toBeNull()
    expect(reads).toHaveLength(2)
  })

  it('reads the vault again for Claim again and shows the too-early state once the claim is paid', async () => {
    swapService()
    const paid = { ...openLimits }
    const { chain, reads } = fakeChain(paid)
    // the vault after the claim: the amount counted and the next claim a period away
    const payingChain: SwapChain = {
      ...chain,
      writeClaim: async (claimed) => {
        Object.assign(paid, { claimedAmount: claimed.amountWei, nextClaimTimestamp: now() + paid.claimPeriod })
        return chain.writeClaim(claimed)
      },
    }
    renderArea(payingChain)
    await claim('25')
    await screen.findByText('Your claim is verified.', {}, { timeout: 3000 })

    await userEvent.setup().click(screen.getByRole('button', { name: 'Claim again' }))
    expect(await screen.findByText(/Too early: your next claim opens on/)).toBeInTheDocument()
    expect(screen.getByText('25 tokens')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument()
    expect(reads).toHaveLength(2)
  })

  it('asks visitors to sign in before claiming', async () => {
    swapService()
    const { chain, reads } = fakeChain()
    renderArea(chain, null)

    expect(await screen.findByText('Sign in to claim your GCoins as tokens.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('radio', { name: 'ApeCoin (APE)' })).toBeInTheDocument())
    expect(reads).toEqual([])
  })
})
