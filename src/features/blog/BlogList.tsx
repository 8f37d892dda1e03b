import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ApiClient } from '../../services/api'
import { useAssetUrl } from '../../services/config/EnvProvider'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import { pageCount, Paginator } from '../../ui/paginator/Paginator'
import { BLOG_PAGE_SIZE, blogCategoriesQuery, blogPageQuery, postDate } from './blogQueries'
import { ReadingColumn } from '../../ui/page/ReadingColumn'
import './blog.css'

export interface BlogListProps {
  api: ApiClient
  category?: string
  /** 1-based. */
  page: number
  onPageChange: (page: number) => void
}

/** The blog: category filters with their counts, the posts newest first, and 'Page X of Y'. */
export function BlogList({ api, category, page, onPageChange }: BlogListProps) {
  const assetUrl = useAssetUrl()
  const categories = useQuery(blogCategoriesQuery(api))
  const posts = useQuery(blogPageQuery(api, page, category))
  const totalPages = pageCount(posts.data?.totalCount ?? 0, BLOG_PAGE_SIZE)
  return (
    <ReadingColumn className="koi-blog">
      <h1>{category ? `Blog: ${category}` : 'Blog'}</h1>
      <nav className="koi-blog__categories" aria-label="Categories">
        <Link to="/blogs" search={{}} aria-current={category ? undefined : 'page'}>
          All
        </Link>
        {categories.data?.map((entry) => (
          <Link
            key={entry.category}
            to="/blogs"
            search={{ category: entry.category }}
            aria-current={entry.category === category ? 'page' : undefined}
          >
            {entry.category} <span className="koi-blog__count">({entry.totalCount})</span>
          </Link>
        ))}
      </nav>
      {posts.isError ? <p role="alert">The blog could not be loaded. Please try again later.</p> : null}
      {posts.data && posts.data.items.length === 0 ? <p>No data available</p> : null}
      <ul className="koi-blog__posts">
        {posts.data?.items.map((post, index) => (
          <li key={post._id} className="koi-blog__post">
            {/* the first post's picture is the largest of a first screen: asked for at once, first */}
            <ImageWithFallback
              src={assetUrl(post.image)}
              alt=""
              width={320}
              height={180}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
            <div>
              <p className="koi-blog__meta">
                {post.category} · <time dateTime={post.createdAt}>{postDate(post.createdAt)}</time>
              </p>
              <h2>
                <Link to="/blogs/$id" params={{ id: post._id }}>
                  {post.title}
                </Link>
              </h2>
              <p>{post.summary}</p>
            </div>
          </li>
        ))}
      </ul>
      {totalPages > 1 ? <Paginator page={page} totalPages={totalPages} onPageChange={onPageChange} /> : null}
    </ReadingColumn>
  )
}
