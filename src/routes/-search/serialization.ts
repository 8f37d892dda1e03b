/**
 * Search params stay plain text in the URL (`?tab=liked&Edition=Original,Forged`), not the JSON
 * the router writes by default: long tweet ids keep every digit and links stay readable. Each
 * route's schema turns the text into typed values.
 */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(searchStr)) result[key] = value
  return result
}

function encode(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',')
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString()
  return JSON.stringify(value) ?? ''
}

export function stringifySearch(search: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    const text = Array.isArray(value) ? value.map(textOf).join(',') : textOf(value)
    if (text === '') continue
    parts.push(`${encode(key)}=${encode(text)}`)
  }
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}
