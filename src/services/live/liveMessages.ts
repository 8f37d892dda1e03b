/** The topics of the live stream (`GET /api/live`) and what each carries. */
export interface LiveTopics {
  /** A kept reaction count moved: `targetKind` is `nft`, `fan_art`, `game` or `artist_submission`. */
  'reaction.count': { targetKind: string; targetId: string; type: 'like' | 'love'; total: number }
  /**
   * An art-contest piece was claimed (`claimedBy` its holder) or released (`claimedBy` null,
   * `releasedBy` who held it).
   */
  'art.claim': { pieceId: string; status: 'claimed' | 'released'; claimedBy: string | null; releasedBy: string | null }
  /** The signed-in member's GCoins (only their own streams get it). */
  'member.balance': { account: string; balance: number }
  'leaderboard.changed': Record<string, never>
  /** Posts were added to, hidden in or shown again in a gallery. */
  'gallery.posts': { gallery: 'fan_art' | 'game' | 'artist_submission' }
  /**
   * A collection's tokens moved on the chain (transfers, sales, listings as indexed): the tokens and
   * the accounts involved, or null when there were too many to name (a backfill's batch).
   */
  'nft.activity': {
    collection: string
    slug: string | null
    kind: 'transfer' | 'sale' | 'listing'
    tokenIds: string[] | null
    accounts: string[] | null
  }
  /** Events were missed beyond what the server keeps: refetch what the page shows. */
  resync: Record<string, never>
}

export type LiveTopic = keyof LiveTopics

export type LiveMessage = { [T in LiveTopic]: { topic: T; id: string; data: LiveTopics[T] } }[LiveTopic]

export const LIVE_TOPICS: readonly LiveTopic[] = [
  'reaction.count',
  'art.claim',
  'member.balance',
  'leaderboard.changed',
  'gallery.posts',
  'nft.activity',
  'resync',
]

export const isLiveTopic = (name: string): name is LiveTopic => (LIVE_TOPICS as readonly string[]).includes(name)
