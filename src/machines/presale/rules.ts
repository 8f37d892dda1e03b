import { PRESALE_STAGES } from './events'
import type { PresaleStage } from './events'

/** 0 none, 1 whitelist, 2 presale; an unknown number counts as none. */
export function stageOf(stage: number): PresaleStage {
  return stage === 1 || stage === 2 ? PRESALE_STAGES[stage] : PRESALE_STAGES[0]
}

/** A local sale is active when the stage is not none and the price is above zero. */
export function isLocalSaleActive(stage: PresaleStage, priceWei: string): boolean {
  return stage !== 'none' && /^\d+$/.test(priceWei) && BigInt(priceWei) > 0n
}
