import { createPublicClient, http, type Address, type Hash, type Hex } from 'viem'
import { claimVaultAbi, koiChain, readSwapLimits } from '../../services/chain'
import type { Env } from '../../services/config/env'
import { writeContract } from '../../services/wallet'
import type { SwapChain } from './swapChain'

/** The local or configured chain through viem, with the connected wallet writing to `vault`. */
export function viemSwapChain(env: Pick<Env, 'chainId' | 'rpcUrl'>, vault: Address): SwapChain {
  const client = createPublicClient({ chain: koiChain(env), transport: http(env.rpcUrl) })
  return {
    async readLimits(tokenAddress, account) {
      const limits = await readSwapLimits(client, vault, tokenAddress as Address, account as Address)
      return {
        claimPeriod: Number(limits.claimPeriod),
        maxClaim: limits.maxClaim.toString(),
        nextClaimTimestamp: Number(limits.nextClaimTimestamp),
        claimedAmount: limits.claimedAmount.toString(),
      }
    },
    writeClaim: (claim) =>
      writeContract({
        address: vault,
        abi: claimVaultAbi,
        functionName: 'claim',
        args: [claim.signature as Hex, BigInt(claim.tokenId), BigInt(claim.amountWei), BigInt(claim.deadline)],
      }),
    async waitForReceipt(hash) {
      const receipt = await client.waitForTransactionReceipt({ hash: hash as Hash })
      if (receipt.status !== 'success') throw new Error('The claim transaction was reverted.')
    },
  }
}
