import { formatEther, type Address, type Hex } from 'viem'
import type { ChainReader } from './chainReader.ts'
import type { ClaimSigner } from './claimSigner.ts'
import { rewardTokenIdOf, type ChainContracts } from './config.ts'

/** How long a claim signature stays valid: long enough to confirm in a wallet, short enough not to linger. */
export const CLAIM_SIGNATURE_VALIDITY_SECONDS = 10n * 60n

export interface SignedClaim {
  signature: Hex
  tokenId: string
  /** wei of the reward token, as a decimal string */
  amount: string
  /** unix seconds */
  deadline: number
  nonce: string
}

export type ClaimRequestResult =
  | {
      ok: true
      claim: SignedClaim
      /** the latest block when it was signed: the claim lands after it */ issuedBlock: bigint
    }
  | { ok: false; status: 400 | 409; message: string }

/**
 * The chain's part of GET /api/swaps/claim/signature: checks what the vault would refuse anyway
 * (unknown token, nothing to claim, over MAX_CLAIM, within CLAIM_PERIOD) so that the member gets a
 * clear answer instead of a signature that cannot be used, then signs for the member's next nonce.
 * The GCoins balance and the USD maximum are the caller's to check first.
 */
export async function signClaimRequest(
  { signer, reader, contracts }: { signer: ClaimSigner; reader: ChainReader; contracts: ChainContracts },
  { account, tokenAddress, amount }: { account: Address; tokenAddress: string; amount: bigint },
): Promise<ClaimRequestResult> {
  const tokenId = rewardTokenIdOf(contracts, tokenAddress)
  if (tokenId === undefined) return { ok: false, status: 400, message: `${tokenAddress} is not a supported swap token` }
  if (amount <= 0n) return { ok: false, status: 400, message: 'amount must be a number above 0' }

  const token = tokenAddress as Address
  const [limits, nonce, block] = await Promise.all([
    reader.swapLimits(account, token),
    reader.nonceOf(account),
    reader.client.getBlock(),
  ])
  if (amount > limits.maxClaim) {
    return {
      ok: false,
      status: 400,
      message: `amount exceeds the maximum claim of ${formatEther(limits.maxClaim)} tokens`,
    }
  }
  // chain time, not server time: the vault compares against block timestamps
  if (limits.nextClaimTimestamp > block.timestamp) {
    const next = new Date(Number(limits.nextClaimTimestamp) * 1000).toISOString()
    return { ok: false, status: 409, message: `the next claim is possible from ${next}` }
  }

  const deadline = block.timestamp + CLAIM_SIGNATURE_VALIDITY_SECONDS
  const signature = await signer.sign({ account, token, tokenId, amount, nonce, deadline })
  return {
    ok: true,
    issuedBlock: block.number,
    claim: {
      signature,
      tokenId: tokenId.toString(),
      amount: amount.toString(),
      deadline: Number(deadline),
      nonce: nonce.toString(),
    },
  }
}
