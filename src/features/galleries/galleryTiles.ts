import type { CallData, SubmissionKind } from '../../services/api/contract'

/** The three galleries: fan art (X posts), the game's pictures and clips, the art contest's entries. */
export type GalleryKind = 'fan-art' | 'game' | 'submissions'

/** The search parameter that opens each gallery's viewer. */
export const VIEWER_PARAM = { 'fan-art': 'tweetId', game: 'item', submissions: 'id' } as const
export type ViewerParam = (typeof VIEWER_PARAM)[GalleryKind]

export const SUBMISSION_KIND: Record<GalleryKind, SubmissionKind> = {
  'fan-art': 'fan_art',
  game: 'game',
  submissions: 'artist_submission',
}

type FanArt = CallData<'getFanArt'>['items'][number]
type GameItem = CallData<'getGameGallery'>['items'][number]
type Entry = CallData<'getArtistSubmissions'>['items'][number]
export type TweetPost = Pick<FanArt, 'tweetId' | 'text' | 'author_id' | 'tweetCreatedDate' | 'media' | 'users'>

/** One gallery photo (spec: imageUrl, artistSubmissionId, submissionProcessId, reactionActive, totalReactionsCount, user, disabled). */
export interface GalleryPhoto {
  /** The submission's id: the reaction, the admin toggle and the judge's label use it. */
  id: string
  imageUrl: string
  /** The picture's size from the record, when it carries one: its tile is laid out at it before the picture loads. */
  size?: { width: number; height: number }
  /** The value of the viewer's search parameter. */
  viewerValue: string
  submissionProcessId: string
  reactionActive: boolean
  totalReactionsCount: number
  /** The author's name or the item's title. */
  user: string
  disabled: boolean
  /** What a screen reader hears for the picture. */
  alt: string
  /** The post behind a fan-art or contest tile. */
  post?: TweetPost
  /** The game item behind a game tile. */
  game?: GameItem
}

function lastMedia(post: TweetPost) {
  return post.media[post.media.length - 1]
}

/** The record's picture size, when it has both sides (older records have none). */
function sizeOf(item: { width?: number | null; height?: number | null }): Pick<GalleryPhoto, 'size'> {
  return item.width && item.height ? { size: { width: item.width, height: item.height } } : {}
}

export function fanArtPhoto(item: FanArt): GalleryPhoto {
  const media = lastMedia(item)
  const author = item.users[0]?.username ?? 'unknown artist'
  return {
    id: item._id,
    imageUrl: media?.type === 'video' ? (media.preview_image_url ?? media.url) : (media?.url ?? ''),
    ...sizeOf(item),
    viewerValue: item.tweetId,
    submissionProcessId: item.submissionProcessId,
    reactionActive: item.userReaction.reactionActive,
    totalReactionsCount: item.totalReactionsCount,
    user: author,
    disabled: item.disabled,
    alt: `Fan art by ${author}`,
    post: item,
  }
}

export function gamePhoto(item: GameItem): GalleryPhoto {
  return {
    id: item._id,
    imageUrl: item.thumbnail,
    ...sizeOf(item),
    viewerValue: item._id,
    submissionProcessId: item.submissionProcessId,
    reactionActive: item.userReaction.reactionActive,
    totalReactionsCount: item.totalReactionsCount,
    user: item.title,
    disabled: item.disabled,
    alt: item.title,
    game: item,
  }
}

export function entryPhoto(item: Entry): GalleryPhoto {
  const author = item.users[0]?.username ?? 'unknown artist'
  return {
    id: item.artistSubmissionId,
    imageUrl: item.imageUrl,
    ...sizeOf(item),
    viewerValue: item._id,
    submissionProcessId: item.submissionProcessId,
    reactionActive: item.userReaction.reactionActive,
    totalReactionsCount: item.totalReactionsCount,
    user: author,
    disabled: item.disabled,
    alt: `${item.category} entry by ${author}`,
    post: item,
  }
}
