import { asc, count, desc, eq } from 'drizzle-orm'
import { abouts, blogCategories, blogPosts } from '../../db/schema'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { pageOf } from '../paging'

const postOut = (row: typeof blogPosts.$inferSelect) => ({
  _id: row.id,
  title: row.title,
  summary: row.excerpt,
  body: row.paragraphs,
  image: row.image,
  category: row.category,
  author: row.author,
  createdAt: row.publishedAt.toISOString(),
})

const aboutOut = (row: typeof abouts.$inferSelect) => ({
  _id: row.id,
  title: row.title,
  category: row.category,
  body: row.paragraphs,
  image: row.image,
})

export const blogRoutes = [
  route('getAbout', async ({ params, deps }) => {
    const [row] = await deps.db.select().from(abouts).where(eq(abouts.id, params.id)).limit(1)
    if (!row) throw notFound(`no about page ${params.id}`)
    return aboutOut(row)
  }),
  route('getAbouts', async ({ query, deps }) => {
    const where = query.category ? eq(abouts.category, query.category) : undefined
    const { offset, limit } = pageOf(query, 20)
    const rows = await deps.db
      .select()
      .from(abouts)
      .where(where)
      .orderBy(asc(abouts.position))
      .limit(limit)
      .offset(offset)
    const [total] = await deps.db.select({ total: count() }).from(abouts).where(where)
    return { items: rows.map(aboutOut), totalCount: total?.total ?? 0 }
  }),
  route('getBlog', async ({ params, deps }) => {
    const [row] = await deps.db.select().from(blogPosts).where(eq(blogPosts.id, params.id)).limit(1)
    if (!row) throw notFound(`no blog post ${params.id}`)
    return postOut(row)
  }),
  route('getBlogs', async ({ query, deps }) => {
    const where = query.category ? eq(blogPosts.category, query.category) : undefined
    const { offset, limit } = pageOf(query, 10)
    const rows = await deps.db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id))
      .limit(limit)
      .offset(offset)
    const [total] = await deps.db.select({ total: count() }).from(blogPosts).where(where)
    return { items: rows.map(postOut), totalCount: total?.total ?? 0 }
  }),
  route('getBlogCategories', async ({ query, deps }) => {
    const { offset, limit } = pageOf(query, 50)
    const counted = await deps.db
      .select({ category: blogCategories.category, totalCount: count(blogPosts.id) })
      .from(blogCategories)
      .leftJoin(blogPosts, eq(blogPosts.category, blogCategories.category))
      .groupBy(blogCategories.category)
      .orderBy(asc(blogCategories.category))
      .limit(limit)
      .offset(offset)
    const [total] = await deps.db.select({ total: count() }).from(blogCategories)
    return { items: counted, totalCount: total?.total ?? 0 }
  }),
]
