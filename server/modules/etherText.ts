import { sql, type SQLWrapper } from 'drizzle-orm'

/**
 * A wei numeric as the text viem's `formatEther` writes for it, computed in SQL where a statement
 * builds its JSON itself: times 10^-18 the numeric is exact (18 places), and `trim_scale` drops
 * the trailing zeros (`"0.0812"`, `"1"`, `"0"`). Elsewhere the wei is read and `formatEther` runs.
 */
export const etherText = (wei: SQLWrapper) => sql<string>`trim_scale(${wei} * 0.000000000000000001)::text`
