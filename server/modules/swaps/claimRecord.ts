import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { ChainContracts, OnChainClaim } from '../../chain'
import type { Db } from '../../db/connect'
import { members, swapClaims, swapLeaderboard } from '../../db/schema'
import { isUniqueViolation } from '../../http/errors'
import { tokenPriceUsd, usdOfTokenWei } from './tokenPricing'

/**
 * Books a claim the vault paid: its signature row is marked verified with the transaction, the
 * claim's USD worth leaves the member's GCoins and joins their swap leaderboard row. Only the first
 * verification of a transaction books anything; a member may have asked for several signatures of
 * one nonce (a declined wallet call, then a retry), and the one matching the paid claim is booked.
 * Returns whether this call booked it.
 */
export async function recordVerifiedClaim(
  db: Db,
  contracts: ChainContracts,
  account: string,
  claim: OnChainClaim,
): Promise<boolean> {
  // the GCoins spent are the claim's worth at the token's price, read before the booking
  const usd = usdOfTokenWei(claim.amount, await tokenPriceUsd(db, contracts, claim.token))
  try {
    // one transaction: the claim is booked, paid from the balance and counted on the board, or not at all
    return await db.transaction(async (tx) => {
      const [alreadyBooked] = await tx
        .select({ id: swapClaims.id })
        .from(swapClaims)
        .where(eq(swapClaims.txHash, claim.txHash))
        .limit(1)
      if (alreadyBooked) return false

      const [pending] = await tx
        .select({ id: swapClaims.id })
        .from(swapClaims)
        .where(
          and(
            eq(swapClaims.account, account),
            eq(swapClaims.nonce, claim.nonce.toString()),
            eq(swapClaims.amount, claim.amount.toString()),
            sql`lower(${swapClaims.tokenAddress}) = ${claim.token.toLowerCase()}`,
            isNull(swapClaims.verifiedAt),
          ),
        )
        .orderBy(desc(swapClaims.id))
        .limit(1)
      if (!pending) return false

      const booked = await tx
        .update(swapClaims)
        .set({ verifiedAt: new Date(), txHash: claim.txHash })
        .where(and(eq(swapClaims.id, pending.id), isNull(swapClaims.verifiedAt)))
        .returning({ id: swapClaims.id })
      if (booked.length === 0) return false

      const [member] = await tx
        .update(members)
        .set({ coinBalance: sql`greatest(${members.coinBalance} - ${usd}, 0)` })
        .where(eq(members.account, account))
        .returning({ username: members.username })
      await tx
        .insert(swapLeaderboard)
        .values({ account, username: member?.username ?? null, totalClaimedUsd: usd, claimsCount: 1 })
        .onConflictDoUpdate({
          target: swapLeaderboard.account,
          set: {
            totalClaimedUsd: sql`${swapLeaderboard.totalClaimedUsd} + ${usd}`,
            claimsCount: sql`${swapLeaderboard.claimsCount} + 1`,
          },
        })
      return true
    })
  } catch (error) {
    // a concurrent verification of the same transaction booked it first
    if (isUniqueViolation(error)) return false
    throw error
  }
}
