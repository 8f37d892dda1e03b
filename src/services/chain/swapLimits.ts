import type { Address, PublicClient } from 'viem'
import { claimVaultAbi } from './abis/ClaimVault.ts'

export interface SwapLimits {
  /** seconds between two claims of one account */
  claimPeriod: bigint
  /** largest amount of one claim, in wei of the reward token */
  maxClaim: bigint
  /** unix seconds from which the account may claim again; 0 when it never claimed */
  nextClaimTimestamp: bigint
  /** what the account has claimed of this token so far, in wei */
  claimedAmount: bigint
}

/** The swap limits the spec says are read from the chain, in one round of reads. */
export async function readSwapLimits(
  client: PublicClient,
  vault: Address,
  token: Address,
  account: Address,
): Promise<SwapLimits> {
  const contract = { address: vault, abi: claimVaultAbi } as const
  const [claimPeriod, maxClaim, nextClaimTimestamp, claimedAmount] = await Promise.all([
    client.readContract({ ...contract, functionName: 'CLAIM_PERIOD' }),
    client.readContract({ ...contract, functionName: 'MAX_CLAIM' }),
    client.readContract({ ...contract, functionName: 'nextClaimTimestamp', args: [account] }),
    client.readContract({ ...contract, functionName: 'getAccountClaimedAmount', args: [token, account] }),
  ])
  return { claimPeriod, maxClaim, nextClaimTimestamp, claimedAmount }
}
