import { z } from 'zod'
import { defineCall } from './define'
import { address, countResponse, id, paging, pictureSize, reactionType } from './fields'
import { MAX_NAME_SEARCH_LENGTH } from './limits'
import { galleryBody, galleryQuery, reactionToggle, tweetPost, userReaction } from './galleries'

export const artPiece = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  ...pictureSize,
  tokenId: z.string(),
  claimedBy: z.string().nullable(),
})

/** The year's contest: its hashtag, the account entries tag, the categories. */
export const contestSettings = z.object({
  year: z.number().int(),
  hashtag: z.string(),
  contestAccount: z.string(),
  categories: z.array(z.string()),
})

export const claimStatus = z.object({
  hasClaimed: z.boolean(),
  claimsCount: z.number().int(),
  claimThreshold: z.number().int(),
  claimedPieceId: z.string().nullable(),
})

export const artistSubmission = tweetPost.extend({
  _id: z.string(),
  imageUrl: z.string(),
  ...pictureSize,
  artistSubmissionId: z.string(),
  submissionProcessId: z.string(),
  category: z.string(),
  userReaction,
  totalReactionsCount: z.number().int(),
  disabled: z.boolean(),
})

export const artContestCalls = {
  getArtContestGallery: defineCall({
    method: 'GET',
    path: '/api/art-contests/gallery/all/',
    query: z.object(paging),
    response: z.object({ items: z.array(artPiece), contest: contestSettings.nullable() }).extend(countResponse.shape),
    summary: 'Pieces to draw and who has claimed them, with the year’s contest (hashtag, account to tag).',
  }),
  claimArtPiece: defineCall({
    method: 'POST',
    path: '/api/art-contests/gallery/claim/{id}',
    params: z.object({ id }),
    response: claimStatus,
    auth: 'member',
    summary: 'Claims a piece: one per member, not one held by another, not one released and taken since.',
  }),
  unclaimArtPiece: defineCall({
    method: 'POST',
    path: '/api/art-contests/gallery/unclaim',
    response: claimStatus,
    auth: 'member',
    summary: 'Releases the member’s claimed piece.',
  }),
  getArtPiece: defineCall({
    method: 'GET',
    path: '/api/art-contests/gallery/{id}',
    params: z.object({ id }),
    response: artPiece,
    summary: 'One piece.',
  }),
  getArtGalleryTotalCount: defineCall({
    method: 'GET',
    path: '/api/art-contests/gallery/totalCount',
    response: countResponse,
    summary: 'How many pieces there are.',
  }),
  getArtClaimStatus: defineCall({
    method: 'GET',
    path: '/api/art-contests/gallery/check/me',
    response: claimStatus,
    auth: 'member',
    summary: 'The member’s claim status.',
  }),
  getArtistSubmissions: defineCall({
    method: 'POST',
    path: '/api/art-contests/artist-submission/all',
    query: galleryQuery.extend({ category: z.string().max(MAX_NAME_SEARCH_LENGTH).optional() }),
    body: galleryBody,
    response: z
      .object({
        items: z.array(artistSubmission),
        categories: z.array(z.object({ category: z.string(), totalCount: z.number().int() })),
      })
      .extend(countResponse.shape),
    summary: 'Artist submissions with the category counts.',
  }),
  getArtistSubmissionCount: defineCall({
    method: 'GET',
    path: '/api/art-contests/artist-submission/count',
    query: z.object({ category: z.string().max(MAX_NAME_SEARCH_LENGTH).optional() }),
    response: countResponse,
    summary: 'How many artist submissions are shown.',
  }),
  getArtistSubmission: defineCall({
    method: 'GET',
    path: '/api/art-contests/artist-submission/entry/{id}',
    params: z.object({ id }),
    response: artistSubmission,
    summary:
      'One artist submission, with the member’s reaction: the viewer opened by a link (`id`) to an entry not loaded yet. Not in the spec’s catalogue.',
  }),
  updateArtistSubmissionReaction: defineCall({
    method: 'POST',
    path: '/api/art-contests/artist-submission-reaction/update',
    body: z.object({ artistSubmissionId: id, reactionType: reactionType.default('love') }),
    response: reactionToggle,
    auth: 'member',
    summary: 'Toggles the member’s reaction on an artist submission.',
  }),
  getArtistJudge: defineCall({
    method: 'GET',
    path: '/api/art-contests/artist-judge/{account}',
    params: z.object({ account: address }),
    response: z.object({ account: z.string(), isJudge: z.boolean() }),
    summary: 'Whether an account is a judge of the art contest.',
  }),
}
