import { skipToken, type Query, type QueryClient } from '@tanstack/react-query'

/** Rounds of render-then-fetch: a query that needs another's answer (an item, then its collection) is found in the next. */
export const FILL_ROUNDS = 3

/** Whether the component that built `query` would fetch it: `enabled` as a value or a function of the query. */
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled
  if (typeof enabled === 'function') return enabled(query) !== false
  return enabled !== false && query.options.queryFn !== skipToken
}

/**
 * Fills the Query cache with what the first screen asks for. `render` draws the page to a string
 * (the output is thrown away): the queries its components use are then in the cache, pending,
 * since nothing fetches during a server render; they are fetched, and the page drawn again, until
 * it asks for nothing new. What failed is dropped, so the page draws it loading, as the browser
 * will before it asks again. Queries a component leaves disabled (a member's own data, with no
 * member on the server) stay unfetched.
 */
export async function fillQueryCache(queryClient: QueryClient, render: () => void): Promise<void> {
  for (let round = 0; round < FILL_ROUNDS; round++) {
    render()
    const pending = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && isEnabled(query))
    if (pending.length === 0) break
    await Promise.all(pending.map((query) => query.fetch(query.options).catch(() => undefined)))
  }
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' })
}
