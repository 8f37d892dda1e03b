import type { Service } from './contract/define'
import { fillPath, textOf } from './contract/match'

export interface ServiceUrls {
  mainUrl: string
  blogUrl: string
  authUrl: string
}

const baseOf = (urls: ServiceUrls, service: Service) =>
  (service === 'blog' ? urls.blogUrl : service === 'auth' ? urls.authUrl : urls.mainUrl).replace(/\/+$/, '')

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    search.set(key, textOf(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The URL of one request to a declared call: its service's base, the filled path and the query. */
export function requestUrl(
  urls: ServiceUrls,
  call: { service: Service; path: string },
  request: { params?: Record<string, unknown>; query?: Record<string, unknown> },
): string {
  return `${baseOf(urls, call.service)}${fillPath(call.path, request.params ?? {})}${queryString(request.query)}`
}
