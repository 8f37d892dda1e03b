import { z } from 'zod'
import { flagParam, textParam } from './params'

export const WALLET_TABS = ['owned', 'liked'] as const
export type WalletTab = (typeof WALLET_TABS)[number]

/** /forge/$account: `tab` (unknown falls back to owned), `address`, `edit`, `vault`. */
export const walletSearchSchema = z.object({
  tab: z.enum(WALLET_TABS).default('owned').catch('owned'),
  address: textParam,
  edit: flagParam,
  vault: flagParam,
})
export type WalletSearch = z.output<typeof walletSearchSchema>
