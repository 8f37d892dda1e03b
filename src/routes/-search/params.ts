import { z } from 'zod/mini'

// Every search schema is built when a route first reads its URL (`z.lazy`), not when the route tree
// is imported: the first page's start-up task would otherwise build every route's schemas.

/** The spec's sort values; anything else falls back to `latest`. */
export const SORT_VALUES = ['latest', 'oldest', 'most_reactions', 'least_reactions', 'random'] as const
export type SortValue = (typeof SORT_VALUES)[number]
export const DEFAULT_SORT: SortValue = 'latest'

export const sortByParam = z.lazy(() => z.catch(z._default(z.enum(SORT_VALUES), DEFAULT_SORT), DEFAULT_SORT))

/** `?edit=true` style switches: `true`, `'true'` or `'1'` turn them on; anything else is off. */
export const flagParam = z.lazy(() =>
  z.catch(
    z.optional(
      z.pipe(
        z.union([z.boolean(), z.string()]),
        z.transform((value: boolean | string) => value === true || value === 'true' || value === '1'),
      ),
    ),
    undefined,
  ),
)

/** A free text or id value; numbers in the URL stay text so long ids keep every digit. */
export const textParam = z.lazy(() =>
  z.catch(
    z.optional(
      z.pipe(
        z.pipe(
          z.union([z.string(), z.number()]),
          z.transform((value: string | number) => String(value).trim()),
        ),
        z.string().check(z.minLength(1)),
      ),
    ),
    undefined,
  ),
)

/** Non-negative integer offsets; a malformed one reads as the first page. */
export const offsetParam = z.lazy(() => z.catch(z.coerce.number<number | string>().check(z.int(), z.nonnegative()), 0))
