import { hexToBytes } from 'viem'
import { HDKey, hdKeyToAccount, type HDAccount } from 'viem/accounts'

/**
 * Hardhat's well-known test mnemonic. Its accounts are public knowledge and funded only on the
 * local chain; the development wallet offers them, and nothing outside the local chain may use them.
 */
export const LOCAL_TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * The BIP-39 seed of that mnemonic. Deriving it costs a PBKDF2 of 2048 rounds, about a tenth of a
 * second per account in a browser; the seed is as public as the mnemonic, so it is written out once.
 */
const LOCAL_TEST_SEED =
  '0x9dfc3c64c2f8bede1533b6a79f8570e5943e0b8fd1cf77107adf7b72cef42185d564a3aee24cab43f80e3c4538087d70fc824eabbad596a23c97b6ee8322ccc0'

/** How many of the mnemonic's accounts the local node funds and the development wallet offers. */
export const LOCAL_ACCOUNT_COUNT = 10

export function localTestAccounts(count = LOCAL_ACCOUNT_COUNT): HDAccount[] {
  const master = HDKey.fromMasterSeed(hexToBytes(LOCAL_TEST_SEED))
  return Array.from({ length: count }, (_, addressIndex) => hdKeyToAccount(master, { addressIndex }))
}
