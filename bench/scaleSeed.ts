/**
 * Seeds the demo at a scale for `bench:scale`: the demo itself (as `npm start` seeds it), then every
 * table that grows with the community copied `scale - 1` times inside the database, each copy with
 * its own keys: the Battlecards collection (items, traits, listings, sales), the members and their
 * leaderboard rows, the reactions, and the gallery posts. A copy keeps the shape of the original
 * (the same traits, prices, points and reactions per item); the collection's items are owned by the
 * copied members, so each member owns as many cards as at 1x and the collection has 100 times the
 * owners at 100x. Copies are set-based multi-row inserts (`insert … select … generate_series`): the
 * rows never leave the database, which is quicker than COPY from the client, whose rows would first
 * be built in the bench and sent over the socket.
 */
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/connect'
import { BATTLECARDS_SLUG, generateDemoData } from '../server/seed/data'
import { seedWithNftRows } from '../test/fixtures/nftRows'

export interface SeedReport {
  seconds: number
  reused: boolean
  rows: Record<string, number>
}

/** Moved on whenever the copies change shape: a kept database of another version is seeded again. */
const SEED_VERSION = 2

/** The tables whose sizes the bench prints beside the seeding time. */
const COUNTED = ['items', 'item_traits', 'members', 'leaderboard', 'reactions', 'sales', 'listings', 'fan_art'] as const

/** `0x` + the copy's number in six hex digits + the rest of the original: unique per copy. */
const copiedAccount = (column: string) => `'0x' || lpad(to_hex(k), 6, '0') || substr(${column}, 9)`

/** The collection's supply is its number of items, as at 1x: the copies grow it. `$1` is its address. */
const COLLECTION_SIZE = `update collections set total_supply = (select count(*) from items where token_address = $1) where token_address = $1`

/** Copies of every growing table, `k` running from 1 to scale - 1; `$1` is the Battlecards address. */
function growthStatements(scale: number, collectionSize: number): string[] {
  const copies = `generate_series(1, ${scale - 1}) as k`
  // the size at 1x, read before any copy: a subquery here would count the copied items too, and the
  // listings, sales and reactions copied after the items would name tokens that do not exist
  const shifted = (column: string) => `(${column}::bigint + k * size.n)::text`
  const size = `(select ${collectionSize}::bigint as n) as size`
  return [
    `insert into members (account, username, biography, image, banner_image, url, location, guardian_id, coin_balance, is_admin, beta_access, joined_at)
     select ${copiedAccount('account')}, username || '_' || k, biography, image, banner_image, url, location, guardian_id, coin_balance, false, beta_access, joined_at
     from members, ${copies}`,
    `insert into leaderboard (account, display_id, total_points, total_claims_count)
     select ${copiedAccount('account')}, display_id || '_' || k, total_points, total_claims_count from leaderboard, ${copies}`,
    `insert into items (token_address, token_id, token_number, name, description, image, thumbnail, media_uri, media_mime, traits, owner, rarity_rank)
     select token_address, ${shifted('token_id')}, token_number + k * size.n,
       regexp_replace(name, '#\\d+$', '#' || ${shifted('token_id')}), description, image, thumbnail, media_uri, media_mime, traits,
       ${copiedAccount('owner')}, rarity_rank
     from items, ${size}, ${copies} where token_address = $1`,
    `insert into item_traits (token_address, token_id, trait_type, value, token_number)
     select token_address, ${shifted('token_id')}, trait_type, value, token_number + k * size.n
     from item_traits, ${size}, ${copies} where token_address = $1`,
    `insert into listings (token_address, token_id, price, symbol, seller, listed_at)
     select token_address, ${shifted('token_id')}, price, symbol, ${copiedAccount('seller')}, listed_at
     from listings, ${size}, ${copies} where token_address = $1`,
    `insert into sales (token_address, token_id, price, symbol, seller, buyer, tx_hash, sold_at)
     select token_address, ${shifted('token_id')}, price, symbol, ${copiedAccount('seller')}, ${copiedAccount('buyer')}, tx_hash || '-' || k, sold_at
     from sales, ${size}, ${copies} where token_address = $1 order by sold_at`,
    `insert into tweets (tweet_id, post) select tweet_id || '-' || k, post from tweets, ${copies}`,
    `insert into fan_art (id, tweet_id, author_id, account, media, users, submission_process_id, disabled, created_at)
     select id || '-' || k, tweet_id || '-' || k, author_id, case when account is null then null else ${copiedAccount('account')} end,
       media, users, submission_process_id, disabled, created_at
     from fan_art, ${copies}`,
    `insert into game_gallery (id, thumbnail, url, mime, title, description, submission_process_id, disabled, created_at)
     select id || '-' || k, thumbnail, url, mime, title, description, submission_process_id, disabled, created_at from game_gallery, ${copies}`,
    `insert into artist_submissions (id, image_url, tweet_id, account, piece_id, category, submission_process_id, disabled, created_at)
     select id || '-' || k, image_url, tweet_id, ${copiedAccount('account')}, piece_id, category, submission_process_id, disabled, created_at
     from artist_submissions, ${copies}`,
    // reactions on the copied items and posts, by the copied members
    `insert into reactions (target_kind, target_id, account, type, created_at)
     select target_kind,
       case when target_kind = 'nft' then $1 || ':' || ${shifted(`split_part(target_id, ':', 2)`)} else target_id || '-' || k end,
       ${copiedAccount('account')}, type, created_at
     from reactions, ${size}, ${copies} where target_kind <> 'nft' or target_id like $1 || ':%'`,
    // the counts kept beside the reactions, as the seed writes them
    `delete from reaction_counts`,
    `insert into reaction_counts (target_kind, target_id, type, total)
     select target_kind, target_id, type, count(*)::int from reactions group by target_kind, target_id, type`,
    COLLECTION_SIZE,
  ]
}

