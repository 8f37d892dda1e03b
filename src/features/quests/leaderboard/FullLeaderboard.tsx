import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import type { ApiClient } from '../../../services/api'
import type { Env } from '../../../services/config/env'
import { memberProfileQuery } from '../../../services/member/profileQuery'
import { InfiniteScrollSentinel } from '../../../ui/infinite-scroll/InfiniteScrollSentinel'
import { accountOf, type QuestsSession } from '../questsTypes'
import { pointsText, sameAccount } from './entryView'
import {
  entryAtRankQuery,
  FULL_PAGE_SIZE,
  leaderboardCountQuery,
  leaderboardPagesQuery,
  standingQuery,
} from './leaderboardQueries'
import { LeaderboardRow } from './LeaderboardRow'
import './Leaderboard.css'

export interface FullLeaderboardProps {
  api: ApiClient
  env: Env
  session: QuestsSession
}

/**
 * The balance box for a signed-in member, or the spec's sign-in prompts. While the member's session
 * comes (a page drawn for a request with a session) the box is drawn as it is while their balance
 * loads, so it does not grow as it arrives.
 */
function Balance({ api, env, session }: FullLeaderboardProps) {
  const account = accountOf(session)
  const signedIn = session.status === 'signed-in'
  const { data: profile } = useQuery({
    ...memberProfileQuery(api, account ?? '', env.chainId),
    enabled: signedIn && account !== null,
  })
  if (!signedIn && session.status !== 'loading')
    return (
      <p className="koi-leaderboard__balance koi-leaderboard__balance--prompt">
        {session.status === 'connected-unsigned' ? 'Sign to see your GCoins' : 'Sign in to see your GCoins'}
      </p>
    )
  return (
    <div className="koi-leaderboard__balance" aria-label="Your GCoins" aria-busy={!profile}>
      <span>Your GCoins</span>
      <strong>{profile ? pointsText(profile.metadata.currentCoinBalance) : '…'}</strong>
    </div>
  )
}

/**
 * The full leaderboard: 25 a page with infinite scroll at half visibility. The signed-in member's
 * row is highlighted, and pinned at the bottom of the screen while it is not in view.
 */
export function FullLeaderboard({ api, env, session }: FullLeaderboardProps) {
  const account = session.status === 'signed-in' ? session.account : null
  const { data: total } = useQuery(leaderboardCountQuery(api))
  const pages = useInfiniteQuery(leaderboardPagesQuery(api))
  const entries = pages.data?.pages.flat() ?? []
  const totalPages = total === undefined ? 0 : Math.ceil(total / FULL_PAGE_SIZE)
  const { fetchNextPage, isFetchingNextPage } = pages
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage()
  }, [fetchNextPage, isFetchingNextPage])

  const { data: standing } = useQuery({ ...standingQuery(api, account ?? ''), enabled: account !== null })
  const rank = standing?.rank ?? null
  const { data: ownEntry } = useQuery({ ...entryAtRankQuery(api, rank ?? 1), enabled: rank !== null })
  const ownRow = entries.find((entry) => sameAccount(entry.account, account))

  // whether the member's own row is on screen; until it is loaded and seen, it is pinned
  const [ownElement, setOwnElement] = useState<HTMLLIElement | null>(null)
  const [ownVisible, setOwnVisible] = useState(false)
  useEffect(() => {
    if (!ownElement) {
      setOwnVisible(false)
      return undefined
    }
    const observer = new IntersectionObserver((seen) => setOwnVisible(seen.some((entry) => entry.isIntersecting)))
    observer.observe(ownElement)
    return () => observer.disconnect()
  }, [ownElement])
  const pinned = ownRow ?? ownEntry ?? null

  return (
    <div className="koi-leaderboard koi-leaderboard--full">
      <header className="koi-leaderboard__header">
        <h1>Leaderboard</h1>
        <p>Members ranked by the GCoins their quests earned.</p>
        <Balance api={api} env={env} session={session} />
      </header>
      <div className="koi-leaderboard__columns" aria-hidden="true">
        <span>Rank</span>
        <span>Member</span>
        <span>Stars</span>
        <span>Points</span>
      </div>
      {pages.isError ? <p role="alert">No data available</p> : null}
      {pages.data && entries.length === 0 ? <p>No data available</p> : null}
      <ol className="koi-leaderboard__list" aria-label="Leaderboard">
        {entries.map((entry) => {
          const own = sameAccount(entry.account, account)
          return <LeaderboardRow key={entry.account} ref={own ? setOwnElement : undefined} entry={entry} own={own} />
        })}
      </ol>
      <InfiniteScrollSentinel
        loadedPages={pages.data?.pages.length ?? 0}
        totalPages={totalPages}
        onLoadMore={loadMore}
      />
      {pinned && !ownVisible ? (
        <ol className="koi-leaderboard__pinned" aria-label="Your place on the leaderboard">
          <LeaderboardRow entry={pinned} own pinned />
        </ol>
      ) : null}
    </div>
  )
}
