const addressText = /^0x[0-9a-fA-F]{40}$/

/**
 * An address in any letter case: what viem's `isAddress(value, { strict: false })` accepts. Kept
 * apart from the schemas so that the navbar search checks a pattern without loading viem or zod.
 */
export const isAddressText = (value: string): value is `0x${string}` => addressText.test(value)
