import {
  ANNOUNCE_PROVIDER_EVENT,
  REQUEST_PROVIDER_EVENT,
  type Eip1193Provider,
  type Eip6963ProviderDetail,
} from './eip1193.ts'

function isProviderDetail(detail: unknown): detail is Eip6963ProviderDetail {
  if (typeof detail !== 'object' || detail === null) return false
  const { info, provider } = detail as Partial<Eip6963ProviderDetail>
  return typeof info?.uuid === 'string' && typeof info.name === 'string' && typeof provider?.request === 'function'
}

/**
 * The browser wallets that announce themselves through EIP-6963 (the development wallet among them).
 * Wallets answer the request synchronously or within a few milliseconds, so a short wait suffices.
 */
export async function discoverInjectedWallets(
  target: EventTarget = window,
  waitMs = 100,
): Promise<Eip6963ProviderDetail[]> {
  const found = new Map<string, Eip6963ProviderDetail>()
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    if (isProviderDetail(detail)) found.set(detail.info.uuid, detail)
  }
  target.addEventListener(ANNOUNCE_PROVIDER_EVENT, onAnnounce)
  target.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT))
  await new Promise((resolve) => setTimeout(resolve, waitMs))
  target.removeEventListener(ANNOUNCE_PROVIDER_EVENT, onAnnounce)
  return [...found.values()]
}

/** A wallet that predates EIP-6963 and only sets window.ethereum. */
export function legacyInjectedProvider(): Eip1193Provider | undefined {
  if (typeof window === 'undefined') return undefined
  const candidate = (window as { ethereum?: unknown }).ethereum
  return typeof candidate === 'object' && candidate !== null && 'request' in candidate
    ? (candidate as Eip1193Provider)
    : undefined
}
