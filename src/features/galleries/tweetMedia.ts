import type { TweetPost } from './galleryTiles'
import { longDate } from '../../ui/format/calendarDate'

type Media = TweetPost['media'][number]

/** The social site's status page of a post. */
export const tweetUrl = (username: string, tweetId: string) =>
  `https://x.com/${encodeURIComponent(username)}/status/${encodeURIComponent(tweetId)}`

/** The post's media is its last item (spec: "media (last item: ...)"). */
export function postMedia(post: Pick<TweetPost, 'media'>): Media | undefined {
  return post.media[post.media.length - 1]
}

/**
 * What the viewer plays: a photo's url, or the video variant with the highest bit-rate (variants
 * without a bit-rate, such as the HLS playlist, come last); the media's own url when it has none.
 */
export function playableSource(media: Media): { url: string; mime?: string } {
  if (media.type === 'photo') return { url: media.url }
  const best = [...(media.variants ?? [])].sort((a, b) => (b.bit_rate ?? -1) - (a.bit_rate ?? -1))[0]
  return best ? { url: best.url, mime: best.content_type } : { url: media.url }
}

/** The creation date in en-US ('November 23, 2026'); an unreadable date is shown as it came. */
export function postDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return longDate(date)
}
