import { and, asc, count, eq } from 'drizzle-orm'
import { getAddress } from 'viem'
import { collections, items } from '../../db/schema'
import { route } from '../../http/route'
import { pricesOf } from '../collections/itemsPage'
import { itemOut } from '../collections/shape'
import { pageOf } from '../paging'

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
    const owner = getAddress(params.account)
    const where = and(
      eq(items.owner, owner),
      ...(body.tokenAddress ? [eq(items.tokenAddress, getAddress(body.tokenAddress))] : []),
    )
    const { offset, limit } = pageOf(query, 50)
    const rows = await deps.db
      .select()
      .from(items)
      .where(where)
      .orderBy(asc(items.tokenAddress), asc(items.tokenNumber))
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
