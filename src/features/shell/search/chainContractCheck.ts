import type { ContractCheck } from './ContractCheckContext'

interface ChainEnv {
  chainId: number
  rpcUrl: string
}

/**
 * The real check, asking the configured chain for the address's code. viem's client is imported on
 * the first search so it stays out of the first page load.
 */
export function chainContractCheck(env: ChainEnv): ContractCheck {
  let client: Promise<import('viem').PublicClient> | undefined
  const getClient = () => {
    client ??= Promise.all([import('viem'), import('../../../services/chain/chains')]).then(
      ([viem, chains]) =>
        viem.createPublicClient({
          chain: chains.koiChain(env),
          transport: viem.http(env.rpcUrl),
        }) as import('viem').PublicClient,
    )
    return client
  }
  return async (address) => {
    const { isContractAddress } = await import('../../../services/chain/contractAddress')
    return isContractAddress(await getClient(), address)
  }
}
