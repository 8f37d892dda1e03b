import { callTable } from './callTable'
import type { CheckedResponse } from './checkResponse'
import type { CallData, CallName, CallRequest } from './contract'
import { textOf } from './contract/match'
import { requestUrl, type ServiceUrls } from './requestUrl'

export type { ServiceUrls } from './requestUrl'

export interface ApiClientOptions extends ServiceUrls {
  fetch?: typeof fetch
  /**
   * Reads each answer with its call's response schema (`checkResponse` of ./checkResponse). Left
   * out of the built page, which takes the answers as the server sends them, so the contract's
   * schemas and full zod stay off it: the server checks its own answers against the contract in
   * development and tests (`checkResponses`), as the msw mocks check theirs.
   */
  checkResponse?: (name: CallName, data: unknown) => CheckedResponse | Promise<CheckedResponse>
}

/** A non-success answer: the HTTP status and the server's `{ message }`. */
export class ApiError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
  }
}

function formDataOf(body: Record<string, unknown>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null || value === '') continue
    if (value instanceof Blob) form.set(key, value)
    else form.set(key, textOf(value))
  }
  return form
}

async function messageOf(response: Response): Promise<string> {
  try {
    const payload = (await response.json()) as { message?: unknown }
    if (typeof payload.message === 'string') return payload.message
  } catch {
    // a body that is not JSON falls through to the status text
  }
  return response.statusText || `request failed with status ${response.status}`
}

async function dataOf(response: Response): Promise<unknown> {
  return ((await response.json()) as { data?: unknown }).data
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))

  async function send<N extends CallName>(name: N, request: CallRequest<N>): Promise<CallData<N>> {
    const definition = callTable[name]
    const { params, query, body, signal } = request as {
      params?: Record<string, unknown>
      query?: Record<string, unknown>
      body?: unknown
      signal?: AbortSignal
    }
    const init: RequestInit = { method: definition.method, credentials: 'include', headers: {} }
    if (signal) init.signal = signal
    if (definition.bodyKind === 'json') {
      init.body = JSON.stringify(body ?? {})
      init.headers = { 'content-type': 'application/json' }
    } else if (definition.bodyKind === 'multipart') {
      init.body = formDataOf((body ?? {}) as Record<string, unknown>)
    }
    const response = await doFetch(requestUrl(options, definition, { params, query }), init)
    if (response.status !== definition.status && !response.ok) {
      throw new ApiError(response.status, await messageOf(response))
    }
    const data: unknown = definition.responseKind === 'binary' ? await response.blob() : await dataOf(response)
    if (!options.checkResponse) return data as CallData<N>
    const checked = await options.checkResponse(name, data)
    if (!checked.success) throw new ApiError(response.status, `${name}: unexpected response: ${checked.message}`)
    return checked.data as CallData<N>
  }

  /** Calls `name`; the request may be left out when the call needs no params, query or body. */
  function call<N extends CallName>(
    name: N,
    ...args: Partial<CallRequest<N>> extends CallRequest<N> ? [request?: CallRequest<N>] : [request: CallRequest<N>]
  ): Promise<CallData<N>> {
    return send(name, (args[0] ?? {}) as CallRequest<N>)
  }

  /** Page `pageIndex` of a paged call: offset = page index × limit. */
  function page<N extends CallName>(
    name: N,
    pageIndex: number,
    limit: number,
    request: CallRequest<N>,
  ): Promise<CallData<N>> {
    const query = { ...((request as { query?: object }).query ?? {}), offset: pageIndex * limit, limit }
    return send(name, { ...request, query } as CallRequest<N>)
  }

  return { call, page, urls: { mainUrl: options.mainUrl, blogUrl: options.blogUrl, authUrl: options.authUrl } }
}

export type ApiClient = ReturnType<typeof createApiClient>

export const pageOffset = (pageIndex: number, limit: number) => pageIndex * limit
