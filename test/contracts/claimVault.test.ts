import { parseEther, type Address, type Hex, type LocalAccount } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CLAIM_PERIOD, DEFAULT_MAX_CLAIM } from '../../contracts/deploy.ts'
import { claimVaultAbi, rewardTokenAbi } from '../../src/services/chain/abis/index.ts'
import { readSwapLimits } from '../../src/services/chain/swapLimits.ts'
import { account, startTestChain, type TestChain } from './chainFixture.ts'

let testChain: TestChain

beforeAll(async () => {
  testChain = await startTestChain()
})

afterAll(async () => {
  await testChain?.chain.stop()
})

const vault = () => testChain.chain.contracts.claimVault
const ape = () => testChain.chain.contracts.tokens.APE

async function nonceOf(address: Address): Promise<bigint> {
  return testChain.publicClient.readContract({
    address: vault(),
    abi: claimVaultAbi,
    functionName: 'nonces',
    args: [address],
  })
}

async function claimAs(claimer: LocalAccount, signature: Hex, tokenId: bigint, amount: bigint, deadline: bigint) {
  const hash = await testChain.walletFor(claimer).writeContract({
    address: vault(),
    abi: claimVaultAbi,
    functionName: 'claim',
    args: [signature, tokenId, amount, deadline],
  })
  return testChain.publicClient.waitForTransactionReceipt({ hash })
}

/** A claim of APE the server's signer would issue right now for the account's current nonce. */
async function serverSignedClaim(claimer: LocalAccount, amount = parseEther('10'), validFor = 3600n) {
  const deadline = (await testChain.latestTimestamp()) + validFor
  const nonce = await nonceOf(claimer.address)
  const signature = await testChain.signClaim(testChain.devSigner, {
    account: claimer.address,
    tokenId: 0n,
    amount,
    nonce,
    deadline,
  })
  return { signature, amount, deadline }
}

describe('ClaimVault', () => {
  it('exposes MAX_CLAIM and CLAIM_PERIOD as deployed', async () => {
    const limits = await readSwapLimits(testChain.publicClient, vault(), ape(), account(testChain, 1).address)
    expect(limits).toEqual({
      claimPeriod: DEFAULT_CLAIM_PERIOD,
      maxClaim: DEFAULT_MAX_CLAIM,
      nextClaimTimestamp: 0n,
      claimedAmount: 0n,
    })
  })

  it('pays a good claim once and records it', async () => {
    const claimer = account(testChain, 1)
    const { signature, amount, deadline } = await serverSignedClaim(claimer)
    const receipt = await claimAs(claimer, signature, 0n, amount, deadline)
    expect(receipt.status).toBe('success')

    const balance = await testChain.publicClient.readContract({
      address: ape(),
      abi: rewardTokenAbi,
      functionName: 'balanceOf',
      args: [claimer.address],
    })
    expect(balance).toBe(amount)
    expect(await nonceOf(claimer.address)).toBe(1n)

    const block = await testChain.publicClient.getBlock({ blockNumber: receipt.blockNumber })
    const limits = await readSwapLimits(testChain.publicClient, vault(), ape(), claimer.address)
    expect(limits.claimedAmount).toBe(amount)
    expect(limits.nextClaimTimestamp).toBe(block.timestamp + DEFAULT_CLAIM_PERIOD)
  })

  it('refuses a replayed signature, even after the claim period', async () => {
    const claimer = account(testChain, 2)
    // valid for longer than the claim period, so only the used nonce can stop the replay
    const { signature, amount, deadline } = await serverSignedClaim(
      claimer,
      parseEther('10'),
      2n * DEFAULT_CLAIM_PERIOD,
    )
    await claimAs(claimer, signature, 0n, amount, deadline)
    await testChain.advanceTime(DEFAULT_CLAIM_PERIOD + 1n)
    await expect(claimAs(claimer, signature, 0n, amount, deadline)).rejects.toThrow(
      'ClaimVault: signature already used',
    )
  })

  it('refuses a claim signed by another key', async () => {
    const claimer = account(testChain, 3)
    const deadline = (await testChain.latestTimestamp()) + 3600n
    const signature = await testChain.signClaim(account(testChain, 9), {
      account: claimer.address,
      tokenId: 0n,
      amount: parseEther('10'),
      nonce: 0n,
      deadline,
    })
    await expect(claimAs(claimer, signature, 0n, parseEther('10'), deadline)).rejects.toThrow(
      'ClaimVault: invalid signature',
    )
  })

  it("refuses a claim signed for another member's account", async () => {
    const owner = account(testChain, 4)
    const { signature, amount, deadline } = await serverSignedClaim(owner)
    await expect(claimAs(account(testChain, 5), signature, 0n, amount, deadline)).rejects.toThrow(
      'ClaimVault: invalid signature',
    )
  })

  it('refuses a claim past its deadline', async () => {
    const claimer = account(testChain, 6)
    const deadline = (await testChain.latestTimestamp()) - 1n
    const signature = await testChain.signClaim(testChain.devSigner, {
      account: claimer.address,
      tokenId: 0n,
      amount: parseEther('10'),
      nonce: 0n,
      deadline,
    })
    await expect(claimAs(claimer, signature, 0n, parseEther('10'), deadline)).rejects.toThrow(
      'ClaimVault: signature expired',
    )
  })

  it('refuses a claim over MAX_CLAIM, even when signed', async () => {
    const claimer = account(testChain, 7)
    const { signature, amount, deadline } = await serverSignedClaim(claimer, DEFAULT_MAX_CLAIM + 1n)
    await expect(claimAs(claimer, signature, 0n, amount, deadline)).rejects.toThrow(
      'ClaimVault: amount exceeds MAX_CLAIM',
    )
  })

  it('refuses a second claim before the claim period ends, and pays it after', async () => {
    const claimer = account(testChain, 8)
    const first = await serverSignedClaim(claimer)
    await claimAs(claimer, first.signature, 0n, first.amount, first.deadline)

    const second = await serverSignedClaim(claimer)
    await expect(claimAs(claimer, second.signature, 0n, second.amount, second.deadline)).rejects.toThrow(
      'ClaimVault: claim period not over',
    )

    await testChain.advanceTime(DEFAULT_CLAIM_PERIOD)
    const later = await serverSignedClaim(claimer)
    const receipt = await claimAs(claimer, later.signature, 0n, later.amount, later.deadline)
    expect(receipt.status).toBe('success')
    expect(await nonceOf(claimer.address)).toBe(2n)
  })

  it('refuses an unknown token id', async () => {
    const claimer = account(testChain, 9)
    const deadline = (await testChain.latestTimestamp()) + 3600n
    await expect(claimAs(claimer, '0x', 99n, parseEther('1'), deadline)).rejects.toThrow('ClaimVault: unknown token id')
  })
})
