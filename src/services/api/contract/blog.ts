import { z } from 'zod'
import { defineCall } from './define'
import { countResponse, id, paging } from './fields'
import { MAX_NAME_SEARCH_LENGTH } from './limits'

export const blogPost = z.object({
  _id: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.array(z.string()),
  image: z.string(),
  category: z.string(),
  author: z.string(),
  createdAt: z.string(),
})
export const about = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  body: z.array(z.string()),
  image: z.string(),
})
export const category = z.object({ category: z.string(), totalCount: z.number().int() })

const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) }).extend(countResponse.shape)
const listQuery = z.object({ ...paging, category: z.string().max(MAX_NAME_SEARCH_LENGTH).optional() })

export const blogCalls = {
  getAbout: defineCall({
    service: 'blog',
    method: 'GET',
    path: '/api/abouts/{id}',
    params: z.object({ id }),
    response: about,
    summary: 'One about page.',
  }),
  getAbouts: defineCall({
    service: 'blog',
    method: 'GET',
    path: '/api/abouts/all/',
    query: listQuery,
    response: list(about),
    summary: 'About pages, paged, optionally by category.',
  }),
  getBlog: defineCall({
    service: 'blog',
    method: 'GET',
    path: '/api/blogs/{id}',
    params: z.object({ id }),
    response: blogPost,
    summary: 'One blog post.',
  }),
  getBlogs: defineCall({
    service: 'blog',
    method: 'GET',
    path: '/api/blogs/all/',
    query: listQuery,
    response: list(blogPost),
    summary: 'Blog posts, newest first, optionally by category.',
  }),
  getBlogCategories: defineCall({
    service: 'blog',
    method: 'GET',
    path: '/api/blogs/categories/all/',
    query: z.object(paging),
    response: list(category),
    summary: 'Blog categories with their post counts.',
  }),
}
