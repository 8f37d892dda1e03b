export type LoginEvent =
  | { type: 'wallet.connect' }
  | { type: 'wallet.connected'; account: string; chainId: number }
  | { type: 'wallet.connectFailed'; message: string }
  | { type: 'wallet.disconnected' }
  | { type: 'wallet.accountChanged'; account: string }
  | { type: 'wallet.chainChanged'; chainId: number }
  | { type: 'login.sign' }
  | { type: 'login.logout' }

export interface SignMessage {
  message: string
  /** Unix seconds after which the auth service refuses the signature. */
  deadline: number
}

export interface LoginSubmission {
  account: string
  signature: string
  deadline: number
  chainId: number
}
