import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { items, itemTraits, traitCounts } from '../../db/schema'
import type { CollectionRow } from './lookup'

/**
 * Where a page of a filtered collection starts. Walking the collection in its order tests at least
 * `reach × size / rare` items to fill a page that ends at `reach` (offset and limit), when the
 * rarest listed trait type is held by `rare` items; starting from those items reads `rare` of them
 * and sorts them. The walk is chosen while it costs less: `rare² > reach × size`. For a value held
 * by 25 items of 10,000 the walk would test every item (a million at 100x) and find 25; for two
 * virtues of 10 (2,000 items) it meets its 50 within the first 250.
 *
 * Answers the condition (made anew for each query) that the item is one of the rare trait's,
 * which makes the planner start from them (an index read of `item_traits`), or undefined for no
 * filter or one a walk serves better.
 */
export async function rareTraitDriver(
  db: Db,
  collection: Pick<CollectionRow, 'tokenAddress' | 'totalSupply'>,
  filter: [string, string[]][],
  reach: number,
): Promise<(() => SQL) | undefined> {
  if (filter.length === 0) return undefined
  const kept = await db
    .select({ traitType: traitCounts.traitType, items: traitCounts.items })
    .from(traitCounts)
    .where(
      and(
        eq(traitCounts.tokenAddress, collection.tokenAddress),
        or(
          ...filter.map(([traitType, values]) =>
            and(eq(traitCounts.traitType, traitType), inArray(traitCounts.value, values)),
          ),
        ),
      ),
    )
  const itemsOf = new Map<string, number>(filter.map(([traitType]) => [traitType, 0]))
  for (const row of kept) itemsOf.set(row.traitType, (itemsOf.get(row.traitType) ?? 0) + row.items)
  const [rarest] = filter
    .map(([traitType, values]) => ({ traitType, values, items: itemsOf.get(traitType) ?? 0 }))
    .sort((a, b) => a.items - b.items)
  if (!rarest || rarest.items ** 2 > reach * collection.totalSupply) return undefined
  return () =>
    sql`${items.tokenId} in (select ${itemTraits.tokenId} from ${itemTraits} where ${itemTraits.tokenAddress} = ${collection.tokenAddress} and ${itemTraits.traitType} = ${rarest.traitType} and ${inArray(itemTraits.value, rarest.values)})`
}
