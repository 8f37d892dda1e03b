/** EIP-1193: the person declined the request in their wallet. */
export const USER_REJECTED_CODE = 4001

/**
 * Whether a wallet failure is the person saying no. viem wraps the provider's error in its own
 * (UserRejectedRequestError, with the original as `cause`), so the whole cause chain is searched.
 */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && current.code === USER_REJECTED_CODE) return true
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}
