import { useAssetUrl } from '../../services/config/EnvProvider'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import { MediaPreview } from '../../ui/media/MediaPreview'
import type { TweetPost } from './galleryTiles'
import { playableSource, postDate, postMedia, tweetUrl } from './tweetMedia'
import './TweetViewer.css'

/** The post behind a fan-art or contest submission: media, author, text, date and a link to it on X. */
export function TweetViewer({ post }: { post: TweetPost }) {
  const assetUrl = useAssetUrl()
  const media = postMedia(post)
  const source = media ? playableSource(media) : undefined
  const author = post.users.find((user) => user.id === post.author_id) ?? post.users[0]
  return (
    <article className="koi-tweet" data-testid="tweet-viewer">
      {source ? (
        <MediaPreview url={assetUrl(source.url)} mime={source.mime} alt={`Post by ${author?.name ?? 'the artist'}`} />
      ) : null}
      <header className="koi-tweet__author">
        {author ? (
          <>
            <ImageWithFallback className="koi-tweet__avatar" src={assetUrl(author.profile_image_url)} alt="" />
            <span>
              <strong>{author.name}</strong> <span className="koi-tweet__handle">@{author.username}</span>
            </span>
          </>
        ) : null}
      </header>
      <p className="koi-tweet__text">{post.text}</p>
      <footer className="koi-tweet__footer">
        <time dateTime={post.tweetCreatedDate}>{postDate(post.tweetCreatedDate)}</time>
        {author ? (
          <a href={tweetUrl(author.username, post.tweetId)} target="_blank" rel="noreferrer noopener">
            View tweet
          </a>
        ) : null}
      </footer>
    </article>
  )
}
