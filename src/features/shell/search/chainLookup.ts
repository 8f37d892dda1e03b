import { createPublicClient, http } from 'viem'
import { koiChain } from '../../../services/chain/chains'
import { isContractAddress } from '../../../services/chain/contractAddress'

interface ChainEnv {
  chainId: number
  rpcUrl: string
}

/** A `getCode` lookup on the configured chain; loaded on the first search only (see chainContractCheck). */
export function createContractLookup(env: ChainEnv): (address: string) => Promise<boolean> {
  const client = createPublicClient({ chain: koiChain(env), transport: http(env.rpcUrl) })
  return (address) => isContractAddress(client, address)
}
