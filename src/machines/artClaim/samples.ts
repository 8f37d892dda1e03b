import type { MachineSamples } from '../registry'
import type { ArtClaimEvent } from './events'

const events: ArtClaimEvent[] = [
  { type: 'claim.request', pieceId: '6650f1c2a9e4b7d3c1a0e911' },
  { type: 'claim.release' },
  { type: 'contest.enter' },
  { type: 'status.retry' },
]

export const artClaimSamples: MachineSamples = {
  events,
  actors: {
    fetchClaimStatus: {
      output: [{ hasClaimed: false, claimsCount: 41, claimThreshold: 100 }],
      error: [{ message: 'Network error' }],
    },
    claimPiece: { output: [undefined], error: [{ message: 'Piece already claimed' }, {}] },
    releasePiece: { output: [undefined], error: [{ message: 'No claimed piece to release' }] },
  },
}
