import { createClient, http, type Address, type Client } from 'viem'
import { koiChain } from '../../services/chain/chains'
import { readPresale } from '../../services/chain/presale'
import type { Env } from '../../services/config/env'
import type { PresaleReader } from './presaleEffects'

/** Reads the presale contract through `client`: owner, stage, and that stage's price. */
export function chainPresaleReader(client: Client, presale: string): PresaleReader {
  return async () => {
    const state = await readPresale(client, presale as Address)
    return { owner: state.owner, stage: state.stage, price: state.price.toString() }
  }
}

/**
 * The configured chain's presale contract, through a bare viem client and its one read action: a
 * public client would bring every public action's code (signatures, ENS, ...) to run on the page.
 */
export const configuredPresaleReader = (env: Pick<Env, 'chainId' | 'rpcUrl' | 'contracts'>): PresaleReader =>
  chainPresaleReader(createClient({ chain: koiChain(env), transport: http(env.rpcUrl) }), env.contracts.presale)
