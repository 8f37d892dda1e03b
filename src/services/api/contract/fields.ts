import { z } from 'zod'
import { isAddressText } from './addressText'
import { MAX_PAGE_OFFSET, MAX_PAGE_SIZE } from './limits'

export { isAddressText } from './addressText'

/** Query and path values arrive as text; these accept both the typed value and its text form. */
export const intText = (min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number<number | string>({ error: 'expected an integer' })
    .int('expected an integer')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)

export const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'expected true or false' })
  .transform((value) => value === true || value === 'true' || value === '1')

export const address = z.string().refine(isAddressText, {
  message: 'expected a 0x-prefixed 20-byte address',
})

export const chainId = intText(1)
export const chainIdQuery = z.object({ chainId: chainId.optional() })

/** The spec's paging: offset = page index × limit. */
export const paging = {
  offset: intText(0, MAX_PAGE_OFFSET).optional(),
  limit: intText(1, MAX_PAGE_SIZE).optional(),
}

/**
 * An amount of ether as viem's `formatEther` writes its wei: an exact decimal, e.g. `"0.0812"`,
 * `"1"`, `"0.000000000000000001"` (no exponent, no trailing zeros, at most 18 places). Text, so no
 * amount passes through a float; `parseEther` gives the wei back exactly. The symbol beside it
 * names the ether (the chain's native currency).
 */
export const etherAmount = z
  .string()
  .regex(/^(0|[1-9]\d*)(\.\d{0,17}[1-9])?$/, 'expected an exact decimal amount of ether')

export const tokenId = z.string().regex(/^\d{1,78}$/, 'expected a decimal token id')

export const sortBy = z.enum(['latest', 'oldest', 'most_reactions', 'least_reactions', 'random'])
export const reactionType = z.enum(['like', 'love'])
export const provider = z.enum(['twitter', 'discord'])
export const timeWindow = z.enum(['one_day', 'seven_day', 'thirty_day'])

/** Text ids in paths (`_id` values of the spec). */
export const id = z.string().min(1).max(128)

/**
 * A picture's width or height in pixels, from the record, so a page can give the picture its room
 * before it loads; null or absent when the record does not know it (the page then learns it on load).
 */
export const pictureSide = z.number().int().min(1).max(16_384).nullable().optional()
export const pictureSize = { width: pictureSide, height: pictureSide }

export const countResponse = z.object({ totalCount: z.number().int().nonnegative() })

/** A link shown on a page: http(s) only, so a `javascript:` or `data:` URL can never be stored. */
export const webUrl = z
  .string()
  .max(200)
  .refine((value) => /^https?:\/\/[^\s/]/i.test(value) && URL.canParse(value), {
    message: 'expected an http(s) URL',
  })
