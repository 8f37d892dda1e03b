import { sql } from 'drizzle-orm'
import { formatEther } from 'viem'
import type { Db } from '../../db/connect'
import type { WatchedTable } from '../../cache/tableCache'

/** A listing is a deal when priced at least this far under its collection's average sale. */
export const GREAT_DEAL_DISCOUNT = 0.1
/** Most deals per collection, so one collection's many cheap listings do not fill the list. */
export const GREAT_DEALS_PER_COLLECTION = 12

/** What the deals are computed from: a new listing, a sale or a renamed item changes them. */
export const greatDealTables: readonly WatchedTable[] = ['listings', 'sales', 'items']

export interface GreatDeal {
  tokenAddress: string
  tokenId: string
  name: string
  image: string
  /** Exact ETH decimals (`formatEther` of the wei). */
  price: string
  symbol: string
  averagePrice: string
  discountPercent: number
}

interface DealRow {
  token_address: string
  token_id: string
  name: string
  image: string
  /** Wei, as numeric text. */
  price: string
  symbol: string
  average_price: string
  discount_percent: number
}

/**
 * Current listings priced well under their collection's average sale price, best discount first.
 * The same average as the collection stats (every recorded sale's wei summed and divided by their
 * number, rounded down to the wei), so the deal's discount can be checked against the average it
 * shows. Prices are compared in exact numerics.
 */
export async function computeGreatDeals(db: Db): Promise<GreatDeal[]> {
  const result = await db.execute(sql`
    with averages as (
      select token_address, div(sum(price), count(*)) as average from sales group by token_address
    ),
    candidates as (
      select l.token_address, l.token_id, l.price, l.symbol, a.average,
        row_number() over (partition by l.token_address order by l.price / a.average, l.token_id) as position
      from listings l
      join averages a on a.token_address = l.token_address
      where a.average > 0 and l.price < a.average * ${String(1 - GREAT_DEAL_DISCOUNT)}::numeric
    )
    select c.token_address, c.token_id, i.name, i.image, c.price::text as price, c.symbol,
      c.average::text as average_price,
      round(((1 - c.price / c.average) * 100)::numeric, 2)::float8 as discount_percent
    from candidates c
    join items i on i.token_address = c.token_address and i.token_id = c.token_id
    where c.position <= ${GREAT_DEALS_PER_COLLECTION}
    order by discount_percent desc, lower(c.token_address), c.token_id
  `)
  // both drivers answer a raw query with its rows under `rows`
  const { rows } = result as { rows: DealRow[] }
  return rows.map((row) => ({
    tokenAddress: row.token_address,
    tokenId: row.token_id,
    name: row.name,
    image: row.image,
    price: formatEther(BigInt(row.price)),
    symbol: row.symbol,
    averagePrice: formatEther(BigInt(row.average_price)),
    discountPercent: Number(row.discount_percent),
  }))
}
