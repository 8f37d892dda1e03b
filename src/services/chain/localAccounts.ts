import { mnemonicToAccount, type HDAccount } from 'viem/accounts'

/**
 * Hardhat's well-known test mnemonic. Its accounts are public knowledge and funded only on the
 * local chain; the development wallet offers them, and nothing outside the local chain may use them.
 */
export const LOCAL_TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many of the mnemonic's accounts the local node funds and the development wallet offers. */
export const LOCAL_ACCOUNT_COUNT = 10

export function localTestAccounts(count = LOCAL_ACCOUNT_COUNT): HDAccount[] {
  return Array.from({ length: count }, (_, addressIndex) => mnemonicToAccount(LOCAL_TEST_MNEMONIC, { addressIndex }))
}
