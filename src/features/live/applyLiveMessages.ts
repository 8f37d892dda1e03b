import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'
import type { LiveMessage, LiveTopics } from '../../services/live/liveMessages'

/** How long messages gather before they are applied: a burst of loves on one post moves its count once. */
export const COALESCE_MS = 150

// The query keys the live topics touch, as the features that own them write them:
// galleries `['gallery', kind, filter, 'pages' | 'count']`, the contest `['art-contest', 'pieces']`,
// `['leaderboard', ...]`, member profiles `['users', account, chainId]` (services/member), collections
// `['collections', part, slug, ...]`, items `['nfts', slug, tokenId, ...]` and `['nfts', 'transfers',
// address, tokenId]`, a profile's tokens `['wallets', account, ...]`.
const GALLERY_OF = { fan_art: 'fan-art', game: 'game', artist_submission: 'submissions' } as const

interface PhotoPage {
  photos: { id: string; totalReactionsCount: number }[]
}

const isPhotoPages = (data: unknown): data is InfiniteData<PhotoPage> =>
  typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages)

function withLoves(data: unknown, counts: Map<string, number>): unknown {
  if (!isPhotoPages(data)) return data
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      photos: page.photos.map((photo) => {
        const total = counts.get(photo.id)
        return total === undefined ? photo : { ...photo, totalReactionsCount: total }
      }),
    })),
  }
}

/**
 * Applies what the stream says to TanStack Query's cache, a batch at a time: counts in place
 * (`setQueryData`), lists refetched (`invalidateQueries`), everything on `resync`. The cache stays
 * the one place data lives; an event only says what changed.
 */
export function liveCacheApplier(queryClient: QueryClient, coalesceMs = COALESCE_MS) {
  let pending: LiveMessage[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const apply = () => {
    timer = undefined
    const batch = pending
    pending = []
    if (batch.some((message) => message.topic === 'resync')) {
      void queryClient.invalidateQueries()
      return
    }
    const stale = new Map<string, QueryKey>()
    const refetch = (key: QueryKey) => stale.set(JSON.stringify(key), key)
    const loves = new Map<keyof typeof GALLERY_OF, Map<string, number>>()
    const nftsLiked = new Set<string>()
    const activity: LiveTopics['nft.activity'][] = []
    for (const message of batch) {
      if (message.topic === 'reaction.count') {
        const { targetKind, targetId, type, total } = message.data
        if (type === 'love' && targetKind in GALLERY_OF) {
          const kind = targetKind as keyof typeof GALLERY_OF
          const counts = loves.get(kind) ?? new Map<string, number>()
          counts.set(targetId, total)
          loves.set(kind, counts)
        } else if (targetKind === 'nft') {
          // an item's likes come with the item (`['nfts', collection, tokenId]`)
          nftsLiked.add(targetId.slice(targetId.lastIndexOf(':') + 1))
        }
      } else if (message.topic === 'art.claim') {
        refetch(['art-contest', 'pieces'])
      } else if (message.topic === 'member.balance') {
        setBalance(queryClient, message.data)
      } else if (message.topic === 'leaderboard.changed') {
        refetch(['leaderboard'])
      } else if (message.topic === 'gallery.posts') {
        refetch(['gallery', GALLERY_OF[message.data.gallery]])
      } else if (message.topic === 'nft.activity') {
        activity.push(message.data)
      }
    }
    for (const [kind, counts] of loves) {
      queryClient.setQueriesData({ queryKey: ['gallery', GALLERY_OF[kind]] }, (data: unknown) =>
        withLoves(data, counts),
      )
    }
    for (const key of stale.values()) void queryClient.invalidateQueries({ queryKey: key })
    if (activity.length > 0) {
      const touched = activity.map(touchedBy)
      void queryClient.invalidateQueries({ predicate: ({ queryKey }) => touched.some((touches) => touches(queryKey)) })
    }
    if (nftsLiked.size > 0) {
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === 'nfts' && nftsLiked.has(String(queryKey[2])),
      })
    }
  }

  return (message: LiveMessage) => {
    pending.push(message)
    timer ??= setTimeout(apply, coalesceMs)
  }
}

function setBalance(queryClient: QueryClient, { account, balance }: LiveTopics['member.balance']) {
  queryClient.setQueriesData({ queryKey: ['users', account.toLowerCase()] }, (data: unknown) => {
    if (typeof data !== 'object' || data === null || !('metadata' in data)) return data
    const profile = data as { metadata: Record<string, unknown> }
    return { ...profile, metadata: { ...profile.metadata, currentCoinBalance: balance } }
  })
}

const named = (names: string[] | null) => (value: unknown) =>
  names === null ||
  ((typeof value === 'string' || typeof value === 'number') && names.includes(String(value).toLowerCase()))

/** Whether a query shows what moved: the collection's pages, its tokens, and the accounts' profiles. */
function touchedBy({ collection, slug, tokenIds, accounts }: LiveTopics['nft.activity']) {
  const isCollection = named([collection.toLowerCase(), ...(slug ? [slug.toLowerCase()] : [])])
  const isToken = named(tokenIds)
  const isAccount = named(accounts)
  return (key: QueryKey): boolean =>
    (key[0] === 'collections' && isCollection(key[2])) ||
    (key[0] === 'nfts' && key[1] === 'transfers' && isCollection(key[2]) && isToken(key[3])) ||
    (key[0] === 'nfts' && isCollection(key[1]) && isToken(key[2])) ||
    (key[0] === 'wallets' && typeof key[1] === 'string' && isAccount(key[1]))
}