async function battlecardsOf(client: pg.Client): Promise<string> {
  const found = await client.query<{ token_address: string }>('select token_address from collections where slug = $1', [
    BATTLECARDS_SLUG,
  ])
  const battlecards = found.rows[0]?.token_address
  if (!battlecards) throw new Error('the demo has no Battlecards collection')
  return battlecards
}

async function rowCounts(client: pg.Client) {
  const rows: Record<string, number> = {}
  for (const table of COUNTED) {
    const result = await client.query<{ n: string }>(`select count(*) as n from ${table}`)
    rows[table] = Number(result.rows[0]?.n ?? 0)
  }
  return rows
}

/**
 * Creates `database` on the cluster of `adminUrl` and seeds it at `scale`. With `reuse`, a database
 * already seeded at this scale (by an earlier run) is kept as it is.
 */
export async function seedAtScale(
  adminUrl: string,
  databaseUrl: string,
  scale: number,
  options: { reuse: boolean },
): Promise<SeedReport> {
  const started = Date.now()
  const name = new URL(databaseUrl).pathname.slice(1)
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount && options.reuse) {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        const marker = await client
          .query<{ scale: number; version: number }>('select scale, version from bench_scale')
          .catch(() => ({ rows: [] as { scale: number; version: number }[] }))
        if (marker.rows[0]?.scale === scale && marker.rows[0].version === SEED_VERSION) {
          await client.query(COLLECTION_SIZE, [await battlecardsOf(client)])
          // migrations added since the seed are applied here, as the server would at its start
          const database = await openDatabase({ databaseUrl })
          await database.close()
          // a migration that rewrote a table leaves it as autovacuum would not yet have: settled again
          await client.query('vacuum (analyze)')
          return { seconds: (Date.now() - started) / 1000, reused: true, rows: await rowCounts(client) }
        }
      } finally {
        await client.end()
      }
    }
    if (exists.rowCount) await admin.query(`drop database "${name}" with (force)`)
    await admin.query(`create database "${name}"`)
  } finally {
    await admin.end()
  }
  const database = await openDatabase({ databaseUrl })
  try {
    await seedWithNftRows(database.db, generateDemoData())
  } finally {
    await database.close()
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    if (scale > 1) {
      const battlecards = await battlecardsOf(client)
      const counted = await client.query<{ n: string }>('select count(*) as n from items where token_address = $1', [
        battlecards,
      ])
      for (const statement of growthStatements(scale, Number(counted.rows[0]?.n ?? 0))) {
        const parameters = statement.includes('$1') ? [battlecards] : []
        await client.query(statement, parameters)
      }
    }
    // as autovacuum would leave a table that has settled: statistics and the visibility map
    await client.query('vacuum (analyze)')
    await client.query('create table bench_scale (scale integer not null, version integer not null)')
    await client.query('insert into bench_scale values ($1, $2)', [scale, SEED_VERSION])
    return { seconds: (Date.now() - started) / 1000, reused: false, rows: await rowCounts(client) }
  } finally {
    await client.end()
  }
}

export { sql }
