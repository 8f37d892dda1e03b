import { artContestCalls } from './artContests'
import { authCalls } from './auth'
import { blogCalls } from './blog'
import { certifiedCalls } from './certified'
import { collectionCalls } from './collections'
import { galleryCalls } from './galleries'
import { gateCalls } from './gate'
import { nftCalls } from './nfts'
import { questCalls } from './quests'
import { reactionCalls } from './reactions'
import { shieldCalls } from './shields'
import { siteCalls } from './site'
import { socialCalls } from './social'
import { swapCalls } from './swaps'
import { userCalls } from './users'
import { vaultCalls } from './vault'
import { walletCalls } from './wallets'

/** Every call of the spec's catalogues, keyed by name. */
export const calls = {
  ...siteCalls,
  ...authCalls,
  ...blogCalls,
  ...shieldCalls,
  ...collectionCalls,
  ...nftCalls,
  ...reactionCalls,
  ...galleryCalls,
  ...questCalls,
  ...walletCalls,
  ...socialCalls,
  ...userCalls,
  ...artContestCalls,
  ...certifiedCalls,
  ...vaultCalls,
  ...swapCalls,
  ...gateCalls,
} as const

export type Calls = typeof calls
export type CallName = keyof Calls

export * from './define'
export * from './limits'
export * from './fields'
export * from './match'
export * from './site'
export * from './auth'
export * from './blog'
export * from './shields'
export * from './collections'
export * from './nfts'
export * from './reactions'
export * from './galleries'
export * from './quests'
export * from './wallets'
export * from './social'
export * from './users'
export * from './artContests'
export * from './certified'
export * from './vault'
export * from './swaps'
export * from './gate'
export * from './types'
