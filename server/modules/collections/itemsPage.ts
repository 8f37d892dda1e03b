import { createHash } from 'node:crypto'
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { formatEther } from 'viem'
import type { Db } from '../../db/connect'
import type { WatchedTable } from '../../cache/tableCache'
import type { AppDeps } from '../../http/context'
import { SerializedJson } from '../../http/serializedJson'
import { itemCountGeneration, itemCounts, items, itemTraits, listings, reactionCounts, sales } from '../../db/schema'
import type { CallDataInput, ItemSort } from '../../../src/services/api'
import type { CollectionRow } from './lookup'
import { isRareItem, RARE, rarestTrait, rareItemsInOrder } from './rareTrait'
import { pageJson } from './pageJson'

export const nftTargetId = (tokenAddress: string, tokenId: string) => `${tokenAddress}:${tokenId}`

/** Like counts of the given items (zero counts included). */
export async function likeCounts(
  db: Db,
  rows: { tokenAddress: string; tokenId: string }[],
  type: 'like' | 'love' = 'like',
) {
  if (rows.length === 0) return []
  const ids = rows.map((row) => nftTargetId(row.tokenAddress, row.tokenId))
  // the counts kept beside the reactions: one primary-key read per item, nothing counted
  const counted = await db
    .select({ targetId: reactionCounts.targetId, total: reactionCounts.total })
    .from(reactionCounts)
    .where(
      and(eq(reactionCounts.targetKind, 'nft'), eq(reactionCounts.type, type), inArray(reactionCounts.targetId, ids)),
    )
  const byId = new Map(counted.map((row) => [row.targetId, row.total]))
  return rows.map((row) => ({
    tokenAddress: row.tokenAddress,
    tokenId: row.tokenId,
    totalCount: byId.get(nftTargetId(row.tokenAddress, row.tokenId)) ?? 0,
  }))
}

/** Listing prices of the given items of one collection, as exact ETH decimals. */
export async function pricesOf(db: Db, rows: { tokenAddress: string; tokenId: string }[]) {
  if (rows.length === 0) return []
  const byCollection = new Map<string, string[]>()
  for (const row of rows)
    byCollection.set(row.tokenAddress, [...(byCollection.get(row.tokenAddress) ?? []), row.tokenId])
  const found = await Promise.all(
    [...byCollection].map(([tokenAddress, ids]) =>
      db
        .select({
          tokenAddress: listings.tokenAddress,
          tokenId: listings.tokenId,
          price: listings.price,
          symbol: listings.symbol,
        })
        .from(listings)
        .where(and(eq(listings.tokenAddress, tokenAddress), inArray(listings.tokenId, ids))),
    ),
  )
  return found.flat().map((row) => ({ ...row, price: formatEther(row.price) }))
}

