import { useQuery } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'
import { ArtPieces } from './ArtPieces'
import { ContestRulesAndFaq } from './ContestFaq'
import { piecesQuery } from './contestQueries'

export interface ArtContestProps {
  api: ApiClient
  /** The shell's session: an account once a wallet is connected, signed in or not. */
  member: { status: string; account?: string }
}

/** The art contest above its submissions: the pieces to claim, the rules and the FAQ. */
export function ArtContest({ api, member }: ArtContestProps) {
  const { data } = useQuery(piecesQuery(api))
  const account = member.account ?? null
  const signedIn = member.status === 'signed-in' && account !== null
  return (
    <>
      {/* a new member or a new session starts the claim flow again */}
      <ArtPieces key={`${account ?? '-'}:${signedIn}`} api={api} account={account} signedIn={signedIn} />
      <ContestRulesAndFaq
        hashtag={data?.contest?.hashtag ?? "this year's contest hashtag"}
        contestAccount={data?.contest?.contestAccount ?? 'the contest account'}
      />
    </>
  )
}
