import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { artClaims, artContest, artPieces } from '../../db/schema'
import { conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors'
import { linkedAccountId } from '../social/linkedAccount'

export async function claimStatus(db: Db, account: string) {
  const [settings] = await db.select().from(artContest).where(eq(artContest.id, 1)).limit(1)
  const [held] = await db
    .select({ pieceId: artClaims.pieceId })
    .from(artClaims)
    .where(and(eq(artClaims.account, account), isNull(artClaims.releasedAt)))
    .limit(1)
  const [claims] = await db
    .select({ total: count() })
    .from(artClaims)
    .where(and(eq(artClaims.account, account), isNull(artClaims.releasedAt)))
  return {
    hasClaimed: held !== undefined,
    claimsCount: claims?.total ?? 0,
    claimThreshold: settings?.settings.claimThreshold ?? 1,
    claimedPieceId: held?.pieceId ?? null,
  }
}

/**
 * The contest's rules, checked under a row lock on the piece and backed by the partial unique
 * indexes: a linked X account to claim, one held piece per member and per X account, one holder
 * per piece, and a piece taken by another member after you released it is no longer yours to reclaim.
 */
export async function claimPiece(db: Db, pieceId: string, account: string) {
  // contest entries are posted on X, and a piece goes to a person: the X account is who claims it
  const xAccountId = await linkedAccountId(db, account, 'twitter')
  if (!xAccountId) throw forbidden('Link your X account to claim a piece: contest entries are posted on X')
  try {
    await db.transaction(async (tx) => {
      const [piece] = await tx
        .select({ id: artPieces.id })
        .from(artPieces)
        .where(eq(artPieces.id, pieceId))
        .for('update')
        .limit(1)
      if (!piece) throw notFound(`no art-contest piece ${pieceId}`)
      const [mine] = await tx
        .select({ pieceId: artClaims.pieceId })
        .from(artClaims)
        .where(and(eq(artClaims.account, account), isNull(artClaims.releasedAt)))
        .limit(1)
      if (mine) throw conflict('Only one piece can be claimed: release yours first')
      const [sameX] = await tx
        .select({ pieceId: artClaims.pieceId })
        .from(artClaims)
        .where(and(eq(artClaims.xAccountId, xAccountId), isNull(artClaims.releasedAt)))
        .limit(1)
      if (sameX) throw conflict('Only one piece can be claimed: your X account holds one through another wallet')
      const [holder] = await tx
        .select({ account: artClaims.account })
        .from(artClaims)
        .where(and(eq(artClaims.pieceId, pieceId), isNull(artClaims.releasedAt)))
        .limit(1)
      if (holder) throw conflict('This piece is already claimed by another member')
      // Claims of a piece are made under its row lock, so their serial ids follow the order they
      // were taken in: anyone else's claim with a later id than my last one took it after I let go.
      // (Comparing timestamps would mix the app's and the database's clocks, and a transaction's
      // now() is when it began, not when it got the lock.)
      const [lastMine] = await tx
        .select({ id: artClaims.id })
        .from(artClaims)
        .where(and(eq(artClaims.pieceId, pieceId), eq(artClaims.account, account)))
        .orderBy(desc(artClaims.id))
        .limit(1)
      if (lastMine) {
        const [takenSince] = await tx
          .select({ id: artClaims.id })
          .from(artClaims)
          .where(and(eq(artClaims.pieceId, pieceId), ne(artClaims.account, account), gt(artClaims.id, lastMine.id)))
          .limit(1)
        if (takenSince) throw conflict('This piece was taken by another member after you released it')
      }
      await tx.insert(artClaims).values({ pieceId, account, xAccountId })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This piece or another one was claimed at the same moment; try again')
    throw error
  }
  return claimStatus(db, account)
}

export async function releasePiece(db: Db, account: string) {
  const released = await db
    .update(artClaims)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(artClaims.account, account), isNull(artClaims.releasedAt)))
    .returning({ id: artClaims.id })
  if (released.length === 0) throw conflict('You have no claimed piece to release')
  return claimStatus(db, account)
}
