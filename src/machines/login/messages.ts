/** Status the auth service answers to an accepted login POST; any other status is a failure. */
export const LOGIN_CREATED_STATUS = 201

export const loginMessages = {
  signRefused: 'Signature request was declined',
  loginFailed: 'Login failed. Please try again.',
  connectFailed: 'Wallet connection failed',
  sessionEnded: 'Wallet changed: please sign in again',
  chainLeft: 'Wallet moved to another network: connect again',
} as const
