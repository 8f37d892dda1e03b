import type { ApiClient, SiteConfig } from '../../services/api'
import type { Env } from '../../services/config/env'

export const WALLET_TABS = ['owned', 'liked'] as const
export type WalletTab = (typeof WALLET_TABS)[number]

/** The wallet page's URL state, as the route validated it. */
export interface WalletView {
  tab: WalletTab
  /** Multi mode: a contract address or slug filtering the owned tokens to one collection. */
  address?: string
  edit?: boolean
  /** Back from an X or Discord sign-in: `x` or `discord`, and the failure if it failed. */
  social?: string
  socialError?: string
}

/** Who is looking: the connected account, and whether it has signed in. */
export interface WalletViewer {
  account: string | undefined
  signedIn: boolean
}

export interface WalletContext {
  api: ApiClient
  env: Env
  config: SiteConfig
}

/** Address matching is case-insensitive; a personal account is the connected one. */
export const isSameAccount = (a: string | undefined, b: string | undefined): boolean =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase()

/** A social or vault action while not signed in (spec, section 4). */
export const SIGN_TO_CONTINUE = 'Please sign signature to continue'
/** The copy control's success toast. */
export const ADDRESS_COPIED = 'Address Copied!'
/** The copy flag resets after 1000 ms. */
export const COPY_FLAG_RESET_MS = 1000
