export const artClaimMessages = {
  claiming: 'Processing claim in progress...',
  claimed: 'Claim successfully!',
  releasing: 'Processing unclaim in progress...',
  released: 'UnClaimed successfully!',
  failure: 'Please try again later!',
  oneClaimOnly: 'Only one piece can be claimed',
  takenByAnother: 'This piece has been claimed by another artist',
  claimBeforeEntering: 'Claim a piece to enter the contest',
} as const

export const ART_CLAIM_TOAST_ID = 'art-claim'
