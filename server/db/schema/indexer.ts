import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Where the indexer stands for each collection it follows, written in the transaction of each batch
 * of rows, so a process killed at any moment resumes after the last batch it committed. The
 * deployment block's hash tells a chain started again (the demo chain is new at every start) from
 * the one indexed: a different hash wipes the collection's chain facts and indexes it again.
 */
export const indexerCheckpoints = pgTable(
  'indexer_checkpoints',
  {
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address').notNull(),
    deploymentBlock: bigint('deployment_block', { mode: 'number' }).notNull(),
    deploymentHash: text('deployment_hash').notNull(),
    lastBlock: bigint('last_block', { mode: 'number' }).notNull(),
    lastHash: text('last_hash').notNull(),
    /** The newest block the indexer saw at its last poll: progress is "last of head". */
    headBlock: bigint('head_block', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.tokenAddress] })],
)

/** Hashes of recently indexed blocks per collection: a reorg is unwound to the newest one still on chain. */
export const indexerBlocks = pgTable(
  'indexer_blocks',
  {
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.tokenAddress, table.number] })],
)

/**
 * Every decoded event of a collection and of its market, one row per token (a consecutive mint is
 * expanded), with its block: a reorg deletes the events above the common ancestor and replays the
 * remaining ones of the tokens they touched to recompute owners and listings.
 */
export const chainEvents = pgTable(
  'chain_events',
  {
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    txHash: text('tx_hash').notNull(),
    kind: text('kind').$type<'transfer' | 'listed' | 'cancelled' | 'sold'>().notNull(),
    tokenId: text('token_id').notNull(),
    fromAccount: text('from_account'),
    toAccount: text('to_account'),
    priceWei: text('price_wei'),
    emittedAt: timestamp('emitted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.tokenAddress, table.blockNumber, table.logIndex, table.tokenId] }),
    index('chain_events_token').on(table.tokenAddress, table.tokenId),
  ],
)

/** Items whose metadata is to be read from their tokenURI, with the retries' backoff. */
export const metadataQueue = pgTable(
  'metadata_queue',
  {
    tokenAddress: text('token_address').notNull(),
    tokenId: text('token_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({ columns: [table.tokenAddress, table.tokenId] }),
    index('metadata_queue_due').on(table.nextAt),
  ],
)

/** The metadata JSON as the token's URI gave it, beside the normalised fields written into `items`. */
export const itemMetadata = pgTable(
  'item_metadata',
  {
    tokenAddress: text('token_address').notNull(),
    tokenId: text('token_id').notNull(),
    tokenUri: text('token_uri').notNull(),
    raw: jsonb('raw').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tokenAddress, table.tokenId] })],
)

/**
 * When a token's metadata was last asked to be read again (`reindex`): a member may ask once per
 * token in a window, so that asking cannot keep the metadata queue busy.
 */
export const reindexRequests = pgTable(
  'reindex_requests',
  {
    tokenAddress: text('token_address').notNull(),
    tokenId: text('token_id').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.tokenAddress, table.tokenId] })],
)
