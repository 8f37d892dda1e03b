import { getAddress, keccak256, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { Address, Hash } from './types.ts'
import type { Random } from './random.ts'

/** The standard Hardhat test mnemonic: its accounts are the local development wallet's. */
export const HARDHAT_MNEMONIC = 'test test test test test test test test test test test junk'
export const HARDHAT_ACCOUNT_COUNT = 10
export const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000'

let hardhatAccounts: Address[] | undefined

/** Hardhat default accounts 0..9, derived once (derivation costs a few milliseconds each). */
export function hardhatDevAccounts(): Address[] {
  hardhatAccounts ??= Array.from(
    { length: HARDHAT_ACCOUNT_COUNT },
    (_, addressIndex) => mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex }).address,
  )
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
