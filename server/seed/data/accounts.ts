import { pbkdf2Sync } from 'node:crypto'
import { getAddress, keccak256, toHex } from 'viem'
import { HDKey, hdKeyToAccount } from 'viem/accounts'
import type { Address, Hash } from './types.ts'
import type { Random } from './random.ts'

/** The standard Hardhat test mnemonic: its accounts are the local development wallet's. */
export const HARDHAT_MNEMONIC = 'test test test test test test test test test test test junk'
export const HARDHAT_ACCOUNT_COUNT = 10
export const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000'

let hardhatAccounts: Address[] | undefined

/**
 * Hardhat default accounts 0..9, the same as viem's `mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex })`
 * (the tests compare them). The BIP-39 seed is stretched once with Node's native PBKDF2: the
 * pure-JS stretch inside `mnemonicToAccount` runs once per account and cost most of a second.
 */
export function hardhatDevAccounts(): Address[] {
  if (!hardhatAccounts) {
    const seed = pbkdf2Sync(HARDHAT_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
    const master = HDKey.fromMasterSeed(seed)
    hardhatAccounts = Array.from(
      { length: HARDHAT_ACCOUNT_COUNT },
      (_, addressIndex) => hdKeyToAccount(master, { addressIndex }).address,
    )
  }
  return hardhatAccounts
}

export function randomAddress(random: Random): Address {
  return getAddress(`0x${random.hex(20)}`)
}

/** A placeholder contract address that depends only on a name, so it is stable across versions of the data. */
export function placeholderContract(name: string): Address {
  return getAddress(`0x${keccak256(toHex(`koi:${name}`)).slice(26)}`)
}

export function randomTxHash(random: Random): Hash {
  return `0x${random.hex(32)}`
}
