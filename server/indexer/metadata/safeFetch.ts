import { lookup, type LookupAddress } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { MetadataError } from './tokenUri.ts'
import { isPrivateAddress } from './privateAddress.ts'

export interface FetchLimits {
  timeoutMs: number
  maxBytes: number
  /** An origin allowed to be private (the demo's own metadata server). */
  allowedOrigin?: string
}

/** Redirects followed at most. */
const MAX_REDIRECTS = 3

/**
 * A DNS lookup that fails for private addresses: the connection is made to the address checked
 * here, so a name that resolves differently a moment later (DNS rebinding) gains nothing.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    const open = addresses.filter((entry) => !isPrivateAddress(entry.address))
    if (open.length === 0 || open.length < addresses.length)
      return callback(new MetadataError(`${hostname} resolves to a private address`), '', 0)
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, open)
    const [first] = open
    return callback(null, first?.address ?? '', first?.family ?? 4)
  })
}

function getOnce(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  const trusted = limits.allowedOrigin !== undefined && url.origin === limits.allowedOrigin
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (!trusted && isIP(host) !== 0 && isPrivateAddress(host))
    return Promise.reject(new MetadataError(`${url.host} is a private address`))
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((done, fail) => {
    const sent = request(
      url,
      {
        method: 'GET',
        headers: { accept: 'application/json', 'user-agent': 'Koi metadata reader' },
        lookup: trusted ? undefined : guardedLookup,
        signal,
      },
      done,
    )
    sent.on('error', fail)
    sent.end()
  })
}

/**
 * GETs anyone's URL for its JSON: http(s) only, within `timeoutMs` and `maxBytes`, never to a
 * private, loopback or link-local address (checked on the resolved address, at every redirect),
 * except the allowed origin.
 */
export async function fetchMetadataText(address: string, limits: FetchLimits): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs)
  let url = new URL(address)
  for (let redirects = 0; ; redirects += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new MetadataError(`refused ${url.protocol} URL`)
    const response = await getOnce(url, limits, signal).catch((error: unknown) => {
      throw signal.aborted ? new MetadataError(`no answer within ${limits.timeoutMs} ms`) : error
    })
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume()
      if (redirects >= MAX_REDIRECTS) throw new MetadataError('too many redirects')
      url = new URL(response.headers.location, url)
      continue
    }
    if (status !== 200) {
      response.resume()
      throw new MetadataError(`answered ${status}`)
    }
    const declared = Number(response.headers['content-length'] ?? 0)
    if (declared > limits.maxBytes) {
      response.destroy()
      throw new MetadataError(`larger than ${limits.maxBytes} bytes`)
    }
    return readLimited(response, limits.maxBytes, signal, limits.timeoutMs)
  }
}

async function readLimited(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<string> {
  const parts: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > maxBytes) throw new MetadataError(`larger than ${maxBytes} bytes`)
      parts.push(chunk)
    }
  } catch (error) {
    response.destroy()
    if (signal.aborted) throw new MetadataError(`no answer within ${timeoutMs} ms`)
    throw error
  }
  return Buffer.concat(parts).toString('utf8')
}
