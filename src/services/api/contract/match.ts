/**
 * Path templates as the spec writes them (`/api/collections/{tokenAddressOrSlug}`), and the order
 * in which overlapping ones are tried: static segments win over placeholders, left to right, so
 * `/api/collections/all` is never taken for a collection slug.
 */
const segmentsOf = (path: string) => path.split('/').slice(1)
const isPlaceholder = (segment: string) => /^\{\w+\}$/.test(segment)

export function compareSpecificity(a: string, b: string): number {
  const left = segmentsOf(a)
  const right = segmentsOf(b)
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const l = isPlaceholder(left[index] ?? '')
    const r = isPlaceholder(right[index] ?? '')
    if (l !== r) return l ? 1 : -1
  }
  return right.length - left.length
}

/** `/api/nfts/{collection}/{tokenId}` → `/api/nfts/:collection/:tokenId` (Hono and msw form). */
export const toColonPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')

export function matchPath(template: string, pathname: string): Record<string, string> | null {
  const expected = segmentsOf(template)
  const actual = segmentsOf(pathname)
  if (expected.length !== actual.length) return null
  const params: Record<string, string> = {}
  for (let index = 0; index < expected.length; index += 1) {
    const want = expected[index] ?? ''
    const got = actual[index] ?? ''
    if (isPlaceholder(want)) {
      if (got === '') return null
      try {
        params[want.slice(1, -1)] = decodeURIComponent(got)
      } catch {
        return null
      }
    } else if (want !== got) return null
  }
  return params
}

/** A path or query value as text: scalars as they print, anything else as JSON. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString()
  return JSON.stringify(value) ?? ''
}

/** Fills `{param}` placeholders, encoding each value. */
export function fillPath(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name}`)
    return encodeURIComponent(textOf(value))
  })
}
