import { and, countDistinct, desc, eq, gt } from 'drizzle-orm'
import { parseEther } from 'viem'
import { collections, items, traitCounts } from '../../db/schema'
import type { AppDeps } from '../../http/context'
import { ChainUnavailableError, notFound } from '../../http/errors'
import { indexingProgress } from '../../indexer/progress'
import { ChainUnreachableError } from '../../indexer/refresh'
import { route } from '../../http/route'
import { SerializedJson } from '../../http/serializedJson'
import { pageOf } from '../paging'
import { itemsPage } from './itemsPage'
import { cachedCollection, findCollection, findDefaultCollection, type CollectionRow } from './lookup'
import { collectionOut } from './shape'
import { salesVolume } from './salesVolume'
import { computeStats, computeStatsOf } from './stats'

export const COLLECTION_ITEMS_PAGE = 50
export const COLLECTIONS_PAGE = 50

/** Stats also slide with the clock (last day, last week): past this age they are recomputed behind the scenes. */
export const STATS_MAX_AGE_MS = 60_000

const statsTables = ['sales', 'listings', 'items', 'collections'] as const

const statsOf = (deps: AppDeps, row: CollectionRow, refresh = false) =>
  deps.cache.get(`stats:${row.tokenAddress}`, statsTables, () => computeStats(deps.db, row), {
    refresh,
    maxAgeMs: STATS_MAX_AGE_MS,
  })

/**
 * The collection's row; with `refreshCache` (an admin's), an indexed collection's name and total
 * supply are read from its chain first and corrected when they differ.
 */
async function collectionFromChain(deps: AppDeps, tokenAddressOrSlug: string, refresh = false) {
  const collection = await cachedCollection(deps, tokenAddressOrSlug)
  if (!refresh || !deps.chainRefresh?.indexed(collection.tokenAddress)) return collection
  try {
    await deps.chainRefresh.refreshCollection(collection.tokenAddress)
  } catch (error) {
    if (error instanceof ChainUnreachableError) throw new ChainUnavailableError(collection.slug, error.cause)
    throw error
  }
  return findCollection(deps.db, tokenAddressOrSlug)
}

export const collectionRoutes = [
  route('getDefaultCollection', async ({ deps }) => {
    const row = await findDefaultCollection(deps)
    if (!row) throw notFound('no default collection')
    return collectionOut(row, { withTotalSupply: true, withPresale: true })
  }),
  route('getCollectionItems', async ({ params, query, deps }) => {
    const collection = await collectionFromChain(deps, params.tokenAddressOrSlug, query.refreshCache)
    return itemsPage(deps, collection, {
      ...pageOf(query, COLLECTION_ITEMS_PAGE),
      attributes: {},
      withReactions: query.withReactions ?? false,
      withPrices: query.withPrices ?? false,
      sort: query.sort,
      search: query.search,
    })
  }),
  route('filterCollectionItems', async ({ params, query, body, deps }) => {
    const collection = await collectionFromChain(deps, params.tokenAddressOrSlug, query.refreshCache)
    return itemsPage(deps, collection, {
      ...pageOf(query, COLLECTION_ITEMS_PAGE),
      attributes: body.attributes,
      withReactions: query.withReactions ?? false,
      withPrices: query.withPrices ?? false,
      sort: query.sort,
      search: query.search,
    })
  }),
  route('getCollections', ({ query, deps }) => {
    const { offset, limit } = pageOf(query, COLLECTIONS_PAGE)
    const key = `collections-page:${offset}:${limit}:${query.withStats}:${query.withTotalSupply}`
    // answered from its cached JSON; the stats in it age as the stats themselves do
    const build = async () => {
      const rows = await deps.cache.get('collections', ['collections'], () => deps.db.select().from(collections), {
        refresh: query.refreshCache,
      })
      // every collection's stats in a fixed number of queries, however many collections there are
      const statsByAddress = await deps.cache.get(
        'stats:all-collections',
        statsTables,
        () => computeStatsOf(deps.db, rows),
        { refresh: query.refreshCache, maxAgeMs: STATS_MAX_AGE_MS },
      )
      const withStats = rows.flatMap((row) => {
        const stats = statsByAddress.get(row.tokenAddress)
        return stats ? [{ row, stats }] : []
      })
      // by market cap, compared as exact wei
      const capOf = (entry: (typeof withStats)[number]) => parseEther(entry.stats.total.market_cap)
      withStats.sort((a, b) => {
        const [capA, capB] = [capOf(a), capOf(b)]
        return capA === capB ? a.row.name.localeCompare(b.row.name) : capA > capB ? -1 : 1
      })
      const page = {
        items: withStats.slice(offset, offset + limit).map(({ row, stats }) =>
          collectionOut(row, {
            stats: query.withStats === false ? undefined : stats,
            withTotalSupply: query.withTotalSupply,
            withPresale: true,
          }),
        ),
        totalCount: rows.length,
      }
      return new SerializedJson(page, JSON.stringify(page))
    }
    return deps.cache.get(key, statsTables, build, { refresh: query.refreshCache, maxAgeMs: STATS_MAX_AGE_MS })
  }),
  route('getCollectionUniqueAttributes', async ({ params, deps }) => {
    const collection = await cachedCollection(deps, params.id)
    // the counts kept beside the traits: a few dozen rows, however many items the collection has
    const rows = await deps.cache.get(`traits:${collection.tokenAddress}`, ['item_traits'], () =>
      deps.db
        .select({ traitType: traitCounts.traitType, value: traitCounts.value, total: traitCounts.items })
        .from(traitCounts)
        .where(and(eq(traitCounts.tokenAddress, collection.tokenAddress), gt(traitCounts.items, 0)))
        .orderBy(traitCounts.traitType, desc(traitCounts.items), traitCounts.value),
    )
    const byType = new Map<string, { value: string; count: number }[]>()
    for (const row of rows)
      byType.set(row.traitType, [...(byType.get(row.traitType) ?? []), { value: row.value, count: row.total }])
    return [...byType].map(([trait_type, values]) => ({ trait_type, values }))
  }),
  route('getCollectionMetadata', async ({ params, query, deps }) => {
    const collection = await cachedCollection(deps, params.id)
    return collectionOut(collection, {
      stats: query.withStats ? await statsOf(deps, collection) : undefined,
      withTotalSupply: query.withTotalSupply,
      withPresale: query.withPresaleMetadata,
    })
  }),
  route('getCollectionSalesVolume', async ({ params, query, deps }) => {
    const collection = await cachedCollection(deps, params.id)
    // by day: kept until a sale is recorded, and recomputed when the day changes
    return deps.cache.get(
      `sales-volume:${collection.tokenAddress}:${query.days}`,
      ['sales', 'collections'],
      () => salesVolume(deps.db, collection, query.days),
      { maxAgeMs: STATS_MAX_AGE_MS },
    )
  }),
  route('getCollectionIndexing', async ({ params, deps }) => {
    const collection = await cachedCollection(deps, params.id)
    // read at every call: the checkpoint moves with each batch the indexer writes
    return { indexing: (await indexingProgress(deps.db, collection.tokenAddress)) ?? null }
  }),
  route('getCollectionUniqueOwners', async ({ params, deps }) => {
    const collection = await cachedCollection(deps, params.id)
    const totalCount = await deps.cache.get(`owners:${collection.tokenAddress}`, ['items'], async () => {
      const [row] = await deps.db
        .select({ total: countDistinct(items.owner) })
        .from(items)
        .where(eq(items.tokenAddress, collection.tokenAddress))
      return row?.total ?? 0
    })
    return { totalCount }
  }),
]
