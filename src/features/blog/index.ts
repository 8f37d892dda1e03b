export { BlogList, type BlogListProps } from './BlogList'
export { BlogPostPage } from './BlogPostPage'
export { BLOG_PAGE_SIZE, blogCategoriesQuery, blogPageQuery, blogPostQuery } from './blogQueries'
