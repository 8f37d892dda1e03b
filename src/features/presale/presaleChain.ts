import { createPublicClient, http, type Address, type PublicClient } from 'viem'
import { koiChain, readPresale } from '../../services/chain'
import type { Env } from '../../services/config/env'
import type { PresaleReader } from './presaleEffects'

/** Reads the presale contract through `client`: owner, stage, and that stage's price. */
export function chainPresaleReader(client: PublicClient, presale: string): PresaleReader {
  return async () => {
    const state = await readPresale(client, presale as Address)
    return { owner: state.owner, stage: state.stage, price: state.price.toString() }
  }
}

/** The configured chain's presale contract, through viem. */
export const configuredPresaleReader = (env: Pick<Env, 'chainId' | 'rpcUrl' | 'contracts'>): PresaleReader =>
  chainPresaleReader(createPublicClient({ chain: koiChain(env), transport: http(env.rpcUrl) }), env.contracts.presale)
