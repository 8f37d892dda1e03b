/** `0x12345…cdef`-style address; the profile shows 7 characters on each side. */
export function shortAddress(address: string, visible = 7): string {
  if (address.length <= visible * 2 + 1) return address
  return `${address.slice(0, visible)}…${address.slice(-visible)}`
}
