import type { SiteConfig } from '../../../services/api'
import { isAddressText } from '../../../services/api/contract/addressText'

export type SearchTarget =
  | { to: '/forge/$account'; params: { account: string } }
  | { to: '/collection/$tokenAddressOrSlug'; params: { tokenAddressOrSlug: string } }
  | { to: '/collection/$tokenAddressOrSlug/$tokenId'; params: { tokenAddressOrSlug: string; tokenId: string } }

export interface SearchRouting {
  mode: SiteConfig['mode']
  /** The single-mode collection, used as the parent of a token id. */
  tokenAddressOrSlug: string
  /** Asks the chain whether the address holds code. */
  isContract: (address: string) => Promise<boolean>
}

/**
 * The spec's rule: a valid address that is not a contract (a wallet) goes to /forge/{value};
 * anything else is a collection in multi mode, or a token id of the site's collection in single mode.
 */
export async function searchTarget(input: string, routing: SearchRouting): Promise<SearchTarget | null> {
  const value = input.trim()
  if (value.length === 0) return null
  if (isAddressText(value) && !(await routing.isContract(value))) {
    return { to: '/forge/$account', params: { account: value } }
  }
  if (routing.mode === 'multi') {
    return { to: '/collection/$tokenAddressOrSlug', params: { tokenAddressOrSlug: value } }
  }
  return {
    to: '/collection/$tokenAddressOrSlug/$tokenId',
    params: { tokenAddressOrSlug: routing.tokenAddressOrSlug, tokenId: value },
  }
}

export function targetPath(target: SearchTarget): string {
  switch (target.to) {
    case '/forge/$account':
      return `/forge/${target.params.account}`
    case '/collection/$tokenAddressOrSlug':
      return `/collection/${target.params.tokenAddressOrSlug}`
    case '/collection/$tokenAddressOrSlug/$tokenId':
      return `/collection/${target.params.tokenAddressOrSlug}/${target.params.tokenId}`
  }
}
