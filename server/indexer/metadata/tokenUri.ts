/** Where a token's metadata is: a URL to fetch, or the JSON itself (a data URI). */
export type MetadataSource = { kind: 'url'; url: string } | { kind: 'inline'; text: string }

export interface Gateways {
  ipfsGateway: string
  arGateway: string
}

export class MetadataError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MetadataError'
  }
}

/** An `ipfs://` or `ar://` URI through its gateway; an http(s) URL as it is; anything else undefined. */
export function gatewayUrl(uri: string, gateways: Gateways): string | undefined {
  const trimmed = uri.trim()
  if (/^ipfs:\/\//i.test(trimmed)) {
    // ipfs://<cid>/<path>, also written ipfs://ipfs/<cid>/<path>
    return gateways.ipfsGateway + trimmed.slice('ipfs://'.length).replace(/^ipfs\//i, '')
  }
  if (/^ar:\/\//i.test(trimmed)) return gateways.arGateway + trimmed.slice('ar://'.length)
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      return new URL(trimmed).href
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * Where to read the metadata a tokenURI names: http(s), `ipfs://` and `ar://` through their
 * gateways, or a `data:application/json` URI (base64 or plain). Anything else is refused.
 */
export function resolveTokenUri(uri: string, gateways: Gateways): MetadataSource {
  const data = /^data:application\/json([^,]*),(.*)$/is.exec(uri.trim())
  if (data) {
    const [, parameters = '', payload = ''] = data
    if (/;base64/i.test(parameters)) return { kind: 'inline', text: Buffer.from(payload, 'base64').toString('utf8') }
    try {
      return { kind: 'inline', text: decodeURIComponent(payload) }
    } catch {
      return { kind: 'inline', text: payload }
    }
  }
  const url = gatewayUrl(uri, gateways)
  if (!url) throw new MetadataError(`unsupported token URI ${uri.slice(0, 80)}`)
  return { kind: 'url', url }
}
