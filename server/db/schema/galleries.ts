import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const tweets = pgTable('tweets', {
  tweetId: text('tweet_id').primaryKey(),
  post: jsonb('post').notNull(),
})

export const fanArt = pgTable(
  'fan_art',
  {
    id: text('id').primaryKey(),
    tweetId: text('tweet_id').notNull(),
    authorId: text('author_id').notNull(),
    account: text('account'),
    media: jsonb('media').$type<{ url: string; preview_image_url: string }[]>().notNull(),
    users: jsonb('users').$type<{ id: string; username: string; profile_image_url: string }[]>().notNull(),
    submissionProcessId: text('submission_process_id').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('fan_art_created').on(table.createdAt)],
)

export const gameGallery = pgTable('game_gallery', {
  id: text('id').primaryKey(),
  thumbnail: text('thumbnail').notNull(),
  url: text('url').notNull(),
  mime: text('mime').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  submissionProcessId: text('submission_process_id').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

export const artistSubmissions = pgTable('artist_submissions', {
  id: text('id').primaryKey(),
  imageUrl: text('image_url').notNull(),
  tweetId: text('tweet_id').notNull(),
  account: text('account').notNull(),
  pieceId: text('piece_id').notNull(),
  category: text('category').notNull(),
  submissionProcessId: text('submission_process_id').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

export const artistJudges = pgTable('artist_judges', {
  account: text('account').primaryKey(),
  name: text('name').notNull(),
})
