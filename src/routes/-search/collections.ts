import { z } from 'zod/mini'

/** /collections: `page` is 1-based; anything else reads as the first page. */
export const collectionsSearchSchema = z.lazy(() =>
  z.object({
    page: z.catch(z.optional(z.coerce.number<number | string>().check(z.int(), z.positive())), undefined),
  }),
)
export type CollectionsSearch = z.output<typeof collectionsSearchSchema>
