export type PresaleEvent = { type: 'presale.refresh' }

/** Stage numbers of the presale contract. */
export const PRESALE_STAGES = { 0: 'none', 1: 'whitelist', 2: 'presale' } as const
export type PresaleStage = (typeof PRESALE_STAGES)[keyof typeof PRESALE_STAGES]

export interface PresaleRead {
  owner: string
  stage: number
  /** stagePrices(stage), in wei. */
  price: string
}
