import { http, HttpResponse, type HttpHandler } from 'msw'
import {
  calls,
  compareSpecificity,
  matchPath,
  toColonPath,
  type CallDataInput,
  type CallName,
  type ServiceUrls,
} from '../services/api'
import { testServiceUrls } from './urls'

export interface MockRequestInfo {
  request: Request
  params: Record<string, string>
  query: URLSearchParams
}

export type MockResolver<N extends CallName> = (
  info: MockRequestInfo,
) => CallDataInput<N> | Response | Promise<CallDataInput<N> | Response>

export interface MockOptions {
  urls?: ServiceUrls
  /** Answer with this status instead of the call's success status. */
  status?: number
}

const baseOf = (urls: ServiceUrls, service: 'main' | 'blog' | 'auth') =>
  (service === 'blog' ? urls.blogUrl : service === 'auth' ? urls.authUrl : urls.mainUrl).replace(/\/+$/, '')

const callNames = Object.keys(calls) as CallName[]

/** The call a request is for, trying static segments before placeholders like the server does. */
export function callForRequest(urls: ServiceUrls, method: string, url: URL): CallName | undefined {
  const candidates = callNames
    .filter((name) => calls[name].method === method)
    .sort((a, b) => compareSpecificity(calls[a].path, calls[b].path))
  return candidates.find((name) => {
    const base = new URL(baseOf(urls, calls[name].service))
    const prefix = base.pathname.replace(/\/+$/, '')
    if (url.origin !== base.origin || !url.pathname.startsWith(prefix)) return false
    return matchPath(calls[name].path, url.pathname.slice(prefix.length)) !== null
  })
}

/**
 * An msw handler for one call of the contract, on the call's service base URL. The data is
 * type-checked against the contract, checked again at run time, and wrapped in `{ data }`.
 */
export function mockCall<N extends CallName>(
  name: N,
  resolver: MockResolver<N> | CallDataInput<N>,
  options: MockOptions = {},
): HttpHandler {
  const call = calls[name]
  const urls = options.urls ?? testServiceUrls
  const method = call.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'
  const target = `${baseOf(urls, call.service)}${toColonPath(call.path)}`
  return http[method](target, async ({ request, params }) => {
    const url = new URL(request.url)
    // `/api/collections/all` also fits `/api/collections/:tokenAddressOrSlug`; let the right mock answer
    if (callForRequest(urls, call.method, url) !== name) return undefined
    const data =
      typeof resolver === 'function'
        ? await resolver({
            request,
            params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
            query: url.searchParams,
          })
        : resolver
    if (data instanceof Response) return data
    if (call.responseKind === 'binary') {
      return new HttpResponse(data as Blob, { status: options.status ?? call.status })
    }
    const checked = call.response.safeParse(data)
    if (!checked.success) {
      throw new Error(`mockCall(${name}): data does not match the contract: ${checked.error.message}`)
    }
    return HttpResponse.json({ data }, { status: options.status ?? call.status })
  })
}

/** An error answer `{ message }` for one call. */
export function mockError(name: CallName, status: number, message: string, options: MockOptions = {}): HttpHandler {
  const call = calls[name]
  const urls = options.urls ?? testServiceUrls
  const method = call.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'
  return http[method](`${baseOf(urls, call.service)}${toColonPath(call.path)}`, ({ request }) => {
    if (callForRequest(urls, call.method, new URL(request.url)) !== name) return undefined
    return HttpResponse.json({ message }, { status })
  })
}
