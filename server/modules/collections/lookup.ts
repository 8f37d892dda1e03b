import { eq } from 'drizzle-orm'
import { getAddress, isAddress } from 'viem'
import type { Db } from '../../db/connect'
import type { AppDeps } from '../../http/context'
import { collections } from '../../db/schema'
import { notFound } from '../../http/errors'

export type CollectionRow = typeof collections.$inferSelect

/** The spec's address-or-slug rule: a valid address matches by token address, anything else by slug. */
export async function findCollection(db: Db, tokenAddressOrSlug: string): Promise<CollectionRow> {
  const where = isAddress(tokenAddressOrSlug, { strict: false })
    ? eq(collections.tokenAddress, getAddress(tokenAddressOrSlug))
    : eq(collections.slug, tokenAddressOrSlug.toLowerCase())
  const [row] = await db.select().from(collections).where(where).limit(1)
  if (!row) throw notFound(`no collection ${tokenAddressOrSlug}`)
  return row
}

/** `findCollection` kept until the collections table changes: every collection call starts with it. */
export function cachedCollection(deps: AppDeps, tokenAddressOrSlug: string): Promise<CollectionRow> {
  return deps.cache.get(`collection:${tokenAddressOrSlug}`, ['collections'], () =>
    findCollection(deps.db, tokenAddressOrSlug),
  )
}

/** The default collection: the configured token address, else the one the data marks as default. */
export async function findDefaultCollection(deps: Pick<AppDeps, 'db' | 'env'>): Promise<CollectionRow | undefined> {
  const [row] = deps.env.defaultTokenAddress
    ? await deps.db
        .select()
        .from(collections)
        .where(eq(collections.tokenAddress, getAddress(deps.env.defaultTokenAddress)))
        .limit(1)
    : await deps.db.select().from(collections).where(eq(collections.isDefault, true)).limit(1)
  return row
}
