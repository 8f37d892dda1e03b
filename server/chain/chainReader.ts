import {
  createPublicClient,
  http,
  isAddressEqual,
  parseEventLogs,
  TransactionReceiptNotFoundError,
  type Address,
  type Hash,
  type PublicClient,
} from 'viem'
import { claimVaultAbi } from '../../src/services/chain/abis/ClaimVault.ts'
import { koiChain } from '../../src/services/chain/chains.ts'
import { readPresale, type PresaleState } from '../../src/services/chain/presale.ts'
import { readSwapLimits, type SwapLimits } from '../../src/services/chain/swapLimits.ts'
import type { ChainContracts } from './config.ts'

export interface ChainReaderOptions {
  rpcUrl: string
  chainId: number
  contracts: ChainContracts
  /** first block to search for claims (the vault's deployment block on a real network) */
  fromBlock?: bigint
  /** blocks per log query: no query spans more, whatever the chain's length */
  logChunk?: bigint
}

/** Blocks per log query: within what public RPC providers accept for eth_getLogs. */
export const CLAIM_LOG_CHUNK = 2_000n

/**
 * Log queries one verification may make at most: a claim lands before its signature's deadline
 * (minutes after it was signed), so a few chunks from the signing block always reach it, and no
 * request can make the server read a chain's whole history.
 */
export const CLAIM_SCAN_CHUNKS = 5n

/** The block ranges to read, latest first, from `latest` down to `from`, each at most `size` blocks. */
export function blockChunks(from: bigint, latest: bigint, size: bigint): { fromBlock: bigint; toBlock: bigint }[] {
  const chunks: { fromBlock: bigint; toBlock: bigint }[] = []
  for (let to = latest; to >= from; to -= size) {
    chunks.push({ fromBlock: to - size + 1n > from ? to - size + 1n : from, toBlock: to })
  }
  return chunks
}

/** A claim the vault paid, as its Claimed event recorded it. (account, nonce) identifies it. */
export interface OnChainClaim {
  account: Address
  token: Address
  tokenId: bigint
  amount: bigint
  nonce: bigint
  txHash: Hash
  blockNumber: bigint
}

export type ClaimCheck = { verified: true; claim: OnChainClaim } | { verified: false; reason: string }

/**
 * Which claim to verify: a transaction the member sent, or their latest claim (of one token) at or
 * after `since`, the block at which its signature was issued; without it, in the latest blocks.
 */
export type ClaimReference = { txHash: Hash } | { token?: Address; since?: bigint }

export interface ChainReader {
  client: PublicClient
  /** The first block with claims to read: CHAIN_FROM_BLOCK, the vault's deployment block. */
  fromBlock: bigint
  nonceOf(account: Address): Promise<bigint>
  swapLimits(account: Address, token: Address): Promise<SwapLimits>
  /** The presale contract's owner, stage and that stage's price. */
  presale(): Promise<PresaleState>
  verifyClaim(account: Address, reference?: ClaimReference): Promise<ClaimCheck>
  /** The latest block's number and timestamp: no later block has an earlier timestamp. */
  latestBlock(): Promise<{ number: bigint; timestamp: bigint }>
  /** Every claim the vault paid in one block range, oldest first (one log query: keep the range a chunk). */
  claimsBetween(range: { fromBlock: bigint; toBlock: bigint }): Promise<OnChainClaim[]>
  /**
   * The claim that spent the account's `nonce`, searched forward from `since` (the block its
   * signature was issued at) in at most CLAIM_SCAN_CHUNKS chunks; null when that window holds none.
   */
  claimOfNonce(account: Address, nonce: bigint, since?: bigint): Promise<OnChainClaim | null>
}

/** How long one RPC request may take before it counts as failed (tried twice). */
const RPC_TIMEOUT_MS = 2000

