import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const blogCategories = pgTable('blog_categories', {
  id: text('id').primaryKey(),
  category: text('category').notNull().unique(),
})

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    excerpt: text('excerpt').notNull(),
    paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
    image: text('image').notNull(),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('blog_posts_published').on(table.publishedAt)],
)

export const abouts = pgTable('abouts', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  category: text('category').notNull(),
  paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull(),
})
