import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  type Address,
  type Hash,
  type Hex,
  type LocalAccount,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { findFreePort } from '../../contracts/free-port.ts'
import { startLocalChain, type LocalChain, type LocalChainOptions } from '../../contracts/local-chain.ts'
import { DEV_CLAIM_SIGNER_PRIVATE_KEY } from '../../server/chain/devClaimSigner.ts'
import { claimVaultAbi } from '../../src/services/chain/abis/index.ts'
import { claimDomain, claimTypes } from '../../src/services/chain/claimTypes.ts'
import { koiChain } from '../../src/services/chain/chains.ts'
import { localTestAccounts } from '../../src/services/chain/localAccounts.ts'

/** A claim as the server's claim call answers it: what the vault's `claim` takes. */
export interface SignedClaim {
  signature: Hash
  tokenId: string
  amount: string
  deadline: number
  nonce: string
}

/** A fresh local chain on a free port, with clients for a test to read, write and move time. */
export async function startTestChain(options: Omit<LocalChainOptions, 'port'> = {}) {
  const chain: LocalChain = await startLocalChain({ ...options, port: await findFreePort() })
  const viemChain = koiChain({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })
  // a revert is an answer, not a network failure: no retries
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain: viemChain, transport })
  const testClient = createTestClient({ chain: viemChain, mode: 'hardhat', transport })
  const walletFor = (account: LocalAccount) => createWalletClient({ account, chain: viemChain, transport })
  const accounts = localTestAccounts()
  const devSigner = privateKeyToAccount(DEV_CLAIM_SIGNER_PRIVATE_KEY)

  const latestTimestamp = async () => (await publicClient.getBlock()).timestamp
  const advanceTime = async (seconds: bigint) => {
    await testClient.increaseTime({ seconds: Number(seconds) })
    await testClient.mine({ blocks: 1 })
  }

  const signClaim = (
    signer: LocalAccount,
    message: { account: Address; tokenId: bigint; amount: bigint; nonce: bigint; deadline: bigint; token?: Address },
  ): Promise<Hex> => {
    const token = message.token ?? Object.values(chain.contracts.tokens)[Number(message.tokenId)]
    if (!token) throw new Error(`no reward token with id ${message.tokenId}`)
    return signer.signTypedData({
      domain: claimDomain(chain.chainId, chain.contracts.claimVault),
      types: claimTypes,
      primaryType: 'Claim',
      message: { ...message, token },
    })
  }

  /** Redeems a claim the server signed, as the member's wallet would, and waits for it to be mined. */
  const claimOnChain = async (member: LocalAccount, claim: SignedClaim): Promise<Hash> => {
    const hash = await walletFor(member).writeContract({
      address: chain.contracts.claimVault,
      abi: claimVaultAbi,
      functionName: 'claim',
      args: [claim.signature, BigInt(claim.tokenId), BigInt(claim.amount), BigInt(claim.deadline)],
    })
    await publicClient.waitForTransactionReceipt({ hash })
    return hash
  }

  return {
    chain,
    publicClient,
    testClient,
    walletFor,
    accounts,
    devSigner,
    latestTimestamp,
    advanceTime,
    signClaim,
    claimOnChain,
  }
}

export type TestChain = Awaited<ReturnType<typeof startTestChain>>

export function account(testChain: TestChain, index: number): LocalAccount {
  const found = testChain.accounts[index]
  if (!found) throw new Error(`no test account ${index}`)
  return found
}
