/** The slice of EIP-1193 the app and the development wallet use. */
export interface Eip1193RequestArguments {
  method: string
  params?: readonly unknown[] | object
}

export type Eip1193Listener = (...args: unknown[]) => void

export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on(event: string, listener: Eip1193Listener): void
  removeListener(event: string, listener: Eip1193Listener): void
}

/** An error a wallet answers with: code 4001 refused by the person, 4100 unauthorized, 4200 unsupported, 4902 unknown chain. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'ProviderRpcError'
  }
}

/** EIP-6963: how a wallet introduces itself to the page. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

export const ANNOUNCE_PROVIDER_EVENT = 'eip6963:announceProvider'
export const REQUEST_PROVIDER_EVENT = 'eip6963:requestProvider'
