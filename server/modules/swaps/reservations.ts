import { and, eq, gt, isNull, min, sql, type SQL } from 'drizzle-orm'
import type { SignedClaim } from '../../chain'
import type { Db } from '../../db/connect'
import { members, swapClaims } from '../../db/schema'
import { badRequest } from '../../http/errors'

const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * GCoins held back by a member's unverified claim signatures: each reserves the GCoins it was signed
 * for until its deadline. A nonce the vault has already consumed (below `chainNonce`) keeps its
 * signatures reserved whatever their deadline, until the claim that was paid is verified; a nonce
 * with a verified claim reserves nothing more (the vault pays a nonce once).
 */
function reservedCoins(account: string, chainNonce?: bigint): SQL<number> {
  const live =
    chainNonce === undefined
      ? sql`pending.deadline > ${nowSeconds()}`
      : sql`(pending.deadline > ${nowSeconds()} or pending.nonce::numeric < ${chainNonce.toString()}::numeric)`
  return sql<number>`(select coalesce(sum(pending.coins), 0)::float8 from ${swapClaims} as pending
    where pending.account = ${account} and pending.verified_at is null and ${live}
      and not exists (select 1 from ${swapClaims} as paid
        where paid.account = pending.account and paid.nonce = pending.nonce and paid.verified_at is not null))`
}

/** The member's GCoins, those their pending claim signatures reserve, and what is left to claim. */
export async function coinsOf(
  db: Db,
  account: string,
): Promise<{ balance: number; reserved: number; available: number }> {
  const [row] = await db
    .select({ balance: members.coinBalance, reserved: reservedCoins(account) })
    .from(members)
    .where(eq(members.account, account))
    .limit(1)
  const balance = row?.balance ?? 0
  const reserved = Number(row?.reserved ?? 0)
  return { balance, reserved, available: Math.max(0, balance - reserved) }
}

const coinsText = (coins: number) => String(Math.round(coins * 1e6) / 1e6)

/**
 * Records a signed claim and reserves its GCoins, or refuses it when the member's balance less their
 * live reservations does not cover it. The member's row is locked for the transaction, so parallel
 * requests of one member are weighed one after the other and never spend the same GCoins twice.
 */
export async function reserveClaim(
  db: Db,
  account: string,
  claim: SignedClaim & { tokenAddress: string; coins: number; issuedBlock: bigint },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ balance: members.coinBalance })
      .from(members)
      .where(eq(members.account, account))
      .for('update')
    // a statement of its own after the lock: it sees the reservations committed while this one waited
    const [held] = await tx
      .select({ reserved: reservedCoins(account, BigInt(claim.nonce)) })
      .from(members)
      .where(eq(members.account, account))
    const balance = member?.balance ?? 0
    const reserved = Number(held?.reserved ?? 0)
    if (balance - reserved < claim.coins) {
      throw badRequest(
        reserved > 0
          ? `query.amount: more than your available GCoins (${coinsText(Math.max(0, balance - reserved))} of ${coinsText(balance)}; ${coinsText(reserved)} are reserved by claim signatures not yet verified)`
          : 'query.amount: more than your GCoins balance',
      )
    }
    await tx.insert(swapClaims).values({
      account,
      tokenAddress: claim.tokenAddress,
      amount: claim.amount,
      nonce: claim.nonce,
      deadline: claim.deadline,
      coins: claim.coins,
      issuedBlock: claim.issuedBlock,
    })
  })
}

/** How long after its deadline an unverified signature is still looked for on chain (then swept). */
export const PENDING_CLAIM_GRACE_S = 24 * 60 * 60

/**
 * Where to read the chain from to verify the member's claim without its transaction: the earliest
 * block at which one of their unverified signatures (of the last day) was issued. Null when none
 * waits; undefined for signatures issued before their block was recorded (the latest blocks, then).
 */
export async function pendingSince(db: Db, account: string): Promise<bigint | null | undefined> {
  const [row] = await db
    .select({ since: min(swapClaims.issuedBlock), pending: sql<number>`count(*)::int` })
    .from(swapClaims)
    .where(
      and(
        eq(swapClaims.account, account),
        isNull(swapClaims.verifiedAt),
        gt(swapClaims.deadline, nowSeconds() - PENDING_CLAIM_GRACE_S),
      ),
    )
  if (!row || row.pending === 0) return null
  return row.since ?? undefined
}
