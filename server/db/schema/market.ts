import {
  bigint,
  bigserial,
  check,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

/**
 * An amount of wei (migration 0024): any uint256 fits in 78 digits, read as a `bigint` so that no
 * price passes through a float. Prices are in the chain's ether (the `symbol` beside them).
 */
const wei = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' })

export const collections = pgTable('collections', {
  tokenAddress: text('token_address').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  bannerImage: text('banner_image').notNull(),
  contractDeployer: text('contract_deployer').notNull(),
  chainId: integer('chain_id').notNull(),
  symbol: text('symbol').notNull(),
  totalSupply: integer('total_supply').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  presaleUrl: text('presale_url').notNull(),
})

export const items = pgTable(
  'items',
  {
    tokenAddress: text('token_address').notNull(),
    tokenId: text('token_id').notNull(),
    tokenNumber: doublePrecision('token_number').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    thumbnail: text('thumbnail').notNull(),
    mediaUri: text('media_uri').notNull(),
    mediaMime: text('media_mime').notNull(),
    traits: jsonb('traits').$type<{ trait_type: string; value: string }[]>().notNull(),
    /**
     * The traits as `type U+001F value` keys, written by PostgreSQL from `traits`: a page's trait
     * filter tests them by array overlap, which the planner estimates from the keys' own statistics
     * and runs in a fraction of the time of JSON containment (see `traitFilter`).
     */
    traitKeys: text('trait_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`koi_trait_keys(traits)`),
    owner: text('owner').notNull(),
    rarityRank: integer('rarity_rank').notNull(),
    reindexedAt: timestamp('reindexed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tokenAddress, table.tokenId] }),
    index('items_order').on(table.tokenAddress, table.tokenNumber),
    index('items_owner').on(table.owner, table.tokenAddress),
  ],
)

export const itemTraits = pgTable(
  'item_traits',
  {
    tokenAddress: text('token_address').notNull(),
    tokenId: text('token_id').notNull(),
    traitType: text('trait_type').notNull(),
    value: text('value').notNull(),
    /** The item's place in its collection's order (`items.token_number`), so a trait's items are read in order. */
    tokenNumber: doublePrecision('token_number').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenAddress, table.traitType, table.value, table.tokenId] }),
    // a trait's items in the collection's order: a rare filter's page reads its first ones and stops
    index('item_traits_in_order').on(
      table.tokenAddress,
      table.traitType,
      table.value,
      table.tokenNumber,
      table.tokenId,
    ),
    // a token's traits, replaced when its metadata is read again
    index('item_traits_by_item').on(table.tokenAddress, table.tokenId),
  ],
)

/**
 * How many items of a collection carry each trait value (the trait panel's counts), kept by
 * triggers on `item_traits` (migration 0011) in the transaction that changes the traits.
 */
export const traitCounts = pgTable(
  'trait_counts',
  {
    tokenAddress: text('token_address').notNull(),
    traitType: text('trait_type').notNull(),
    value: text('value').notNull(),
    items: integer('items').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tokenAddress, table.traitType, table.value] })],
)

export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    tokenAddress: text('token_address').notNull(),
    tokenId: text('token_id').notNull(),
    price: wei('price').notNull(),
    symbol: text('symbol').notNull(),
    seller: text('seller').notNull(),
    buyer: text('buyer').notNull(),
    txHash: text('tx_hash').notNull(),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sales_collection_time').on(table.tokenAddress, table.soldAt)],
)

/**
 * Each collection's sales (wei) summed per UTC hour, kept by triggers on `sales` (migration 0012) in the
 * transaction that records the sale: stats and the volume chart read hours, not every sale.
 */
export const salesHours = pgTable(
  'sales_hours',
  {
    tokenAddress: text('token_address').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    /** A sum of uint256 prices may pass 78 digits, so its numeric has no bound. */
    volume: numeric('volume', { mode: 'bigint' }).notNull(),
    sales: integer('sales').notNull(),
    lowest: wei('lowest').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tokenAddress, table.hour] })],
)

/** How many items of a collection each account owns, kept by triggers on `items` (migration 0012). */
export const collectionOwners = pgTable(
  'collection_owners',
  {
    tokenAddress: text('token_address').notNull(),
    owner: text('owner').notNull(),
    items: integer('items').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tokenAddress, table.owner] })],
)

/** How many accounts own at least one item of each collection, kept with `collection_owners`. */
export const collectionOwnerCounts = pgTable('collection_owner_counts', {
  tokenAddress: text('token_address').primaryKey(),
  owners: integer('owners').notNull(),
})

/**
 * How many items of a collection match a filter of the items page (its traits and search), counted
 * once and kept while the traits and items stay as they were: a trigger on `item_traits` and
 * `items` moves `item_count_generation` on in the transaction of any change (migration 0013), and
 * only counts of the current generation are read. A count taken from a snapshot older than a change
 * carries the generation before it, so it is never read. `filter` is the sha256 of the filter's
 * text (hex), so no filter makes a key too large for the index; a collection keeps at most
 * `ITEM_COUNTS_PER_COLLECTION` counts, the earliest `counted` going first (migration 0019).
 */
export const itemCounts = pgTable(
  'item_counts',
  {
    tokenAddress: text('token_address').notNull(),
    filter: text('filter').notNull(),
    generation: bigint('generation', { mode: 'number' }).notNull(),
    items: integer('items').notNull(),
    counted: bigserial('counted', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenAddress, table.filter, table.generation] }),
    index('item_counts_token_address_counted').on(table.tokenAddress, table.counted),
    check('item_counts_filter_is_a_hash', sql`octet_length(${table.filter}) = 64`),
  ],
)

/** One row: the generation of the items and traits that `item_counts` were counted from. */
export const itemCountGeneration = pgTable('item_count_generation', {
  id: integer('id').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
})

export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    tokenAddress: text('token_address').notNull(),
    tokenId: text('token_id').notNull(),
    from: text('from_account').notNull(),
    to: text('to_account').notNull(),
    txHash: text('tx_hash').notNull(),
    blockNumber: integer('block_number').notNull(),
    transferredAt: timestamp('transferred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('transfers_token').on(table.tokenAddress, table.tokenId)],
)

export const listings = pgTable(
  'listings',
  {
    tokenAddress: text('token_address').notNull(),
    tokenId: text('token_id').notNull(),
    price: wei('price').notNull(),
    symbol: text('symbol').notNull(),
    seller: text('seller').notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tokenAddress, table.tokenId] }),
    // the items page in price order walks a collection's listings by price
    index('listings_price').on(table.tokenAddress, table.price),
  ],
)
