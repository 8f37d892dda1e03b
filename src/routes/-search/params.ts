import { z } from 'zod'

/** The spec's sort values; anything else falls back to `latest`. */
export const SORT_VALUES = ['latest', 'oldest', 'most_reactions', 'least_reactions', 'random'] as const
export type SortValue = (typeof SORT_VALUES)[number]
export const DEFAULT_SORT: SortValue = 'latest'

export const sortByParam = z.enum(SORT_VALUES).default(DEFAULT_SORT).catch(DEFAULT_SORT)

/** `?edit=true` style switches: `true`, `'true'` or `'1'` turn them on; anything else is off. */
export const flagParam = z
  .union([z.boolean(), z.string()])
  .transform((value) => value === true || value === 'true' || value === '1')
  .optional()
  .catch(undefined)

/** A free text or id value; numbers in the URL stay text so long ids keep every digit. */
export const textParam = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1))
  .optional()
  .catch(undefined)

/** Non-negative integer offsets; a malformed one reads as the first page. */
export const offsetParam = z.coerce.number<number | string>().int().nonnegative().catch(0)
