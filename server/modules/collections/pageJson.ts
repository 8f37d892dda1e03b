import { sql, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { itemCountGeneration, itemCounts, items, listings, reactionCounts } from '../../db/schema'
import { etherText } from '../etherText'

/** The three lists of an items page as JSON text, in the page's order, and the filter's kept count. */
export interface PageJson {
  assets: string
  reactions: string
  prices: string
  /** The filter's count kept for the current generation of the traits, or null when none is kept yet. */
  keptCount: number | null
}

/**
 * The page's item cards, their like counts and their listings, written as JSON by PostgreSQL in one
 * statement, with the query that reads the page's token ids and the filter's kept count: the server
 * passes the text on as it is. Reading 50 cards with their traits into objects, asking three more
 * times for the ids, counts and prices and writing it all out again cost the server more than
 * everything else the call does. The cards are `itemOut`'s shape, the counts `likeCounts`'s (zeros
 * included), the prices `pricesOf`'s. Each count and listing is read by its key, one page row at
 * a time (a scalar subquery, a lateral read kept apart by `offset 0`): the planner, guessing 100
 * rows for the page, would hash the whole table of counts or listings instead.
 */
export async function pageJson(
  db: Db,
  tokenAddress: string,
  /** The query that reads the page's token ids in its order (one column). */
  ids: SQLWrapper,
  options: { withReactions: boolean; withPrices: boolean; filterKey: string },
): Promise<PageJson> {
  // the query's rows gathered in the order it gives them (its `order by` and `limit` run first)
  const idList = sql`(select coalesce(json_agg(ids.token_id), '[]'::json) from (${ids}) as ids(token_id))`
  const result = await db.execute(sql`
    with page as (select token_id, ord from json_array_elements_text(${idList}) with ordinality as page(token_id, ord))
    select
      (select coalesce(json_agg(json_build_object(
          'tokenAddress', ${items.tokenAddress}, 'tokenId', ${items.tokenId}, 'name', ${items.name},
          'image', ${items.image}, 'thumbnail', ${items.thumbnail},
          'media', json_build_object('uri', ${items.mediaUri}, 'mime', ${items.mediaMime}),
          'attributes', ${items.traits}) order by page.ord), '[]')::text
        from page join ${items} on ${items.tokenAddress} = ${tokenAddress} and ${items.tokenId} = page.token_id) as assets,
      (select coalesce(json_agg(json_build_object(
          'tokenAddress', ${tokenAddress}::text, 'tokenId', page.token_id,
          'totalCount', coalesce((select ${reactionCounts.total} from ${reactionCounts} where ${reactionCounts.targetKind} = 'nft'
            and ${reactionCounts.targetId} = ${tokenAddress} || ':' || page.token_id and ${reactionCounts.type} = 'like'), 0))
          order by page.ord), '[]')::text
        from page
        where ${options.withReactions}) as reactions,
      (select coalesce(json_agg(json_build_object(
          'tokenAddress', ${listings.tokenAddress}, 'tokenId', ${listings.tokenId}, 'price', ${etherText(listings.price)},
          'symbol', ${listings.symbol}) order by page.ord), '[]')::text
        from page cross join lateral (select ${listings.tokenAddress}, ${listings.tokenId}, ${listings.price}, ${listings.symbol}
          from ${listings} where ${listings.tokenAddress} = ${tokenAddress} and ${listings.tokenId} = page.token_id offset 0) as ${listings}
        where ${options.withPrices}) as prices,
      (select ${itemCounts.items} from ${itemCounts} where ${itemCounts.tokenAddress} = ${tokenAddress}
        and ${itemCounts.filter} = ${options.filterKey}
        and ${itemCounts.generation} = (select ${itemCountGeneration.generation} from ${itemCountGeneration} where ${itemCountGeneration.id} = 1)
      ) as "keptCount"`)
  // both drivers answer a raw query with its rows under `rows`
  const [row] = (result as { rows: PageJson[] }).rows
  if (!row) throw new Error('the page statement answered no row')
  return { ...row, keptCount: row.keptCount === null ? null : Number(row.keptCount) }
}
