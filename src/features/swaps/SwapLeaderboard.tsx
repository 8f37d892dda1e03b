import { useQuery } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'
import { shortAddress } from '../../ui/format/shortAddress'
import { swapLeaderboardQuery } from './swapQueries'
import { usDollars } from '../../ui/format/decimal'

/** Members by total claimed value. */
export function SwapLeaderboard({ api }: { api: ApiClient }) {
  const { data: entries, isError } = useQuery(swapLeaderboardQuery(api))
  return (
    <section className="koi-swaps__leaderboard" aria-label="Swap leaderboard">
      <h2>Swap leaderboard</h2>
      {isError && <p role="alert">The swap leaderboard could not be loaded.</p>}
      {entries && entries.length === 0 && <p>Nobody has claimed yet.</p>}
      {entries && entries.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Member</th>
              <th scope="col">Claimed</th>
              <th scope="col">Claims</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.account}>
                <td>{entry.rank}</td>
                <td title={entry.account}>{entry.username ?? shortAddress(entry.account, 5)}</td>
                <td>{usDollars(entry.totalClaimedUsd)}</td>
                <td>{entry.claimsCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
