/** Remembers the wallet account connected last, so a reload takes it up again without asking. */
export const WALLET_REMEMBERED_KEY = 'koi.session.walletConnected'

type Store = Pick<Storage, 'getItem'>

/**
 * The account remembered from an earlier visit: an address, or `'1'` as older versions stored it
 * (a connected wallet, account unknown). Null for a visitor with nothing to take up.
 */
export function rememberedWallet(storage: Store | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(WALLET_REMEMBERED_KEY) ?? null
  } catch {
    return null
  }
}

/** The remembered address, when what is remembered is one. */
export function rememberedAccount(storage?: Store): string | null {
  const remembered = rememberedWallet(storage)
  return remembered !== null && /^0x[0-9a-fA-F]{40}$/.test(remembered) ? remembered : null
}
