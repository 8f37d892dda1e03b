import type { MachineImplementationsFrom } from 'xstate'
import type { presaleMachine } from './machine'
import { isLocalSaleActive } from './rules'

/** The presale's guard is the spec's rule on the stage and price read. */
export const presaleRules = {
  isLocalSaleActive: ({ context }) => isLocalSaleActive(context.stage, context.priceWei),
} satisfies MachineImplementationsFrom<typeof presaleMachine>['guards']
