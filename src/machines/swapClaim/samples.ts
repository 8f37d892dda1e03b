import type { MachineSamples } from '../registry'
import type { SwapClaimEvent } from './events'

/** The clock of the samples (unix seconds): "too early" is judged against it. */
export const SWAP_SAMPLES_NOW = 1767225600

// One amount under the maximum claimable (the server's 100 USD below: MAX_CLAIMABLE_USD) and one over it.
const events: SwapClaimEvent[] = [
  { type: 'amount.change', value: '12' },
  { type: 'amount.change', value: '300' },
  { type: 'claim.submit' },
  { type: 'claim.retry' },
  { type: 'limits.refresh' },
]

export const swapClaimSamples: MachineSamples = {
  input: { tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
  events,
  actors: {
    readClaimLimits: {
      output: [
        // nextClaimTimestamp first, so that the report shows what decides the path
        // never claimed: the next claim may be now
        { nextClaimTimestamp: 0, claimPeriod: 86400, maxClaim: '500000000000000000000', claimedAmount: '0' },
        // claimed an hour ago: the next claim is a day after that
        {
          nextClaimTimestamp: SWAP_SAMPLES_NOW - 3600 + 86400,
          claimPeriod: 86400,
          maxClaim: '500000000000000000000',
          claimedAmount: '12000000000000000000',
        },
      ],
      error: [{ message: 'execution reverted' }],
    },
    fetchMaxClaimable: { output: [100], error: [{ message: 'Network error' }] },
    fetchClaimSignature: {
      output: [{ signature: '0x9a1f', tokenId: '1', amountWei: '12000000000000000000', deadline: 1767229200 }],
      error: [
        { message: 'Claim amount exceeds the limit' },
        { reason: 'linkRequired', message: 'Link your X account to redeem GCoins' },
      ],
    },
    writeClaim: {
      output: ['0x4e3a3754410177e6937ef1f84bba68ea139e8d1a2258c5f85db9f1cd715a1bdd'],
      error: [{ message: 'User rejected the request.' }],
    },
    waitForReceipt: { output: [undefined], error: [{ message: 'Transaction reverted' }] },
    verifyClaim: {
      output: [{ authenticated: true }, { authenticated: false }],
      error: [{ message: 'Claim not found' }, {}],
    },
  },
}
