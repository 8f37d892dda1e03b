/** EIP-1193: the person declined the request in their wallet. */
export const USER_REJECTED_CODE = 4001

/** The login POST succeeds only with the expected status (201); any other status is a failure. */
export function hasStatus(answered: number, expected: number): boolean {
  return answered === expected
}

/** The wallet is on the app's own chain: any other chain ends the connection. */
export function isAppChain(chainId: number, appChainId: number): boolean {
  return chainId === appChainId
}

/** The verify call reports a logged-in session. */
export function isVerifiedAnswer(answer: { loggedIn: boolean }): boolean {
  return answer.loggedIn === true
}

/**
 * Whether a wallet failure is the person declining to sign. Wallet libraries wrap the provider's
 * error in their own (with the original as `cause`), so the cause chain is searched for code 4001.
 */
export function isSignatureRefusal(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && current.code === USER_REJECTED_CODE) return true
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}
