import { formatEther, parseEther, type Hash, type LocalAccount } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ChainConfigError,
  chainEnvironment,
  createChainReader,
  createClaimSigner,
  DEV_CLAIM_SIGNER_PRIVATE_KEY,
  readChainConfig,
  rewardTokenIdOf,
  signClaimRequest,
  type ChainReader,
  type ClaimSigner,
} from '../../server/chain/index.ts'
import { DEFAULT_MAX_CLAIM } from '../../contracts/deploy.ts'
import { claimVaultAbi } from '../../src/services/chain/abis/index.ts'
import { brokenChecksum } from '../server/brokenChecksum.ts'
import { account, startTestChain, type TestChain } from './chainFixture.ts'

let testChain: TestChain
let signer: ClaimSigner
let reader: ChainReader

beforeAll(async () => {
  testChain = await startTestChain()
  const config = readChainConfig(chainEnvironment(testChain.chain))
  signer = createClaimSigner({
    privateKey: config.claimSignerPrivateKey,
    chainId: config.chainId,
    vault: config.contracts.claimVault,
  })
  reader = createChainReader(config)
})

afterAll(async () => {
  await testChain?.chain.stop()
})

/** What the signature endpoint does: the next nonce, a deadline, the server's signature. */
async function serverSignature(claimer: LocalAccount, amount: bigint, symbol: 'APE' | 'USDC' = 'APE') {
  const token = testChain.chain.contracts.tokens[symbol]
  const tokenId = rewardTokenIdOf(testChain.chain.contracts, token)
  if (tokenId === undefined) throw new Error(`${symbol} is not a reward token`)
  const nonce = await reader.nonceOf(claimer.address)
  const deadline = (await testChain.latestTimestamp()) + 600n
  const signature = await signer.sign({ account: claimer.address, token, tokenId, amount, nonce, deadline })
  return { signature, tokenId, amount, deadline, nonce, token }
}

async function claimOnChain(claimer: LocalAccount, claim: Awaited<ReturnType<typeof serverSignature>>): Promise<Hash> {
  const hash = await testChain.walletFor(claimer).writeContract({
    address: testChain.chain.contracts.claimVault,
    abi: claimVaultAbi,
    functionName: 'claim',
    args: [claim.signature, claim.tokenId, claim.amount, claim.deadline],
  })
  await testChain.publicClient.waitForTransactionReceipt({ hash })
  return hash
}

describe('claim signer', () => {
  it('signs as the address the local vault trusts', async () => {
    const vaultSigner = await testChain.publicClient.readContract({
      address: testChain.chain.contracts.claimVault,
      abi: claimVaultAbi,
      functionName: 'signer',
    })
    expect(signer.address).toBe(vaultSigner)
    expect(testChain.chain.signerAddress).toBe(vaultSigner)
  })

  it('produces signatures the vault pays, for the member they were signed for', async () => {
    const claimer = account(testChain, 1)
    const claim = await serverSignature(claimer, parseEther('3'), 'USDC')
    expect(claim.tokenId).toBe(4n)
    const txHash = await claimOnChain(claimer, claim)

    const check = await reader.verifyClaim(claimer.address, { txHash })
    expect(check).toMatchObject({
      verified: true,
      claim: { account: claimer.address, amount: parseEther('3'), tokenId: 4n, nonce: 0n, txHash },
    })
    expect(await reader.nonceOf(claimer.address)).toBe(1n)
    expect(await reader.swapLimits(claimer.address, claim.token)).toMatchObject({ claimedAmount: parseEther('3') })
  })

  it('refuses a key that is not 32 bytes of hex', () => {
    expect(() =>
      createClaimSigner({ privateKey: '0x1234', chainId: 1, vault: testChain.chain.contracts.claimVault }),
    ).toThrow('the claim signer key must be 32 bytes of hex')
  })
})

describe('chain reader verifyClaim', () => {
  it("finds a member's latest claim without a transaction hash, by token or across tokens", async () => {
    const claimer = account(testChain, 2)
    const txHash = await claimOnChain(claimer, await serverSignature(claimer, parseEther('7')))
    const apeCheck = await reader.verifyClaim(claimer.address, { token: testChain.chain.contracts.tokens.APE })
    expect(apeCheck).toMatchObject({ verified: true, claim: { txHash, amount: parseEther('7') } })
    expect(await reader.verifyClaim(claimer.address)).toMatchObject({ verified: true, claim: { txHash } })
    expect(await reader.verifyClaim(claimer.address, { token: testChain.chain.contracts.tokens.ARB })).toEqual({
      verified: false,
      reason: `no claim of ${claimer.address} on chain`,
    })
  })

  it("does not credit one member with another member's transaction", async () => {
    const claimer = account(testChain, 3)
    const txHash = await claimOnChain(claimer, await serverSignature(claimer, parseEther('1')))
    const other = account(testChain, 4).address
    expect(await reader.verifyClaim(other, { txHash })).toEqual({
      verified: false,
      reason: `transaction ${txHash} holds no claim of ${other}`,
    })
  })

  it('answers for a transaction that is not on chain', async () => {
    const txHash: Hash = `0x${'ab'.repeat(32)}`
    expect(await reader.verifyClaim(account(testChain, 5).address, { txHash })).toEqual({
      verified: false,
      reason: `transaction ${txHash} is not on chain`,
    })
  })
})

