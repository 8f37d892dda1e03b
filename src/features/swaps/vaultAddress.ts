import type { SiteConfig } from '../../services/api'
import { isChecksumValidAddress } from '../../services/config/checksumAddress'
import type { Env } from '../../services/config/env'

const ZERO_ADDRESS = /^0x0{40}$/

/**
 * The claim vault the swap area talks to: the site configuration's `{product}SwapAddress`, which
 * an operator sets per site, and the vault the server deployed or was configured with while the
 * site names none (the zero address) or names something that is not an address.
 */
export function swapVaultAddress(
  config: Pick<SiteConfig, 'KoiSwapAddress'>,
  env: Pick<Env, 'contracts'>,
): `0x${string}` {
  const configured = config.KoiSwapAddress
  if (isChecksumValidAddress(configured) && !ZERO_ADDRESS.test(configured)) return configured
  return env.contracts.claimVault
}
