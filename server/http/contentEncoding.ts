/** The compressed forms the server keeps ready, best first. */
export type PrecompressedEncoding = 'br' | 'gzip'

const ENCODINGS: readonly PrecompressedEncoding[] = ['br', 'gzip']

/**
 * The best of the offered encodings that an `Accept-Encoding` header allows (q > 0, explicitly or
 * by `*`), or undefined for the identity. Brotli wins a tie: it is ~15% smaller on the app's code.
 */
export function preferredEncoding(
  accept: string | undefined,
  offered: readonly PrecompressedEncoding[] = ENCODINGS,
): PrecompressedEncoding | undefined {
  if (!accept) return undefined
  const weights = new Map<string, number>()
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0)
  }
  let best: { encoding: PrecompressedEncoding; weight: number } | undefined
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0
    if (weight > 0 && (best === undefined || weight > best.weight)) best = { encoding, weight }
  }
  return best?.encoding
}

/** The file suffix of each precompressed form, as the build writes them. */
export const FILE_SUFFIX: Record<PrecompressedEncoding, string> = { br: '.br', gzip: '.gz' }

/**
 * Compression of the HTML pages made as they are sent (the app's shell, a kept drawn page): brotli's
 * best (11) took about 2 ms for the 632-byte shell template and about 330 ms for a 200 KB drawn
 * page; 5 and gzip's 6 take a small fraction of that for answers a few percent larger.
 */
export const PAGE_BROTLI_QUALITY = 5
export const PAGE_GZIP_LEVEL = 6
