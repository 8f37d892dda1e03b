import { sql } from 'drizzle-orm'
import { type ExtraConfigColumn, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const tweets = pgTable('tweets', {
  tweetId: text('tweet_id').primaryKey(),
  post: jsonb('post').notNull(),
})

/**
 * The gallery's "most" and "least reactions" orders as indexes over what members see (the disabled
 * posts left out): a page walks one and stops, instead of sorting every post by its count.
 */
function lovedOrders(
  table: string,
  columns: {
    loves: ExtraConfigColumn
    createdAt: ExtraConfigColumn
    id: ExtraConfigColumn
    disabled: ExtraConfigColumn
  },
) {
  const shown = sql`not ${columns.disabled}`
  return [
    index(`${table}_most_loved`)
      .on(columns.loves.desc().nullsFirst(), columns.createdAt.desc().nullsFirst(), columns.id)
      .where(shown),
    index(`${table}_least_loved`)
      .on(columns.loves.asc(), columns.createdAt.desc().nullsFirst(), columns.id)
      .where(shown),
  ]
}

export const fanArt = pgTable(
  'fan_art',
  {
    id: text('id').primaryKey(),
    tweetId: text('tweet_id').notNull(),
    authorId: text('author_id').notNull(),
    account: text('account'),
    media: jsonb('media').$type<{ url: string; preview_image_url: string }[]>().notNull(),
    users: jsonb('users').$type<{ id: string; username: string; profile_image_url: string }[]>().notNull(),
    /** The tile picture's size in pixels, so the gallery lays its tile out before it loads; null when unknown. */
    width: integer('width'),
    height: integer('height'),
    submissionProcessId: text('submission_process_id').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Its love count, kept from `reaction_counts` by a trigger (migration 0015) for the by-loves orders. */
    loves: integer('loves').notNull().default(0),
  },
  (table) => [index('fan_art_created').on(table.createdAt), ...lovedOrders('fan_art', table)],
)

export const gameGallery = pgTable(
  'game_gallery',
  {
    id: text('id').primaryKey(),
    thumbnail: text('thumbnail').notNull(),
    /** As `fan_art.width`, of the thumbnail. */
    width: integer('width'),
    height: integer('height'),
    url: text('url').notNull(),
    mime: text('mime').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    submissionProcessId: text('submission_process_id').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** As `fan_art.loves`. */
    loves: integer('loves').notNull().default(0),
  },
  (table) => lovedOrders('game_gallery', table),
)

export const artistSubmissions = pgTable(
  'artist_submissions',
  {
    id: text('id').primaryKey(),
    imageUrl: text('image_url').notNull(),
    /** As `fan_art.width`. */
    width: integer('width'),
    height: integer('height'),
    tweetId: text('tweet_id').notNull(),
    account: text('account').notNull(),
    pieceId: text('piece_id').notNull(),
    category: text('category').notNull(),
    submissionProcessId: text('submission_process_id').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** As `fan_art.loves`. */
    loves: integer('loves').notNull().default(0),
  },
  (table) => lovedOrders('artist_submissions', table),
)

export const artistJudges = pgTable('artist_judges', {
  account: text('account').primaryKey(),
  name: text('name').notNull(),
})

/**
 * How many posts each gallery has, all and shown (not disabled): the galleries' totals, kept by
 * statement triggers on the posts (migration 0016) in the transaction that adds, hides or removes
 * them, so a page's total reads one row instead of counting every post.
 */
export const galleryCounts = pgTable('gallery_counts', {
  gallery: text('gallery').primaryKey(),
  posts: integer('posts').notNull(),
  shown: integer('shown').notNull(),
})
