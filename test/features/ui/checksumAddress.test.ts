import fc from 'fast-check'
import { getAddress, isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { isChecksumValidAddress } from '../../../src/services/config/checksumAddress'

const hexAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`)

/** Flips the case of the letters picked by `mask`, so most results carry a broken checksum. */
const recase = (address: string, mask: boolean[]) =>
  `0x${[...address.slice(2)].map((char, index) => (mask[index] ? char.toUpperCase() : char.toLowerCase())).join('')}`

describe('addresses by EIP-55', () => {
  it('accepts exactly what viem accepts: lower case, the checksummed form, and no other casing', () => {
    fc.assert(
      fc.property(hexAddress, fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), (address, mask) => {
        const checksummed = getAddress(address)
        expect(isChecksumValidAddress(address)).toBe(true)
        expect(isChecksumValidAddress(checksummed)).toBe(true)
        const other = recase(address, mask)
        expect(isChecksumValidAddress(other)).toBe(isAddress(other))
      }),
      { numRuns: 200 },
    )
  })

  it('refuses what is not an address at all', () => {
    for (const value of ['', '0x', '0x123', `0X${'a'.repeat(40)}`, `0x${'g'.repeat(40)}`, `0x${'a'.repeat(41)}`]) {
      expect(isChecksumValidAddress(value)).toBe(false)
    }
  })
})
