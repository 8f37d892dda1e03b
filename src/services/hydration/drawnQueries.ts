import type { DehydratedState, Query } from '@tanstack/react-query'

/** How many of a drawn page's queries are asked again in one task. */
export const ASKED_PER_TASK = 4

export interface DrawnQueries {
  /** Notes the queries a drawn page came with (the router's hydration of the server's Query cache). */
  add: (state: DehydratedState) => void
  /** The Query client's `refetchOnMount`: false for a drawn query until it has been asked again. */
  refetchOnMount: (query: Query) => boolean
}

/**
 * A server-drawn page's queries are asked again once it has hydrated, a few per task, rather than
 * each as its part mounts.
 *
 * The page comes with the data it was drawn from, which may be older than the page's kept drawing,
 * so its queries are read fresh (and with the member's cookie). Asked as each part mounts, the
 * requests were made inside the hydration's commit: about 25 on a gallery, a long task of their own
 * on a slow phone, and a fetch status that differed from the server's. Asked later, each stale
 * query is fetched as it would have been on mount, and the hydration commits what the server drew.
 * A query first mounted after it has been asked, or that the server did not draw, is fetched on
 * mount as usual.
 */
export function drawnQueries(nextTask: () => Promise<void>): DrawnQueries {
  /** Drawn queries not yet asked again, by hash. */
  const waiting = new Set<string>()
  /** Drawn queries that have mounted, to ask in the coming tasks. */
  const mounted = new Map<string, Query>()
  let asking = false

  async function askMounted() {
    asking = true
    await nextTask()
    while (mounted.size > 0) {
      const batch = [...mounted.values()].slice(0, ASKED_PER_TASK)
      for (const query of batch) {
        mounted.delete(query.queryHash)
        waiting.delete(query.queryHash)
        // as on mount: only a query still shown whose data is stale by its own options
        if (query.isActive() && query.isStale()) void query.fetch().catch(() => {})
      }
      await nextTask()
    }
    asking = false
  }

  return {
    add(state) {
      for (const query of state.queries) waiting.add(query.queryHash)
    },
    refetchOnMount(query) {
      if (!waiting.has(query.queryHash)) return true
      // Read while the part renders, and again as it mounts (its observer added first): noted then,
      // as a query asked before its part has mounted would be found unused, and fetched on mount.
      if (query.getObserversCount() === 0) return false
      mounted.set(query.queryHash, query)
      if (!asking) void askMounted()
      return false
    },
  }
}
