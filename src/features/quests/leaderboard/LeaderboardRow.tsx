import { forwardRef } from 'react'
import type { z } from 'zod'
import type { leaderboardEntry } from '../../../services/api'
import { MAX_STARS, pointsText, starsOf } from './entryView'

export type LeaderboardEntry = z.infer<typeof leaderboardEntry>

export interface LeaderboardRowProps {
  entry: LeaderboardEntry
  /** The signed-in member's own row. */
  own?: boolean
  pinned?: boolean
}

/** One ranked member: rank, name, stars (min(claims, 5)) and points rounded to 2 decimals. */
export const LeaderboardRow = forwardRef<HTMLLIElement, LeaderboardRowProps>(function LeaderboardRow(
  { entry, own = false, pinned = false },
  ref,
) {
  const stars = starsOf(entry.totalClaimsCount)
  return (
    <li
      ref={ref}
      className="koi-leaderboard__row"
      data-own={own}
      data-pinned={pinned}
      aria-current={own ? 'true' : undefined}
    >
      <span className="koi-leaderboard__rank">#{entry.rank}</span>
      <span className="koi-leaderboard__name">
        {entry._id}
        {own ? <span className="koi-leaderboard__you"> (you)</span> : null}
      </span>
      <span className="koi-leaderboard__stars" role="img" aria-label={`${stars} of ${MAX_STARS} stars`}>
        {'★'.repeat(stars)}
        <span aria-hidden="true" className="koi-leaderboard__stars-off">
          {'★'.repeat(MAX_STARS - stars)}
        </span>
      </span>
      <span className="koi-leaderboard__points">{pointsText(entry.totalPoints)}</span>
    </li>
  )
})
