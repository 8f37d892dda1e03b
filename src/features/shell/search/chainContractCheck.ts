import type { ContractCheck } from './ContractCheckContext'

interface ChainEnv {
  chainId: number
  rpcUrl: string
}

/**
 * The real check, asking the configured chain for the address's code. The viem client lives in
 * its own chunk, fetched on the first search, so it stays out of the first page load.
 */
export function chainContractCheck(env: ChainEnv): ContractCheck {
  let lookup: Promise<(address: string) => Promise<boolean>> | undefined
  return async (address) => {
    lookup ??= import('./chainLookup').then((module) => module.createContractLookup(env))
    return (await lookup)(address)
  }
}
