import type { z } from 'zod'
import type { sortBy } from '../../services/api/contract'

/** The spec's sort values, as the contract declares them (the routes validate the URL against the same list). */
export type SortValue = z.output<typeof sortBy>