/** Trait types and values sorted, empty lists dropped: one cache key per distinct filter. */
export function normalizedFilter(attributes: Record<string, string[]>): [string, string[]][] {
  return Object.entries(attributes)
    .filter(([, values]) => values.length > 0)
    .map(([traitType, values]): [string, string[]] => [traitType, [...new Set(values)].sort()])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

/**
 * A filter and search as a fixed-size key (sha256, hex) of the page cache and of `item_counts`: the
 * filter's text may be ~170 KB, which no key should hold (a btree row holds ~2.7 KB at most).
 */
export function filterKeyOf(tokenAddress: string, filter: [string, string[]][], search: string | undefined): string {
  return createHash('sha256')
    .update(`${tokenAddress}:${JSON.stringify(filter)}:${JSON.stringify(search ?? null)}`)
    .digest('hex')
}

/** Counts kept per collection by default (ITEM_COUNTS_KEPT): the earliest counted go first past it. */
export const ITEM_COUNTS_PER_COLLECTION = 1000

/** An item's key for one trait, as `items.trait_keys` holds it (migration 0018). */
const traitKey = (traitType: string, value: string) => `${traitType}\u001f${value}`

/**
 * An item matches when, for every listed trait type, it has one of the listed values. A page
 * (`onTheItem`) tests each item's own trait keys (`items.trait_keys`, written from the trait list
 * `item_traits` is also written from) by array overlap: the page walks items in its order, tests
 * each one without reading anything more, and stops after one page. A probe of `item_traits` per
 * item cost 10 to 50 µs (14 ms for a page of two traits at the demo's size), and a join reads every
 * matching trait of the collection first. Testing the JSON trait list by containment cost the
 * walk 1.1 ms of running and 1.1 ms of planning (the planner ran the test over its sample of whole
 * lists to estimate it), against 0.3 and 0.1 ms for the keys. The count reads every match anyway
 * and joins `item_traits`.
 */
function traitFilter(collection: CollectionRow, filter: [string, string[]][], onTheItem = false): SQL[] {
  return filter.map(([traitType, values]) =>
    onTheItem
      ? sql`${items.traitKeys} && array[${sql.join(
          values.map((value) => sql`${traitKey(traitType, value)}`),
          sql`, `,
        )}]::text[]`
      : sql`exists (select 1 from ${itemTraits} where ${itemTraits.tokenAddress} = ${collection.tokenAddress} and ${itemTraits.tokenId} = ${items.tokenId} and ${itemTraits.traitType} = ${traitType} and ${inArray(itemTraits.value, values)})`,
  )
}

/** Name contains the text (case-insensitive), or the token id is the text. */
function searchFilter(search: string | undefined): SQL[] {
  if (!search) return []
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  const byName = ilike(items.name, pattern)
  return [/^\d+$/.test(search) ? (or(byName, eq(items.tokenId, search)) ?? byName) : byName]
}

const listingOf = (collection: CollectionRow) =>
  and(eq(listings.tokenAddress, collection.tokenAddress), eq(listings.tokenId, items.tokenId))

/** The price menu's orders; ties and unlisted items keep token order. */
function sortOrder(collection: CollectionRow, sort: ItemSort | undefined): SQL[] {
  const listed = (column: SQL) => sql`(select ${column} from ${listings} where ${listingOf(collection)})`
  switch (sort) {
    case 'price_asc':
      return [sql`${listed(sql`${listings.price}`)} asc nulls last`]
    case 'price_desc':
      return [sql`${listed(sql`${listings.price}`)} desc nulls last`]
    case 'recently_listed':
      return [sql`${listed(sql`${listings.listedAt}`)} desc nulls last`]
    case 'best_offers':
      // the joined `best_sales` of `highestSales`
      return [sql`best_sales.top desc nulls last`]
    case undefined:
      return []
  }
}

/** Each item's highest sale, grouped once: a probe per item would scan the sales by collection. */
const highestSales = (db: Db, collection: CollectionRow) =>
  db
    .select({ tokenId: sales.tokenId, top: sql<string>`max(${sales.price})`.as('top') })
    .from(sales)
    .where(eq(sales.tokenAddress, collection.tokenAddress))
    .groupBy(sales.tokenId)
    .as('best_sales')

const itemTables = ['items', 'item_traits'] as const

/**
 * How many items match a filter: counted once per generation of the traits and items (see
 * `itemCounts`), in the statement that stores the count, so the count and its generation come from
 * one snapshot. Later pages and visitors, on any process, read the stored count.
 */
function keptItemCount(db: Db, collection: CollectionRow, filterKey: string, where: SQL | undefined, keep: number) {
  // one count at a time per filter of a database in this process: concurrent first visitors wait for the same one
  const counts = countsUnderway.get(db) ?? new Map<string, Promise<number>>()
  countsUnderway.set(db, counts)
  let counting = counts.get(filterKey)
  if (!counting) {
    counting = countOrRead(db, collection, filterKey, where, keep).finally(() => counts.delete(filterKey))
    counts.set(filterKey, counting)
  }
  return counting
}

/** The counts being made, by database: two apps in one process (the tests, a bench) never share one. */
const countsUnderway = new WeakMap<Db, Map<string, Promise<number>>>()

async function countOrRead(db: Db, collection: CollectionRow, filterKey: string, where: SQL | undefined, keep: number) {
  const current = sql`(select ${itemCountGeneration.generation} from ${itemCountGeneration} where ${itemCountGeneration.id} = 1)`
  const read = () =>
    db
      .select({ items: itemCounts.items })
      .from(itemCounts)
      .where(
        and(
          eq(itemCounts.tokenAddress, collection.tokenAddress),
          eq(itemCounts.filter, filterKey),
          eq(itemCounts.generation, current),
        ),
      )
  const [kept] = await read()
  if (kept) return kept.items
  const result = await db.execute(sql`
    insert into ${itemCounts} (token_address, filter, generation, items)
    select ${collection.tokenAddress}, ${filterKey}, ${current}, (select count(*)::int from ${items} where ${where})
    on conflict do nothing
    returning items`)
  // both drivers answer a raw query with its rows under `rows`
  const { rows } = result as { rows: { items: number }[] }
  // every new search or filter adds a row: the collection keeps its `keep` latest counts
  if (rows[0]) await forgetEarliestCounts(db, collection, keep)
  const counted = rows[0] ?? (await read())[0]
  if (counted) return Number(counted.items)
  // the traits changed meanwhile: this count is of the new generation, for this request only
  const [total] = await db.select({ total: count() }).from(items).where(where)
  return total?.total ?? 0
}

/** Deletes the collection's counts but the `keep` latest (by `counted`, read backwards on its index). */
async function forgetEarliestCounts(db: Db, collection: CollectionRow, keep: number) {
  await db.execute(sql`
    delete from ${itemCounts} where ${itemCounts.tokenAddress} = ${collection.tokenAddress} and ${itemCounts.counted} <= (
      select ${itemCounts.counted} from ${itemCounts} where ${itemCounts.tokenAddress} = ${collection.tokenAddress}
      order by ${itemCounts.counted} desc offset ${keep} limit 1)`)
}

/**
 * A page in price order, as the query that reads its token ids: the listed items by price (ties in
 * token order), then the unlisted ones in token order, as `sortOrder` orders them. Each part reads
 * no further than the page reaches (offset and limit) and the two are merged: the listed part walks
 * the listings in price order (`listings_price`) instead of pricing and sorting every match, and
 * the unlisted part walks the items in token order.
 */
function pageByPrice(
  db: Db,
  collection: CollectionRow,
  where: () => SQL | undefined,
  sort: 'price_asc' | 'price_desc',
  offset: number,
  limit: number,
): SQLWrapper {
  const byPrice = sort === 'price_asc' ? asc(listings.price) : desc(listings.price)
  const reach = offset + limit
  // each listing's item is tested on its own (`offset 0` keeps the test from being flattened into
  // a join): the planner otherwise tests every item of the collection and sorts the matches
  const listedItemMatches = () =>
    sql`exists (select 1 from ${items} where ${items.tokenAddress} = ${listings.tokenAddress} and ${items.tokenId} = ${listings.tokenId} and ${where()} offset 0)`
  const listed = db
    .select({
      tokenId: items.tokenId,
      part: sql<number>`0`.as('part'),
      price: listings.price,
      number: items.tokenNumber,
    })
    .from(listings)
    .innerJoin(items, and(eq(items.tokenAddress, listings.tokenAddress), eq(items.tokenId, listings.tokenId)))
    .where(and(eq(listings.tokenAddress, collection.tokenAddress), listedItemMatches()))
    .orderBy(byPrice, asc(items.tokenNumber))
    .limit(reach)
  const unlisted = db
    .select({
      tokenId: items.tokenId,
      part: sql<number>`1`.as('part'),
      // numeric as the listings' prices, so the union orders by exact wei
      price: sql<string | null>`null::numeric`.as('price'),
      number: items.tokenNumber,
    })
    .from(items)
    .where(and(where(), sql`not exists (select 1 from ${listings} where ${listingOf(collection)})`))
    .orderBy(asc(items.tokenNumber))
    .limit(reach)
  const direction = sort === 'price_asc' ? sql`asc` : sql`desc`
  return sql`select "parts"."token_id" from ((${listed}) union all (${unlisted})) as "parts"
    order by "parts"."part", "parts"."price" ${direction}, "parts"."token_number" limit ${limit} offset ${offset}`
}

/** The collection's items that pass the filter and the search (see `traitFilter` for `onTheItem`). */
const matching = (collection: CollectionRow, filter: [string, string[]][], search?: string, onTheItem = false) =>
  and(
    eq(items.tokenAddress, collection.tokenAddress),
    ...traitFilter(collection, filter, onTheItem),
    ...searchFilter(search),
  )

interface PageOptions {
  offset: number
  limit: number
  attributes: Record<string, string[]>
  withReactions: boolean
  withPrices: boolean
  sort?: ItemSort
  search?: string
}

/**
 * The query that reads a page's token ids in its order, for the page's statement to run: its plan
 * depends on the order and on how rare the filter is. Wrapped, as a query builder is a thenable
 * that awaiting would run.
 */
async function pageIds(
  db: Db,
  collection: CollectionRow,
  filter: [string, string[]][],
  options: PageOptions,
): Promise<{ query: SQLWrapper }> {
  const where = (onTheItem = false) => matching(collection, filter, options.search, onTheItem)
  // a rare trait leads the page's plan; a common one is met soon enough walking in order
  const rare = await rarestTrait(db, collection, filter, options.offset + options.limit)
  const pageWhere = () => and(where(true), rare && isRareItem(collection, rare))
  if (options.sort === 'price_asc' || options.sort === 'price_desc')
    return { query: pageByPrice(db, collection, pageWhere, options.sort, options.offset, options.limit) }
  if (rare && options.sort === undefined) {
    // token order: the rare trait's items are read in that order, and the page stops when full
    const query = db
      .select({ tokenId: items.tokenId })
      .from(rareItemsInOrder(collection, rare))
      .innerJoin(
        items,
        and(eq(items.tokenAddress, collection.tokenAddress), eq(items.tokenId, sql`${RARE}."token_id"`)),
      )
      .where(where(true))
      .orderBy(sql`${RARE}."token_number"`)
      .limit(options.limit)
      .offset(options.offset)
    return { query }
  }
  const query = db.select({ tokenId: items.tokenId }).from(items).$dynamic()
  if (options.sort === 'best_offers') {
    const best = highestSales(db, collection)
    query.leftJoin(best, eq(best.tokenId, items.tokenId))
  }
  return {
    query: query
      .where(pageWhere())
      .orderBy(...sortOrder(collection, options.sort), asc(items.tokenNumber))
      .limit(options.limit)
      .offset(options.offset),
  }
}

async function buildItemsPage(deps: AppDeps, collection: CollectionRow, options: PageOptions) {
  const { db } = deps
  const filter = normalizedFilter(options.attributes)
  const filterKey = filterKeyOf(collection.tokenAddress, filter, options.search)
  // one statement writes the page and reads the filter's kept count; a filter seen for the first
  // time in this generation of the traits is counted once and kept
  const { query } = await pageIds(db, collection, filter, options)
  const json = await pageJson(db, collection.tokenAddress, query, { ...options, filterKey })
  const totalCount =
    json.keptCount ??
    (await keptItemCount(
      db,
      collection,
      filterKey,
      matching(collection, filter, options.search),
      deps.env.itemCountsKept ?? ITEM_COUNTS_PER_COLLECTION,
    ))
  return SerializedJson.ofText<CallDataInput<'filterCollectionItems'>>(
    `{"assets":${json.assets},"reactions":${json.reactions},"prices":${json.prices},"totalSupply":${JSON.stringify(collection.totalSupply)},"totalCount":${JSON.stringify(totalCount)}}`,
  )
}

/**
 * One page of a collection's items, answered from a cached answer (text and bytes) until one of
 * the tables it shows changes.
 */
export function itemsPage(deps: AppDeps, collection: CollectionRow, options: PageOptions) {
  const filterKey = filterKeyOf(collection.tokenAddress, normalizedFilter(options.attributes), options.search)
  const key = `page:${collection.tokenAddress}:${filterKey}:${options.sort ?? 'token'}:${options.offset}:${options.limit}:${options.withReactions}:${options.withPrices}`
  const tables: WatchedTable[] = [
    'collections',
    ...itemTables,
    ...(options.sort ? (['listings', 'sales'] as const) : []),
    ...(options.withReactions ? (['reactions'] as const) : []),
    ...(options.withPrices ? (['listings'] as const) : []),
  ]
  return deps.cache.get(key, tables, () => buildItemsPage(deps, collection, options))
}
