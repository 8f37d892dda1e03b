import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { PAGE_BROTLI_QUALITY, PAGE_GZIP_LEVEL, type PrecompressedEncoding } from '../http/contentEncoding'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** An inline script's text: what a CSP hash is taken over. Data blocks (`type="application/json"`) are hashed too, harmlessly. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g

/** `'sha256-…'` sources for every inline script in `html`, so the CSP runs those and no other. */
export function inlineScriptHashes(html: string): string[] {
  const sources = new Set<string>()
  for (const [, text] of html.matchAll(INLINE_SCRIPT))
    if (text) sources.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
  return [...sources]
}

/**
 * A server-drawn page as every visitor gets it: the same document for each of them until its
 * data changes, with its inline scripts allowed by hash (a nonce would differ per answer) and its
 * compressed forms made once, off the main thread.
 */
export class KeptPage {
  readonly scriptSources: string[]
  private readonly encoded = new Map<PrecompressedEncoding, Promise<Uint8Array<ArrayBuffer>>>()

  constructor(
    readonly status: number,
    readonly html: string,
  ) {
    this.scriptSources = inlineScriptHashes(html)
  }

  body(encoding: PrecompressedEncoding | undefined): Promise<string | Uint8Array<ArrayBuffer>> {
    if (!encoding) return Promise.resolve(this.html)
    let body = this.encoded.get(encoding)
    if (!body) {
      body = (
        encoding === 'br'
          ? brotli(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } })
          : gzipped(this.html, { level: PAGE_GZIP_LEVEL })
      ).then((buffer) => new Uint8Array(buffer))
      this.encoded.set(encoding, body)
    }
    return body
  }

  /** For the cache's size estimate: the text, and the compressed copies it may come to hold. */
  toJSON() {
    return this.html
  }
}
