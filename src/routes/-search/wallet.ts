import { z } from 'zod/mini'
import { WALLET_TABS } from '../../features/forge/wallet'
import { socialSearchShape } from '../../services/social/signIn'
import { flagParam, textParam } from './params'

/** /forge/$account: `tab` (unknown falls back to owned), `address`, `edit`, `vault`, `social`, `socialError`. */
export const walletSearchSchema = z.lazy(() =>
  z.object({
    tab: z.catch(z._default(z.enum(WALLET_TABS), 'owned'), 'owned'),
    address: textParam,
    edit: flagParam,
    vault: flagParam,
    /** Back from an X or Discord sign-in (`x` or `discord`), and its failure if any. */
    ...socialSearchShape,
  }),
)
export type WalletSearch = z.output<typeof walletSearchSchema>
