import { and, asc, count, desc, eq } from 'drizzle-orm'
import { formatEther, getAddress } from 'viem'
import { items, listings, sales, transfers } from '../../db/schema'
import type { Db } from '../../db/connect'
import { conflict, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { findCollection } from '../collections/lookup'
import { itemOut } from '../collections/shape'
import { pageOf } from '../paging'
import { isAdmin } from '../users/profile'
import { computeGreatDeals, greatDealTables } from './greatDeals'
import { bookReindex, releaseReindex, tokenFromChain } from './reindex'

async function findItem(db: Db, collectionParam: string, tokenId: string) {
  const collection = await findCollection(db, collectionParam)
  const [row] = await db
    .select()
    .from(items)
    .where(and(eq(items.tokenAddress, collection.tokenAddress), eq(items.tokenId, tokenId)))
    .limit(1)
  if (!row) throw notFound(`no token ${tokenId} in ${collection.slug}`)
  return { collection, row }
}

async function priceOf(db: Db, tokenAddress: string, tokenId: string) {
  const [listing] = await db
    .select({
      tokenAddress: listings.tokenAddress,
      tokenId: listings.tokenId,
      price: listings.price,
      symbol: listings.symbol,
    })
    .from(listings)
    .where(and(eq(listings.tokenAddress, tokenAddress), eq(listings.tokenId, tokenId)))
    .limit(1)
  return listing ? { ...listing, price: formatEther(listing.price) } : null
}

/** Rarity score: the rank turned into a 0–100 figure, higher is rarer. */
const scoreOf = (rank: number, supply: number) => Number((((supply - rank + 1) / Math.max(supply, 1)) * 100).toFixed(2))

export const nftRoutes = [
  route('getNft', async ({ params, query, deps }) => {
    let { row } = await findItem(deps.db, params.collection, params.tokenId)
    if (query.refreshCache && deps.chainRefresh?.indexed(row.tokenAddress)) {
      // an admin's check of one token against its chain: its owner row and metadata are corrected
      await tokenFromChain(deps.chainRefresh, row.tokenAddress, row.tokenId, { queueMetadata: false })
      ;({ row } = await findItem(deps.db, params.collection, params.tokenId))
    }
    return {
      ...itemOut(row, query.withOwnership ?? false),
      ...(query.withPrice ? { price: await priceOf(deps.db, row.tokenAddress, row.tokenId) } : {}),
    }
  }),
  route('getNftRarity', async ({ params, deps }) => {
    const { collection, row } = await findItem(deps.db, params.collection, params.tokenId)
    return { tokenId: row.tokenId, rank: row.rarityRank, score: scoreOf(row.rarityRank, collection.totalSupply) }
  }),
  route('getNftRarities', async ({ params, query, deps }) => {
    const collection = await findCollection(deps.db, params.collection)
    const { offset, limit } = pageOf(query, 50)
    const rows = await deps.db
      .select({ tokenId: items.tokenId, rank: items.rarityRank })
      .from(items)
      .where(eq(items.tokenAddress, collection.tokenAddress))
      .orderBy(asc(items.rarityRank), asc(items.tokenNumber))
      .limit(limit)
      .offset(offset)
    const [total] = await deps.db
      .select({ total: count() })
      .from(items)
      .where(eq(items.tokenAddress, collection.tokenAddress))
    return {
      items: rows.map((row) => ({ ...row, score: scoreOf(row.rank, collection.totalSupply) })),
      totalCount: total?.total ?? 0,
    }
  }),
  route('reindexNft', async ({ params, account, deps, c }) => {
    const { collection, row } = await findItem(deps.db, params.collection, params.tokenId)
    const refresh = deps.chainRefresh
    if (!refresh?.indexed(row.tokenAddress))
      throw conflict(`${collection.slug} is not indexed from a chain: there is nothing to read again`)
    // any member once per token per window, so that asking cannot keep the metadata queue busy
    const booked = (await isAdmin(deps.db, account))
      ? undefined
      : await bookReindex(c, deps.db, row.tokenAddress, row.tokenId)
    try {
      await tokenFromChain(refresh, row.tokenAddress, row.tokenId, { queueMetadata: true })
    } catch (error) {
      if (booked) await releaseReindex(deps.db, row.tokenAddress, row.tokenId, booked)
      throw error
    }
    return { tokenId: row.tokenId, reindexedAt: (booked ?? new Date()).toISOString() }
  }),
  route('getNftPrice', async ({ params, deps }) => {
    const { row } = await findItem(deps.db, params.collection, params.tokenId)
    return priceOf(deps.db, row.tokenAddress, row.tokenId)
  }),
  route('getNftTransfers', async ({ params, deps }) => {
    const rows = await deps.db
      .select()
      .from(transfers)
      .where(and(eq(transfers.tokenAddress, getAddress(params.address)), eq(transfers.tokenId, params.tokenId)))
      .orderBy(desc(transfers.transferredAt))
      .limit(100)
    return rows.map((row) => ({
      from: row.from,
      to: row.to,
      tokenId: row.tokenId,
      txHash: row.txHash,
      timestamp: row.transferredAt.toISOString(),
    }))
  }),
  route('getNftSales', async ({ params, deps }) => {
    const { row } = await findItem(deps.db, params.collection, params.tokenId)
    const rows = await deps.db
      .select({ price: sales.price, symbol: sales.symbol, soldAt: sales.soldAt })
      .from(sales)
      .where(and(eq(sales.tokenAddress, row.tokenAddress), eq(sales.tokenId, row.tokenId)))
      .orderBy(asc(sales.soldAt))
      .limit(500)
    return rows.map((sale) => ({
      price: formatEther(sale.price),
      symbol: sale.symbol,
      soldAt: sale.soldAt.toISOString(),
    }))
  }),
  route('getGreatDeals', async ({ query, deps }) => {
    const { offset, limit } = pageOf(query, 20)
    // derived from the current listings; dropped whenever a listing, a sale or an item changes
    const deals = await deps.cache.get('great-deals', greatDealTables, () => computeGreatDeals(deps.db), {
      refresh: query.refreshCache,
    })
    return { items: deals.slice(offset, offset + limit), totalCount: deals.length }
  }),
]
