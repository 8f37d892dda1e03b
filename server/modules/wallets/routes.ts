import { count, eq } from 'drizzle-orm'
import { getAddress } from 'viem'
import { collections, items, listings } from '../../db/schema'
import { route } from '../../http/route'
import { pricesOf } from '../collections/itemsPage'
import { itemCardColumns, itemOut } from '../collections/shape'
import { pageOf } from '../paging'
import { listingOfItem, ownedTokensOrder, ownedTokensWhere } from './ownedTokens'

export const walletRoutes = [
  route('getWalletContracts', async ({ params, deps }) => {
    const owner = getAddress(params.account)
    return deps.db
      .select({
        tokenAddress: collections.tokenAddress,
        name: collections.name,
        slug: collections.slug,
        count: count(),
      })
      .from(items)
      .innerJoin(collections, eq(collections.tokenAddress, items.tokenAddress))
      .where(eq(items.owner, owner))
      .groupBy(collections.tokenAddress, collections.name, collections.slug)
      .orderBy(collections.name)
  }),
  route('getWalletTokens', async ({ params, query, body, deps }) => {
    const where = ownedTokensWhere(params.account, { tokenAddress: body.tokenAddress, search: query.search })
    const { offset, limit } = pageOf(query, 50)
    const rows = await deps.db
      .select(itemCardColumns)
      .from(items)
      .leftJoin(listings, listingOfItem)
      .where(where)
      .orderBy(...ownedTokensOrder(query.sort))
      .limit(limit)
      .offset(offset)
    const [total] = await deps.db.select({ total: count() }).from(items).where(where)
    return {
      items: rows.map((row) => itemOut(row, true)),
      prices: query.withPrices ? await pricesOf(deps.db, rows) : [],
      totalCount: total?.total ?? 0,
    }
  }),
]
