import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm'
import type { ChainContracts, OnChainClaim } from '../../chain'
import type { Db } from '../../db/connect'
import { members, swapClaims, swapLeaderboard } from '../../db/schema'
import { conflict, isUniqueViolation } from '../../http/errors'
import { tokenPriceUsd, usdOfTokenWei } from './tokenPricing'

/**
 * Books a claim the vault paid: its signature row is marked verified with the transaction, the
 * GCoins it was signed for leave the member's balance (exactly those: the token's price today does
 * not matter) and join their swap leaderboard row; its reservation ends with it. A booking the
 * balance does not cover is refused (409) and nothing moves: no balance goes below zero. Only the first
 * verification of a transaction books anything; a member may have asked for several signatures of
 * one nonce (a declined wallet call, then a retry), and the one matching the paid claim is booked.
 * Returns whether this call booked it. `db` may be a transaction of the caller's: the booking is
 * then a savepoint within it (the reconciler books a batch with its checkpoint).
 */
export async function recordVerifiedClaim(
  db: Db,
  contracts: ChainContracts,
  account: string,
  claim: OnChainClaim,
): Promise<boolean> {
  // only a claim signed before reservations existed has no GCoins of its own: its worth at today's price
  const legacyUsd = async (reader: Db) =>
    usdOfTokenWei(claim.amount, await tokenPriceUsd(reader, contracts, claim.token))
  try {
    // one transaction: the claim is booked, paid from the balance and counted on the board, or not at all
    return await db.transaction(async (tx) => {
      // the member's row is locked first, by verify, sweep and reconciler alike: bookings of one
      // member run one after the other, and a reconciler's batch (several members, one transaction)
      // never holds a claim row that a verification waits on while it waits on that member
      await tx.select({ account: members.account }).from(members).where(eq(members.account, account)).for('update')
      const [alreadyBooked] = await tx
        .select({ id: swapClaims.id })
        .from(swapClaims)
        .where(eq(swapClaims.txHash, claim.txHash))
        .limit(1)
      if (alreadyBooked) return false

      const [pending] = await tx
        .select({ id: swapClaims.id, coins: swapClaims.coins })
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
      const usd = pending.coins ?? (await legacyUsd(tx))

      const booked = await tx
        .update(swapClaims)
        .set({ verifiedAt: new Date(), txHash: claim.txHash })
        .where(and(eq(swapClaims.id, pending.id), isNull(swapClaims.verifiedAt)))
        .returning({ id: swapClaims.id })
      if (booked.length === 0) return false

      const [member] = await tx
        .update(members)
        .set({ coinBalance: sql`${members.coinBalance} - ${usd}` })
        .where(and(eq(members.account, account), gte(members.coinBalance, usd)))
        .returning({ username: members.username })
      if (!member) throw conflict(`the claim is worth ${usd} GCoins, more than your balance holds: it is not booked`)
      await tx
        .insert(swapLeaderboard)
        .values({ account, username: member.username, totalClaimedUsd: usd, claimsCount: 1 })
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

/** Whether the claim of this transaction is booked (a verified signature row carries its hash). */
export async function isClaimBooked(db: Db, txHash: string): Promise<boolean> {
  const [row] = await db.select({ id: swapClaims.id }).from(swapClaims).where(eq(swapClaims.txHash, txHash)).limit(1)
  return row !== undefined
}
