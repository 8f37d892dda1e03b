import { z } from 'zod/mini'
import { flagParam, sortByParam, textParam } from './params'

/** /gallery/fan-art: the sort, the admin edit view and the submission viewer (`tweetId`). */
export const fanArtSearchSchema = z.object({
  sortBy: sortByParam,
  edit: flagParam,
  tweetId: textParam,
})
export type FanArtSearch = z.output<typeof fanArtSearchSchema>

/** /gallery/game: the sort, the edit view and the item viewer opened by `item`. */
export const gameGallerySearchSchema = z.object({
  sortBy: sortByParam,
  edit: flagParam,
  item: textParam,
})
export type GameGallerySearch = z.output<typeof gameGallerySearchSchema>

/** /gallery/submissions: the sort, the edit view and the artist submission viewer (`id`). */
export const submissionsSearchSchema = z.object({
  sortBy: sortByParam,
  edit: flagParam,
  id: textParam,
})
export type SubmissionsSearch = z.output<typeof submissionsSearchSchema>

/** /art-contest: the sort, the category filter and both viewers. */
export const artContestSearchSchema = z.object({
  sortBy: sortByParam,
  category: textParam,
  id: textParam,
  tweetId: textParam,
})
export type ArtContestSearch = z.output<typeof artContestSearchSchema>

/** /blogs: the category filter. */
export const blogsSearchSchema = z.object({ category: textParam })
export type BlogsSearch = z.output<typeof blogsSearchSchema>
