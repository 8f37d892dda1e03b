import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { reindexRequests } from '../../db/schema'
import type { AppContext } from '../../http/context'
import { ChainUnavailableError, HttpError, notFound } from '../../http/errors'
import {
  ChainUnreachableError,
  TokenNotOnChainError,
  type ChainRefresh,
  type TokenRefresh,
} from '../../indexer/refresh'

/** A member may ask for one token's metadata to be read again once in this window; admins at any time. */
export const REINDEX_WINDOW_MS = 15 * 60_000

/**
 * Books a member's ask for the token: the first ask in the window is booked (in one statement, so
 * two asks at once cannot both pass), a later one answers 429 naming when it may be asked again.
 */
export async function bookReindex(c: AppContext, db: Db, tokenAddress: string, tokenId: string): Promise<Date> {
  const askedAt = new Date()
  const booked = await db
    .insert(reindexRequests)
    .values({ tokenAddress, tokenId, askedAt })
    .onConflictDoUpdate({
      target: [reindexRequests.tokenAddress, reindexRequests.tokenId],
      set: { askedAt: sql`excluded.asked_at` },
      setWhere: sql`${reindexRequests.askedAt} <= excluded.asked_at - make_interval(secs => ${REINDEX_WINDOW_MS / 1000})`,
    })
    .returning({ askedAt: reindexRequests.askedAt })
  if (booked.length > 0) return askedAt
  const [previous] = await db
    .select({ askedAt: reindexRequests.askedAt })
    .from(reindexRequests)
    .where(and(eq(reindexRequests.tokenAddress, tokenAddress), eq(reindexRequests.tokenId, tokenId)))
  const nextAt = new Date((previous?.askedAt.getTime() ?? askedAt.getTime()) + REINDEX_WINDOW_MS)
  c.header('Retry-After', String(Math.max(1, Math.ceil((nextAt.getTime() - askedAt.getTime()) / 1000))))
  throw new HttpError(
    429,
    `token ${tokenId} was asked to be reindexed less than 15 minutes ago: it may be asked again at ${nextAt.toISOString()}`,
  )
}

/** Gives a member's booking back when the chain could not be read: the ask did nothing. */
export async function releaseReindex(db: Db, tokenAddress: string, tokenId: string, askedAt: Date): Promise<void> {
  await db
    .delete(reindexRequests)
    .where(
      and(
        eq(reindexRequests.tokenAddress, tokenAddress),
        eq(reindexRequests.tokenId, tokenId),
        eq(reindexRequests.askedAt, askedAt),
      ),
    )
}

/** A token's state read from its chain, with the chain's failures as HTTP answers (404, 503). */
export async function tokenFromChain(
  refresh: ChainRefresh,
  tokenAddress: string,
  tokenId: string,
  options: { queueMetadata: boolean },
): Promise<TokenRefresh> {
  try {
    return await refresh.refreshToken(tokenAddress, tokenId, options)
  } catch (error) {
    if (error instanceof TokenNotOnChainError) throw notFound(error.message)
    if (error instanceof ChainUnreachableError) throw new ChainUnavailableError(`token ${tokenId}`, error.cause)
    throw error
  }
}
