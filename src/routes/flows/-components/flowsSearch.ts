import { z } from 'zod/mini'

/** `?path=` picks a generated test path by its number, `?live=true` turns on watching; anything else is dropped. */
export const flowsSearchSchema = z.lazy(() =>
  z.object({
    path: z.catch(z.optional(z.coerce.number().check(z.int(), z.nonnegative())), undefined),
    live: z.catch(
      z.optional(
        z.pipe(
          z.union([z.boolean(), z.enum(['true', 'false'])]),
          z.transform((value: boolean | 'true' | 'false') => (value === true || value === 'true' ? true : undefined)),
        ),
      ),
      undefined,
    ),
  }),
)
export type FlowsSearchParams = z.output<typeof flowsSearchSchema>
