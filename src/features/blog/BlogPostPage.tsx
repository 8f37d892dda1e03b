import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ApiClient } from '../../services/api'
import { useAssetUrl } from '../../services/config/EnvProvider'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import { NotFound } from '../../ui/not-found/NotFound'
import { ReadingColumn } from '../../ui/page/ReadingColumn'
import { blogPostQuery, postDate } from './blogQueries'
import './blog.css'

/** One blog post by id: title, category, author and date, picture and paragraphs. */
export function BlogPostPage({ api, id }: { api: ApiClient; id: string }) {
  const assetUrl = useAssetUrl()
  const { data: post, isError, isPending } = useQuery(blogPostQuery(api, id))
  return (
    <ReadingColumn as="article" width="narrow" className="koi-blog koi-blog--post">
      <Link className="koi-reading__back" to="/blogs">
        ← Blog
      </Link>
      {isPending ? <p>Loading the post…</p> : null}
      {isError ? <NotFound /> : null}
      {post ? (
        <>
          <h1>{post.title}</h1>
          <p className="koi-blog__meta">
            <Link to="/blogs" search={{ category: post.category }}>
              {post.category}
            </Link>{' '}
            · {post.author} · <time dateTime={post.createdAt}>{postDate(post.createdAt)}</time>
          </p>
          <ImageWithFallback src={assetUrl(post.image)} alt="" width={800} height={450} />
          {post.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </>
      ) : null}
    </ReadingColumn>
  )
}
