import type { Address, Client } from 'viem'
import { readContract } from 'viem/actions'
import { presaleAbi } from './abis/Presale.ts'

/** Presale stages as the contract numbers them. */
export const presaleStages = { none: 0, whitelist: 1, presale: 2 } as const
export type PresaleStageName = keyof typeof presaleStages

export interface PresaleState {
  owner: Address
  /** 0 none, 1 whitelist, 2 presale */
  stage: number
  /** price of the current stage, in wei */
  price: bigint
}

export async function readPresale(client: Client, presale: Address): Promise<PresaleState> {
  const contract = { address: presale, abi: presaleAbi } as const
  const [owner, stage] = await Promise.all([
    readContract(client, { ...contract, functionName: 'owner' }),
    readContract(client, { ...contract, functionName: 'stage' }),
  ])
  const price = await readContract(client, { ...contract, functionName: 'stagePrices', args: [stage] })
  return { owner, stage, price }
}

export function presaleStageName(stage: number): PresaleStageName {
  if (stage === presaleStages.whitelist) return 'whitelist'
  if (stage === presaleStages.presale) return 'presale'
  return 'none'
}

/** The spec's rule: a local sale is active when the stage is not none and the price is above zero. */
export function isSaleActive({ stage, price }: Pick<PresaleState, 'stage' | 'price'>): boolean {
  return stage !== presaleStages.none && price > 0n
}
