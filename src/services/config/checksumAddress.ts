import { keccak_256 } from '@noble/hashes/sha3'

const addressText = /^0x[0-9a-fA-F]{40}$/

/**
 * EIP-55: an address with capitals must carry its checksum; all lower case carries none. Accepts what viem's `isAddress(value)` accepts, on the hash viem itself uses, without
 * fetching viem on the first page for the environment's few addresses.
 */
export function isChecksumValidAddress(value: string): value is `0x${string}` {
  if (!addressText.test(value)) return false
  const hex = value.slice(2)
  if (hex === hex.toLowerCase()) return true
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()))
  for (let index = 0; index < hex.length; index += 1) {
    const char = hex[index] ?? ''
    const byte = hash[index >> 1] ?? 0
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f
    const expected = nibble >= 8 ? char.toUpperCase() : char.toLowerCase()
    if (char !== expected) return false
  }
  return true
}
