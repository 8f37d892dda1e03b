import { sql } from 'drizzle-orm'
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export const shields = pgTable('shields', {
  id: text('id').primaryKey(),
  chainId: integer('chain_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull(),
})

export const memberShields = pgTable(
  'member_shields',
  {
    account: text('account').notNull(),
    shieldId: text('shield_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.account, table.shieldId] })],
)

export const certifiedNfts = pgTable('certified_nfts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull(),
})

export const artPieces = pgTable('art_pieces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  /** The picture's size in pixels, so the page keeps its room before it loads; null when unknown. */
  width: integer('width'),
  height: integer('height'),
  tokenId: text('token_id').notNull(),
  position: integer('position').notNull(),
})

/**
 * Every claim ever made; `released_at` is null while it holds. The partial unique indexes are the
 * contest's rules: one held claim per member, one holder per piece.
 */
export const artClaims = pgTable(
  'art_claims',
  {
    id: serial('id').primaryKey(),
    pieceId: text('piece_id').notNull(),
    account: text('account').notNull(),
    /** The X account the claimant had linked: a person holds one piece, whatever wallets they use. */
    xAccountId: text('x_account_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('art_claims_one_per_member')
      .on(table.account)
      .where(sql`${table.releasedAt} is null`),
    uniqueIndex('art_claims_one_per_piece')
      .on(table.pieceId)
      .where(sql`${table.releasedAt} is null`),
    uniqueIndex('art_claims_one_per_x_account')
      .on(table.xAccountId)
      .where(sql`${table.releasedAt} is null`),
    index('art_claims_piece').on(table.pieceId, table.claimedAt),
  ],
)

export const artContest = pgTable('art_contest', {
  id: integer('id').primaryKey(),
  settings: jsonb('settings')
    .$type<{ year: number; hashtag: string; contestAccount: string; claimThreshold: number; categories: string[] }>()
    .notNull(),
})

export const vaultAssets = pgTable('vault_assets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  thumbnail: text('thumbnail').notNull(),
  fileUri: text('file_uri').notNull(),
  fileMime: text('file_mime').notNull(),
  position: integer('position').notNull(),
})

export const vaultDownloads = pgTable(
  'vault_downloads',
  {
    id: serial('id').primaryKey(),
    assetId: text('asset_id').notNull(),
    account: text('account').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vault_downloads_asset').on(table.assetId)],
)

export const supportedTokens = pgTable('supported_tokens', {
  symbol: text('symbol').primaryKey(),
  name: text('name').notNull(),
  tokenAddress: text('token_address').notNull(),
  decimals: integer('decimals').notNull(),
  priceUsd: doublePrecision('price_usd').notNull(),
})

/**
 * Who an X account redeems GCoins for: the first member to get a claim signature with it linked.
 * Moved to another wallet, the same X account redeems nothing for it: value goes to a person once.
 */
export const socialRedeemers = pgTable('social_redeemers', {
  xAccountId: text('x_account_id').primaryKey(),
  account: text('account').notNull(),
  firstClaimAt: timestamp('first_claim_at', { withTimezone: true }).notNull().defaultNow(),
})

export const swapLeaderboard = pgTable('swap_leaderboard', {
  account: text('account').primaryKey(),
  username: text('username'),
  totalClaimedUsd: doublePrecision('total_claimed_usd').notNull(),
  claimsCount: integer('claims_count').notNull(),
})

/**
 * Signed claims; `verified_at` set once when the chain shows the claim. An unverified claim
 * reserves its `coins` (the GCoins it was signed for) until its `deadline` (unix seconds).
 */
export const swapClaims = pgTable(
  'swap_claims',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    tokenAddress: text('token_address').notNull(),
    amount: text('amount').notNull(),
    nonce: text('nonce').notNull(),
    deadline: integer('deadline').notNull(),
    /** GCoins the signature was given for: reserved while pending, booked as such when verified */
    coins: doublePrecision('coins'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    txHash: text('tx_hash'),
    /** The chain's latest block when the claim was signed: its Claimed event cannot be older. */
    issuedBlock: bigint('issued_block', { mode: 'bigint' }),
  },
  (table) => [
    uniqueIndex('swap_claims_tx').on(table.txHash),
    index('swap_claims_pending')
      .on(table.account, table.deadline)
      .where(sql`${table.verifiedAt} is null`),
  ],
)

/**
 * How far the claim reconciler has read a vault's Claimed events: the next block to read. One row
 * per vault address (lower case), so a newly deployed vault is read from its own first block; moved
 * in the same transaction as the claims it booked.
 */
export const claimVaultCheckpoints = pgTable('claim_vault_checkpoints', {
  vault: text('vault').primaryKey(),
  nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
