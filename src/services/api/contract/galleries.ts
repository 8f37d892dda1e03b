import { z } from 'zod'
import { defineCall } from './define'
import { address, countResponse, flag, id, paging, pictureSize, reactionType, sortBy } from './fields'

export const mediaVariant = z.object({ content_type: z.string(), url: z.string(), bit_rate: z.number().optional() })
export const tweetUser = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  profile_image_url: z.string(),
})
export const tweetMedia = z.object({
  type: z.enum(['photo', 'video']),
  url: z.string(),
  preview_image_url: z.string().optional(),
  variants: z.array(mediaVariant).optional(),
})
export const tweetPost = z.object({
  tweetId: z.string(),
  text: z.string(),
  author_id: z.string(),
  tweetCreatedDate: z.string(),
  media: z.array(tweetMedia),
  users: z.array(tweetUser),
})

export const userReaction = z.object({ reactionActive: z.boolean() })

export const fanArtSubmission = tweetPost.extend({
  _id: z.string(),
  /** The tile picture's size (the last media's picture, a video's poster). */
  ...pictureSize,
  submissionProcessId: z.string(),
  userReaction,
  totalReactionsCount: z.number().int(),
  disabled: z.boolean(),
})

export const gameGalleryItem = z.object({
  _id: z.string(),
  thumbnail: z.string(),
  /** The thumbnail's size. */
  ...pictureSize,
  url: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
  submissionProcessId: z.string(),
  userReaction,
  totalReactionsCount: z.number().int(),
  disabled: z.boolean(),
})

/** The query of the paged gallery lists: limit 25 by default; showDisabled counts only for admins. */
export const galleryQuery = z.object({
  ...paging,
  sortBy: sortBy.optional(),
  showDisabled: flag.optional(),
  refreshCache: flag.optional(),
})
export const galleryBody = z
  .object({ userReactionData: z.object({ account: address.optional() }).optional() })
  .default({})

export const reactionToggle = z.object({
  reactionActive: z.boolean(),
  totalReactionsCount: z.number().int(),
})

/** The three kinds of submission an admin can hide from the galleries. */
export const submissionKind = z.enum(['fan_art', 'game', 'artist_submission'])
export type SubmissionKind = z.infer<typeof submissionKind>

export const galleryCalls = {
  getFanArt: defineCall({
    method: 'POST',
    path: '/api/gallery/fan-art/all',
    query: galleryQuery,
    body: galleryBody,
    response: z.object({ items: z.array(fanArtSubmission) }).extend(countResponse.shape),
    summary: 'Fan-art submissions in one of the five sorts, with the given account’s reaction.',
  }),
  getFanArtCount: defineCall({
    method: 'GET',
    path: '/api/gallery/fan-art/count',
    query: z.object({ showDisabled: flag.optional() }),
    response: countResponse,
    summary: 'How many fan-art submissions are shown.',
  }),
  getFanArtItem: defineCall({
    method: 'GET',
    path: '/api/gallery/fan-art/tweet/{tweetId}',
    params: z.object({ tweetId: z.string().regex(/^\d{1,32}$/, 'a post id is a number') }),
    response: fanArtSubmission,
    summary:
      'One fan-art submission by the id of its post, with the member’s reaction: the viewer opened by a link (`tweetId`) to an entry not loaded yet. Not in the spec’s catalogue.',
  }),
  reactFanArt: defineCall({
    method: 'POST',
    path: '/api/gallery/fan-art/reaction/{id}',
    params: z.object({ id }),
    body: z.object({ reactionType: reactionType.default('love') }),
    response: reactionToggle,
    auth: 'member',
    summary: 'Toggles the member’s reaction on a fan-art submission.',
  }),
  getGameGallery: defineCall({
    method: 'POST',
    path: '/api/gallery/game/all',
    query: galleryQuery,
    body: galleryBody,
    response: z.object({ items: z.array(gameGalleryItem) }).extend(countResponse.shape),
    summary: 'Game-gallery items in one of the five sorts.',
  }),
  getGameGalleryCount: defineCall({
    method: 'GET',
    path: '/api/gallery/game/count',
    query: z.object({ showDisabled: flag.optional() }),
    response: countResponse,
    summary: 'How many game-gallery items are shown.',
  }),
  getGameGalleryItem: defineCall({
    method: 'GET',
    path: '/api/gallery/game/{id}',
    params: z.object({ id }),
    query: z.object({ account: address.optional() }),
    response: gameGalleryItem,
    summary: 'One game-gallery item.',
  }),
  reactGameGallery: defineCall({
    method: 'POST',
    path: '/api/gallery/game/reaction/{id}',
    params: z.object({ id }),
    body: z.object({ reactionType: reactionType.default('love') }),
    response: reactionToggle,
    auth: 'member',
    summary: 'Toggles the member’s reaction on a game-gallery item.',
  }),
  setSubmissionDisabled: defineCall({
    method: 'PATCH',
    path: '/api/gallery/disabled/{kind}/{id}',
    params: z.object({ kind: submissionKind, id }),
    body: z.object({ disabled: z.boolean() }),
    response: z.object({ _id: z.string(), kind: submissionKind, disabled: z.boolean() }),
    auth: 'member',
    summary:
      'Admins only (403 for other members): hides a submission from the galleries or shows it again. The spec names the admin toggle, not its call.',
  }),
}
