import type { MachineSamples } from '../registry'
import type { ArtClaimEvent } from './events'

const events: ArtClaimEvent[] = [
  { type: 'claim.request', pieceId: '6650f1c2a9e4b7d3c1a0e911', claimedBy: null },
  // released by this member earlier, claimed by another since
  {
    type: 'claim.request',
    pieceId: '6650f1c2a9e4b7d3c1a0e912',
    claimedBy: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  },
  { type: 'claim.release' },
  { type: 'contest.enter' },
  { type: 'status.retry' },
  // seen live: another member takes a piece, the member claims or releases in another tab
  {
    type: 'piece.changed',
    pieceId: '6650f1c2a9e4b7d3c1a0e913',
    claimedBy: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
  },
  { type: 'member.claimed', pieceId: '6650f1c2a9e4b7d3c1a0e914' },
  { type: 'member.released', pieceId: '6650f1c2a9e4b7d3c1a0e914' },
]

export const artClaimSamples: MachineSamples = {
  input: { account: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
  events,
  actors: {
    fetchClaimStatus: {
      output: [
        { hasClaimed: false, claimsCount: 41, claimThreshold: 100 },
        { hasClaimed: true, claimsCount: 42, claimThreshold: 100 },
      ],
      error: [{ message: 'Network error' }],
    },
    claimPiece: { output: [undefined], error: [{ message: 'Piece already claimed' }, {}] },
    releasePiece: { output: [undefined], error: [{ message: 'No claimed piece to release' }] },
    contestChanges: { output: [], error: [] },
  },
}
