import { and, inArray, isNull, lt } from 'drizzle-orm'
import type { Address } from 'viem'
import type { ChainReader } from '../../chain'
import type { Db } from '../../db/connect'
import { swapClaims } from '../../db/schema'
import { HttpError } from '../../http/errors'
import type { Logger } from '../../ops/log'
import type { SwapChain } from './chain'
import { isClaimBooked, recordVerifiedClaim } from './claimRecord'
import { PENDING_CLAIM_GRACE_S } from './reservations'

/** What settling needs of the chain: the vault's contracts and three reads. */
export type SettlementChain = Pick<SwapChain, 'contracts'> & {
  reader: Pick<ChainReader, 'nonceOf' | 'latestBlock' | 'claimOfNonce'>
}

export interface Settled {
  /** signatures the vault never honoured and never will: their rows are gone, their GCoins free */
  released: number
  /** claims the vault paid that nobody had verified: booked now */
  booked: number
  /** expired signatures kept because the chain could not say what became of them (tried again next sweep) */
  kept: number
}

type PendingRow = Pick<
  typeof swapClaims.$inferSelect,
  'id' | 'account' | 'nonce' | 'deadline' | 'issuedBlock' | 'amount' | 'tokenAddress'
>

const groupBy = <T>(rows: T[], key: (row: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>()
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row])
  return groups
}

/**
 * Settles the claim signatures a day past their deadline that nobody verified, asking the vault
 * about each before its reservation ends: a signature whose nonce the vault consumed is booked
 * (GCoins debited, the claim in the member's history, as a verification books it) and only then are
 * that nonce's other signatures released; a signature whose nonce is unspent is released once the
 * chain's own clock is past its deadline (the vault refuses it from then on). Whatever the chain
 * cannot answer, now or for one account, stays as it is until the next sweep: a reservation
 * released too early would let the same GCoins be signed for twice.
 */
export async function settleExpiredClaims(
  db: Db,
  chain: SettlementChain | undefined,
  now: Date,
  log?: Pick<Logger, 'warn'>,
): Promise<Settled> {
  const expired: PendingRow[] = await db
    .select({
      id: swapClaims.id,
      account: swapClaims.account,
      nonce: swapClaims.nonce,
      deadline: swapClaims.deadline,
      issuedBlock: swapClaims.issuedBlock,
      amount: swapClaims.amount,
      tokenAddress: swapClaims.tokenAddress,
    })
    .from(swapClaims)
    .where(
      and(
        isNull(swapClaims.verifiedAt),
        lt(swapClaims.deadline, Math.floor(now.getTime() / 1000) - PENDING_CLAIM_GRACE_S),
      ),
    )
  const settled: Settled = { released: 0, booked: 0, kept: 0 }
  if (expired.length === 0) return settled
  if (!chain) return { ...settled, kept: expired.length }

  let chainNow: bigint
  try {
    chainNow = (await chain.reader.latestBlock()).timestamp
  } catch (error) {
    log?.warn({ err: error }, 'claim sweep: the chain could not be read, no claim signature released')
    return { ...settled, kept: expired.length }
  }

  const releasable: number[] = []
  for (const [account, rows] of groupBy(expired, (row) => row.account)) {
    try {
      const outcome = await settleAccount(db, chain, account as Address, rows, chainNow, log)
      releasable.push(...outcome.releasable)
      settled.booked += outcome.booked
    } catch (error) {
      log?.warn({ err: error, account }, 'claim sweep: the chain could not be read for this account, kept')
    }
  }
  if (releasable.length > 0) {
    // a row a verification booked meanwhile is history, never released
    const released = await db
      .delete(swapClaims)
      .where(and(inArray(swapClaims.id, releasable), isNull(swapClaims.verifiedAt)))
      .returning({ id: swapClaims.id })
    settled.released = released.length
  }
  settled.kept = expired.length - releasable.length
  return settled
}

/** One account's expired signatures: which to release, and how many paid claims were booked. */
async function settleAccount(
  db: Db,
  chain: SettlementChain,
  account: Address,
  rows: PendingRow[],
  chainNow: bigint,
  log?: Pick<Logger, 'warn'>,
): Promise<{ releasable: number[]; booked: number }> {
  const consumed = await chain.reader.nonceOf(account)
  const releasable: number[] = []
  let booked = 0
  for (const [nonceText, signatures] of groupBy(rows, (row) => row.nonce)) {
    const nonce = BigInt(nonceText)
    if (nonce >= consumed) {
      // never used; the vault refuses it once a block is past its deadline, and no later block is earlier
      releasable.push(...signatures.filter((row) => BigInt(row.deadline) < chainNow).map((row) => row.id))
      continue
    }
    // the vault's record, not ours, says which claim spent the nonce (a verified row of the same
    // nonce may belong to an earlier vault, whose nonces started from 0 too)
    const issued = signatures.flatMap((row) => (row.issuedBlock === null ? [] : [row.issuedBlock]))
    const since = issued.length === signatures.length ? issued.reduce((a, b) => (a < b ? a : b)) : undefined
    const paid = await chain.reader.claimOfNonce(account, nonce, since)
    if (!paid) {
      log?.warn({ account, nonce: nonceText }, 'claim sweep: nonce spent but its claim not found, kept')
      continue
    }
    try {
      if (await recordVerifiedClaim(db, chain.contracts, account, paid)) booked++
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      // a booking the balance does not cover: the signatures stay, and keep their GCoins reserved
      log?.warn({ account, nonce: nonceText, reason: error.message }, 'claim sweep: paid claim not booked, kept')
      continue
    }
    if (!(await isClaimBooked(db, paid.txHash)))
      // the vault paid this nonce with a signature none of these rows is: they can never be used
      log?.warn({ account, nonce: nonceText, txHash: paid.txHash }, 'claim sweep: nonce paid by an unknown signature')
    releasable.push(...signatures.map((row) => row.id))
  }
  return { releasable, booked }
}