export function createChainReader({
  rpcUrl,
  chainId,
  contracts,
  fromBlock = 0n,
  logChunk = CLAIM_LOG_CHUNK,
}: ChainReaderOptions): ChainReader {
  const client = createPublicClient({
    chain: koiChain({ chainId, rpcUrl }),
    // an RPC that does not answer fails the call (503) within seconds instead of holding it
    transport: http(rpcUrl, { retryCount: 1, timeout: RPC_TIMEOUT_MS }),
  })
  const vault = contracts.claimVault

  const toClaim = (log: {
    args: { account: Address; token: Address; tokenId: bigint; amount: bigint; nonce: bigint }
    transactionHash: Hash | null
    blockNumber: bigint | null
  }): OnChainClaim => ({
    ...log.args,
    txHash: log.transactionHash ?? '0x',
    blockNumber: log.blockNumber ?? 0n,
  })

  async function claimInTransaction(account: Address, txHash: Hash): Promise<ClaimCheck> {
    // only a missing receipt means "not on chain"; an unreachable node is an error of its own
    const receipt = await client.getTransactionReceipt({ hash: txHash }).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return null
      throw error
    })
    if (!receipt) return { verified: false, reason: `transaction ${txHash} is not on chain` }
    if (receipt.status !== 'success') return { verified: false, reason: `transaction ${txHash} reverted` }
    const claimed = parseEventLogs({ abi: claimVaultAbi, eventName: 'Claimed', logs: receipt.logs }).find(
      (log) => isAddressEqual(log.address, vault) && isAddressEqual(log.args.account, account),
    )
    if (!claimed) return { verified: false, reason: `transaction ${txHash} holds no claim of ${account}` }
    return { verified: true, claim: toClaim(claimed) }
  }

  /**
   * The member's latest claim in a window of at most CLAIM_SCAN_CHUNKS chunks: forward from the
   * signing block when it is known, otherwise back from the latest block; never before
   * CHAIN_FROM_BLOCK, and read latest first.
   */
  async function latestClaim(account: Address, token?: Address, since?: bigint): Promise<ClaimCheck> {
    // uncached: the server's reader lives long, and a claim mined a moment ago must be in range
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    const span = logChunk * CLAIM_SCAN_CHUNKS
    const start = since !== undefined && since > fromBlock ? since : fromBlock
    const end = since !== undefined && start + span - 1n < latest ? start + span - 1n : latest
    const lowest = since === undefined && latest - span + 1n > fromBlock ? latest - span + 1n : start
    for (const range of blockChunks(lowest, end, logChunk)) {
      const logs = await client.getContractEvents({
        address: vault,
        abi: claimVaultAbi,
        eventName: 'Claimed',
        args: token ? { account, token } : { account },
        ...range,
        strict: true,
      })
      const last = logs.at(-1)
      if (last) return { verified: true, claim: toClaim(last) }
    }
    return { verified: false, reason: `no claim of ${account} on chain` }
  }

  async function claimOfNonce(account: Address, nonce: bigint, since?: bigint): Promise<OnChainClaim | null> {
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    const span = logChunk * CLAIM_SCAN_CHUNKS
    // without the signing block (a signature older than that record), the latest window is all there is
    const start = since === undefined ? latest - span + 1n : since
    const from = start > fromBlock ? start : fromBlock
    const to = from + span - 1n < latest ? from + span - 1n : latest
    // oldest first: a claim lands minutes after its signature, in the first chunk read
    for (const range of blockChunks(from, to, logChunk).reverse()) {
      const logs = await client.getContractEvents({
        address: vault,
        abi: claimVaultAbi,
        eventName: 'Claimed',
        args: { account },
        ...range,
        strict: true,
      })
      const spent = logs.find((log) => log.args.nonce === nonce)
      if (spent) return toClaim(spent)
    }
    return null
  }

  return {
    client,
    fromBlock,
    latestBlock: async () => {
      const block = await client.getBlock({ blockTag: 'latest' })
      return { number: block.number, timestamp: block.timestamp }
    },
    claimsBetween: async (range) =>
      (
        await client.getContractEvents({
          address: vault,
          abi: claimVaultAbi,
          eventName: 'Claimed',
          ...range,
          strict: true,
        })
      ).map(toClaim),
    claimOfNonce,
    nonceOf: (account) =>
      client.readContract({ address: vault, abi: claimVaultAbi, functionName: 'nonces', args: [account] }),
    swapLimits: (account, token) => readSwapLimits(client, vault, token, account),
    presale: () => readPresale(client, contracts.presale),
    verifyClaim: (account, reference = {}) => {
      if ('txHash' in reference) return claimInTransaction(account, reference.txHash)
      return latestClaim(account, reference.token, reference.since)
    },
  }
}
