import { z } from 'zod/mini'
import { flagParam, textParam } from './params'

export const WALLET_TABS = ['owned', 'liked'] as const
export type WalletTab = (typeof WALLET_TABS)[number]

/** /forge/$account: `tab` (unknown falls back to owned), `address`, `edit`, `vault`. */
export const walletSearchSchema = z.object({
  tab: z.catch(z._default(z.enum(WALLET_TABS), 'owned'), 'owned'),
  address: textParam,
  edit: flagParam,
  vault: flagParam,
})
export type WalletSearch = z.output<typeof walletSearchSchema>
