import { isAddress, type PublicClient } from 'viem'

/**
 * Whether the value is an address with code on chain. The navigation search sends a valid address
 * that is not a contract (a wallet) to /forge/{value}; everything else is a collection or token.
 */
export async function isContractAddress(client: PublicClient, value: string): Promise<boolean> {
  if (!isAddress(value, { strict: false })) return false
  const code = await client.getCode({ address: value })
  return code !== undefined && code !== '0x'
}
