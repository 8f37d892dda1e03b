import { z } from 'zod/mini'
import { socialSearchShape } from '../../services/social/signIn'
import { sortByParam, textParam } from './params'

/** `type=edit` opens a gallery's edit view (the admin's disable toggle and the ids); anything else is the normal view. */
export const viewTypeParam = z.lazy(() => z.catch(z.optional(z.enum(['edit'])), undefined))

/** /gallery/fan-art: the sort, the admin edit view and the submission viewer (`tweetId`). */
export const fanArtSearchSchema = z.lazy(() =>
  z.object({
    sortBy: sortByParam,
    type: viewTypeParam,
    tweetId: textParam,
    ...socialSearchShape,
  }),
)
export type FanArtSearch = z.output<typeof fanArtSearchSchema>

/** /gallery/game: the sort, the edit view and the item viewer opened by `item`. */
export const gameGallerySearchSchema = z.lazy(() =>
  z.object({
    sortBy: sortByParam,
    type: viewTypeParam,
    item: textParam,
    ...socialSearchShape,
  }),
)
export type GameGallerySearch = z.output<typeof gameGallerySearchSchema>

/** /gallery/submissions: the sort, the edit view and the artist submission viewer (`id`). */
export const submissionsSearchSchema = z.lazy(() =>
  z.object({
    sortBy: sortByParam,
    type: viewTypeParam,
    id: textParam,
    ...socialSearchShape,
  }),
)
export type SubmissionsSearch = z.output<typeof submissionsSearchSchema>

/** /art-contest: the sort, the category filter and both viewers. */
export const artContestSearchSchema = z.lazy(() =>
  z.object({
    sortBy: sortByParam,
    category: textParam,
    type: viewTypeParam,
    id: textParam,
    tweetId: textParam,
    ...socialSearchShape,
  }),
)
export type ArtContestSearch = z.output<typeof artContestSearchSchema>

/** /blogs: the category filter and the 1-based page; a malformed page reads as the first. */
export const blogsSearchSchema = z.lazy(() =>
  z.object({
    category: textParam,
    page: z.catch(z.optional(z.coerce.number<number | string>().check(z.int(), z.positive())), undefined),
  }),
)
export type BlogsSearch = z.output<typeof blogsSearchSchema>
