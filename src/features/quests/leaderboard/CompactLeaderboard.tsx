import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ApiClient } from '../../../services/api'
import { sameAccount } from './entryView'
import { COMPACT_PAGE_SIZE, leaderboardPageQuery } from './leaderboardQueries'
import { LeaderboardRow } from './LeaderboardRow'
import './Leaderboard.css'

export interface CompactLeaderboardProps {
  api: ApiClient
  /** The signed-in member, whose row is highlighted. */
  account?: string | null
  /** The 'View full leaderboard' link (the route gives it, so it can be a router link). */
  fullLink?: ReactNode
}

/** The top 10, as in the quests' Leaderboard modal and on the home page. */
export function CompactLeaderboard({ api, account, fullLink }: CompactLeaderboardProps) {
  const { data: entries, isError } = useQuery(leaderboardPageQuery(api, COMPACT_PAGE_SIZE))
  return (
    <div className="koi-leaderboard koi-leaderboard--compact">
      {isError ? <p role="alert">No data available</p> : null}
      {entries && entries.length === 0 ? <p>No data available</p> : null}
      {entries && entries.length > 0 ? (
        <ol className="koi-leaderboard__list" aria-label="Leaderboard">
          {entries.map((entry) => (
            <LeaderboardRow key={entry.account} entry={entry} own={sameAccount(entry.account, account)} />
          ))}
        </ol>
      ) : null}
      {fullLink}
    </div>
  )
}
