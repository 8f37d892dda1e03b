import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { getAddress } from 'viem'
import { items, listings } from '../../db/schema'

/** The traits the owned tab's search reads besides the name ('Search by name or power'). */
const POWER_TRAIT = 'Power'
const VIRTUE_TRAIT = 'Virtue'

/** Text matched as text, never as a LIKE pattern. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/**
 * The owned tokens of one account, optionally in one contract, and matching the search: the name
 * contains the text, or the power trait equals it (a number), or the virtue trait contains it.
 */
export function ownedTokensWhere(owner: string, filter: { tokenAddress?: string; search?: string }): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(items.owner, getAddress(owner))]
  if (filter.tokenAddress) conditions.push(eq(items.tokenAddress, getAddress(filter.tokenAddress)))
  if (filter.search) {
    const text = filter.search
    // read from the item's own traits (the same list item_traits is written from): a test per owned
    // item, where a probe of item_traits by token has no index and the planner hashed every power and
    // virtue of every collection instead (60,000 rows at the demo's size, 6,000,000 at 100x)
    const trait = sql.raw('trait')
    const traitMatch = sql`exists (select 1 from jsonb_array_elements(${items.traits}) as ${trait} where (${trait}->>'trait_type' = ${POWER_TRAIT} and ${trait}->>'value' = ${text}) or (${trait}->>'trait_type' = ${VIRTUE_TRAIT} and ${trait}->>'value' ilike ${containing(text)}))`
    conditions.push(or(ilike(items.name, containing(text)), traitMatch))
  }
  return and(...conditions)
}

/** Token order, or 'Price low to high': listed tokens by price, then the unlisted ones in token order. */
export function ownedTokensOrder(sort: 'token' | 'price_low_to_high' | undefined): SQL[] {
  const tokenOrder = [asc(items.tokenAddress), asc(items.tokenNumber)]
  return sort === 'price_low_to_high' ? [sql`${listings.price} asc nulls last`, ...tokenOrder] : tokenOrder
}

/** Listings joined by token, for the price sort. */
export const listingOfItem = and(eq(listings.tokenAddress, items.tokenAddress), eq(listings.tokenId, items.tokenId))
