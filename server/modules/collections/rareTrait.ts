import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { items, itemTraits, traitCounts } from '../../db/schema'
import type { CollectionRow } from './lookup'

/** The filter's trait type held by the fewest items, with its listed values. */
export interface RareTrait {
  traitType: string
  values: string[]
}

/**
 * Where a page of a filtered collection starts. Walking the collection in its order tests at least
 * `reach × size / rare` items to fill a page that ends at `reach` (offset and limit), when the
 * rarest listed trait type is held by `rare` items; starting from those items, in the same order
 * (`rareItemsInOrder`), tests at most the rare ones and stops once the page is full. The walk is
 * chosen while it costs less: `rare² > reach × size`. For a value held by 25 items of 10,000 the
 * walk would test every item (a million at 100x) and find 25; for two virtues of 10 (2,000 items)
 * it meets its 50 within the first 250.
 *
 * Answers the rarest trait type of the filter, or undefined for no filter or one a walk serves better.
 */
export async function rarestTrait(
  db: Db,
  collection: Pick<CollectionRow, 'tokenAddress' | 'totalSupply'>,
  filter: [string, string[]][],
  reach: number,
): Promise<RareTrait | undefined> {
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
  return { traitType: rarest.traitType, values: rarest.values }
}

/** The item is one of the rare trait's: a condition that makes the planner start from those items. */
export const isRareItem = (collection: Pick<CollectionRow, 'tokenAddress'>, rare: RareTrait): SQL =>
  sql`${items.tokenId} in (select ${itemTraits.tokenId} from ${itemTraits} where ${itemTraits.tokenAddress} = ${collection.tokenAddress} and ${itemTraits.traitType} = ${rare.traitType} and ${inArray(itemTraits.value, rare.values)})`

/** The name `rareItemsInOrder` gives its rows: `rare.token_id`, `rare.token_number`. */
export const RARE = sql.raw('"rare"')

/**
 * The rare trait's items in the collection's order, each once, as a `from` source named `rare`.
 * Each listed value is read in order from `item_traits_in_order`, and the planner merges the
 * values' reads (a merge append of ordered index reads), so a page reads its first items and
 * stops, whatever the trait's size. An item holding two of the values comes from the first only.
 */
export function rareItemsInOrder(collection: Pick<CollectionRow, 'tokenAddress'>, rare: RareTrait): SQL {
  const traitOf = (value: string, earlier: string[]) =>
    sql`select ${itemTraits.tokenId}, ${itemTraits.tokenNumber} from ${itemTraits} where ${itemTraits.tokenAddress} = ${collection.tokenAddress} and ${itemTraits.traitType} = ${rare.traitType} and ${itemTraits.value} = ${value}${
      earlier.length === 0
        ? sql``
        : sql` and not exists (select 1 from ${itemTraits} as "held" where "held"."token_address" = ${collection.tokenAddress} and "held"."trait_type" = ${rare.traitType} and "held"."token_id" = ${itemTraits.tokenId} and "held"."value" in (${sql.join(
            earlier.map((held) => sql`${held}`),
            sql`, `,
          )}))`
    }`
  return sql`(${sql.join(
    rare.values.map((value, index) => traitOf(value, rare.values.slice(0, index))),
    sql` union all `,
  )}) as ${RARE}`
}
