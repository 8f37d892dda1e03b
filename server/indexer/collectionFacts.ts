import { getAddress, type Address, type PublicClient } from 'viem'
import { collectionReadsAbi } from './abi.ts'

/** A string a contract may not have (`name()` and `symbol()` are optional in ERC-721). */
export async function optionalRead(
  client: PublicClient,
  address: Address,
  functionName: 'name' | 'symbol',
): Promise<string | undefined> {
  try {
    const value = await client.readContract({ address, abi: collectionReadsAbi, functionName })
    return value.trim() ? value.slice(0, 200) : undefined
  } catch {
    return undefined
  }
}

/** Transactions of the deployment block looked at, at most, for the one that created the contract. */
const MAX_DEPLOYMENT_BLOCK_TRANSACTIONS = 300

/**
 * The account that deployed the collection: the sender of the deployment block's transaction that
 * created it, or that a factory created it in (its receipt holds the collection's first logs).
 * Empty when neither is found.
 */
export async function findDeployer(client: PublicClient, address: Address, blockNumber: bigint): Promise<string> {
  const block = await client.getBlock({ blockNumber, includeTransactions: true })
  const candidates = block.transactions.slice(0, MAX_DEPLOYMENT_BLOCK_TRANSACTIONS)
  // a direct deployment first: a transaction with no recipient
  const ordered = [...candidates.filter((tx) => tx.to === null), ...candidates.filter((tx) => tx.to !== null)]
  for (const tx of ordered) {
    const receipt = await client.getTransactionReceipt({ hash: tx.hash })
    const created = receipt.contractAddress?.toLowerCase() === address.toLowerCase()
    const logged = receipt.logs.some((log) => log.address.toLowerCase() === address.toLowerCase())
    if (created || logged) return getAddress(tx.from)
  }
  return ''
}