describe('signClaimRequest', () => {
  const request = (claimer: LocalAccount, tokenAddress: string, amount: bigint) =>
    signClaimRequest(
      { signer, reader, contracts: testChain.chain.contracts },
      { account: claimer.address, tokenAddress, amount },
    )

  it('signs a claim the vault pays, then refuses another within the claim period', async () => {
    const claimer = account(testChain, 6)
    const result = await request(claimer, testChain.chain.contracts.tokens.ANIME, parseEther('2'))
    if (!result.ok) throw new Error(result.message)
    expect(result.claim).toMatchObject({ tokenId: '1', amount: parseEther('2').toString(), nonce: '0' })

    const { signature, tokenId, amount, deadline } = result.claim
    const hash = await testChain.walletFor(claimer).writeContract({
      address: testChain.chain.contracts.claimVault,
      abi: claimVaultAbi,
      functionName: 'claim',
      args: [signature, BigInt(tokenId), BigInt(amount), BigInt(deadline)],
    })
    expect((await testChain.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')

    const again = await request(claimer, testChain.chain.contracts.tokens.ANIME, parseEther('2'))
    expect(again).toMatchObject({ ok: false, status: 409 })
    expect(again.ok ? '' : again.message).toMatch(/^the next claim is possible from \d{4}-/)
  })

  it('answers 400 with the reason for an unknown token, a zero amount and an amount over MAX_CLAIM', async () => {
    const claimer = account(testChain, 7)
    const stranger = account(testChain, 8).address
    expect(await request(claimer, stranger, 1n)).toEqual({
      ok: false,
      status: 400,
      message: `${stranger} is not a supported swap token`,
    })
    expect(await request(claimer, testChain.chain.contracts.tokens.APE, 0n)).toEqual({
      ok: false,
      status: 400,
      message: 'amount must be a number above 0',
    })
    expect(await request(claimer, testChain.chain.contracts.tokens.APE, DEFAULT_MAX_CLAIM + 1n)).toEqual({
      ok: false,
      status: 400,
      message: `amount exceeds the maximum claim of ${formatEther(DEFAULT_MAX_CLAIM)} tokens`,
    })
  })
})

describe('chain configuration', () => {
  it('defaults to the development signer only on a loopback RPC URL', () => {
    const env = chainEnvironment(testChain.chain)
    expect(readChainConfig(env).claimSignerPrivateKey).toBe(DEV_CLAIM_SIGNER_PRIVATE_KEY)
    expect(() => readChainConfig({ ...env, RPC_URL: 'https://sepolia.example.org' })).toThrow(
      'CLAIM_SIGNER_PRIVATE_KEY is required for a chain that is not local',
    )
    // a loopback URL is not enough: the start's flag and the local chain id are needed too
    const { KOI_DEV_SIGNER: _flag, ...unflagged } = env
    expect(() => readChainConfig(unflagged)).toThrow('CLAIM_SIGNER_PRIVATE_KEY is required')
    expect(() => readChainConfig({ ...env, CHAIN_ID: '1' })).toThrow('CLAIM_SIGNER_PRIVATE_KEY is required')
  })

  it('names every missing or malformed value at once', () => {
    let error: unknown
    try {
      readChainConfig({
        CLAIM_VAULT_ADDRESS: 'vault',
        PRESALE_ADDRESS: brokenChecksum(`0x${'ab'.repeat(20)}`),
        REWARD_TOKENS: '{"APE":"0x12"}',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ChainConfigError)
    expect((error as ChainConfigError).problems).toEqual(
      expect.arrayContaining([
        'RPC_URL is missing',
        'CLAIM_VAULT_ADDRESS is not an address',
        'PRESALE_ADDRESS is not an address',
        'REWARD_TOKENS.APE is not an address',
        'REWARD_TOKENS.USDC is missing',
      ]),
    )
  })
})
