import { asc, desc, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

export type SortValue = 'latest' | 'oldest' | 'most_reactions' | 'least_reactions' | 'random'

/** The five gallery sorts; ties fall back to the id so pages never overlap. */
export function orderFor(sort: SortValue, createdAt: PgColumn, id: PgColumn, reactionsCount: PgColumn): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(createdAt), asc(id)]
    case 'most_reactions':
      return [desc(reactionsCount), desc(createdAt), asc(id)]
    case 'least_reactions':
      return [asc(reactionsCount), desc(createdAt), asc(id)]
    case 'random':
      // shuffled, yet stable within the hour so paging does not repeat items
      return [sql`md5(${id} || to_char(now(), 'YYYYMMDDHH24'))`]
    case 'latest':
      return [desc(createdAt), asc(id)]
  }
}
