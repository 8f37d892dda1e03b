import { isAddressText } from '../../../services/api'

export interface CollectionFilter {
  tokenAddress: string | undefined
  ready: boolean
  none?: boolean
}

interface HeldContract {
  tokenAddress: string
  slug: string
}

/**
 * Which collection the owned tab shows. Single mode: the default collection. Multi mode: the
 * `address` parameter, a contract address (case-insensitive) or a slug; without one, every collection.
 * `ready` is false while a slug waits for the account's contracts to resolve it; `none` is a slug the
 * account holds nothing in.
 */
export function resolveCollectionFilter(input: {
  mode: 'single' | 'multi'
  address: string | undefined
  defaultTokenAddress: string
  contracts: HeldContract[] | undefined
}): CollectionFilter {
  if (input.mode === 'single') return { tokenAddress: input.defaultTokenAddress, ready: true }
  const wanted = input.address
  if (!wanted) return { tokenAddress: undefined, ready: true }
  if (isAddressText(wanted)) return { tokenAddress: wanted, ready: true }
  if (!input.contracts) return { tokenAddress: undefined, ready: false }
  const held = input.contracts.find((contract) => contract.slug.toLowerCase() === wanted.toLowerCase())
  return held ? { tokenAddress: held.tokenAddress, ready: true } : { tokenAddress: undefined, ready: true, none: true }
}
