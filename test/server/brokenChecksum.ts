import { getAddress, type Address } from 'viem'

/** The checksummed form of `address` with its first letter's case flipped: the same hex, a checksum that no longer holds. */
export function brokenChecksum(address: Address): string {
  const checksummed = getAddress(address)
  const letter = [...checksummed].findIndex((char, index) => index > 1 && /[a-f]/i.test(char))
  const char = checksummed.charAt(letter)
  const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()
  return `${checksummed.slice(0, letter)}${flipped}${checksummed.slice(letter + 1)}`
}
