import fc from 'fast-check'
import { getAddress, isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { isChecksumValidAddress } from '../../../src/services/config/checksumAddress'
import { parseEnv } from '../../../src/services/config/env'
import { testEnv } from '../shell/renderApp'

const hexAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`)

/** Flips the case of the letters picked by `mask`, so most results carry a broken checksum. */
const recase = (address: string, mask: boolean[]) =>
  `0x${[...address.slice(2)].map((char, index) => (mask[index] ? char.toUpperCase() : char.toLowerCase())).join('')}`

describe('environment addresses (EIP-55)', () => {
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

  it('names a contract address whose checksum is broken', () => {
    const presale = testEnv.contracts.presale
    const letter = [...presale.slice(2)].findIndex((char) => /[a-f]/i.test(char)) + 2
    const char = presale.charAt(letter)
    const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()
    const wrongCase = presale.slice(0, letter) + flipped + presale.slice(letter + 1)
    expect(isAddress(wrongCase)).toBe(false)
    expect(() => parseEnv({ ...testEnv, contracts: { ...testEnv.contracts, presale: wrongCase } })).toThrow(
      'contracts.presale is malformed (must be a 0x-prefixed 20-byte address)',
    )
  })
})
