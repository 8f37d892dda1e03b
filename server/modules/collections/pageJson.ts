import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connect'
import { items, listings, reactionCounts } from '../../db/schema'

/** The three lists of an items page as JSON text, in the page's order. */
export interface PageJson {
  assets: string
  reactions: string
  prices: string
}

/**
 * The page's item cards, their like counts and their listings, written as JSON by PostgreSQL in one
 * statement from the page's token ids in order: the server passes the text on as it is, where
 * reading 50 cards with their traits into objects, asking twice more for the counts and prices and
 * writing it all out again cost it more than everything else the call does. The cards are
 * `itemOut`'s shape, the counts `likeCounts`'s (zeros included), the prices `pricesOf`'s.
 */
export async function pageJson(
  db: Db,
  tokenAddress: string,
  tokenIds: string[],
  options: { withReactions: boolean; withPrices: boolean },
): Promise<PageJson> {
  if (tokenIds.length === 0) return { assets: '[]', reactions: '[]', prices: '[]' }
  // the ids as one JSON text: a parameter both drivers pass the same way
  const page = sql`json_array_elements_text(${JSON.stringify(tokenIds)}::json) with ordinality as page(token_id, ord)`
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object(
          'tokenAddress', ${items.tokenAddress}, 'tokenId', ${items.tokenId}, 'name', ${items.name},
          'image', ${items.image}, 'thumbnail', ${items.thumbnail},
          'media', json_build_object('uri', ${items.mediaUri}, 'mime', ${items.mediaMime}),
          'attributes', ${items.traits}) order by page.ord), '[]')::text
        from ${page} join ${items} on ${items.tokenAddress} = ${tokenAddress} and ${items.tokenId} = page.token_id) as assets,
      (select coalesce(json_agg(json_build_object(
          'tokenAddress', ${tokenAddress}::text, 'tokenId', page.token_id, 'totalCount', coalesce(${reactionCounts.total}, 0))
          order by page.ord), '[]')::text
        from ${page} left join ${reactionCounts} on ${reactionCounts.targetKind} = 'nft' and ${reactionCounts.type} = 'like'
          and ${reactionCounts.targetId} = ${tokenAddress} || ':' || page.token_id
        where ${options.withReactions}) as reactions,
      (select coalesce(json_agg(json_build_object(
          'tokenAddress', ${listings.tokenAddress}, 'tokenId', ${listings.tokenId}, 'price', ${listings.price},
          'symbol', ${listings.symbol}) order by page.ord), '[]')::text
        from ${page} join ${listings} on ${listings.tokenAddress} = ${tokenAddress} and ${listings.tokenId} = page.token_id
        where ${options.withPrices}) as prices`)
  // both drivers answer a raw query with its rows under `rows`
  const [row] = (result as { rows: PageJson[] }).rows
  return row ?? { assets: '[]', reactions: '[]', prices: '[]' }
}
