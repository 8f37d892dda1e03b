import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { preferredEncoding, type PrecompressedEncoding } from './contentEncoding'
import { JSON_COMPRESS_THRESHOLD } from './compressJson'

const encoder = new TextEncoder()

/**
 * A call's payload together with its JSON text, built from parts that are cached already
 * serialized: a page of 50 items is ~30 KB of JSON, and writing and encoding it again for every
 * request costs more than everything else the call does. `value` is what the text says; the
 * contract check of the test environment reads it. Kept in a cache, one instance answers many
 * requests with the same bytes, compressed once per encoding too.
 */
export class SerializedJson<T> {
  #answer: Uint8Array<ArrayBuffer> | undefined
  #value: { of: T } | undefined
  readonly #encoded = new Map<PrecompressedEncoding, Uint8Array<ArrayBuffer>>()

  constructor(
    value: T,
    readonly text: string,
  ) {
    this.#value = { of: value }
  }

  /** An answer whose JSON text was written elsewhere (by the database): its value is read from the text when asked for. */
  static ofText<T>(text: string): SerializedJson<T> {
    const json = new SerializedJson<T>(undefined as T, text)
    json.#value = undefined
    return json
  }

  get value(): T {
    this.#value ??= { of: JSON.parse(this.text) as T }
    return this.#value.of
  }

  /** The whole answer, `{"data": ...}`, encoded once. */
  get answer(): Uint8Array<ArrayBuffer> {
    this.#answer ??= encoder.encode(`{"data":${this.text}}`)
    return this.#answer
  }

  /** Whether the answer is large enough to be worth sending compressed. */
  get compressible(): boolean {
    return this.answer.length >= JSON_COMPRESS_THRESHOLD
  }

  /** The answer compressed with `encoding`, computed on the first request that accepts it. */
  encoded(encoding: PrecompressedEncoding): Uint8Array<ArrayBuffer> {
    let bytes = this.#encoded.get(encoding)
    if (bytes === undefined) {
      // a middle brotli quality: the cache is rebuilt after writes, so compressing must stay quick
      const compressed =
        encoding === 'br'
          ? brotliCompressSync(this.answer, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.answer, { level: 6 })
      bytes = new Uint8Array(compressed)
      this.#encoded.set(encoding, bytes)
    }
    return bytes
  }
}

/**
 * The response for a cached answer: compressed as the request accepts when it is large enough,
 * from the instance's cache, so a page served a thousand times is compressed once.
 */
export function serializedAnswer<T>(c: Context, json: SerializedJson<T>, status: ContentfulStatusCode): Response {
  if (!json.compressible) return sizedJson(c, json.answer, status)
  const encoding = preferredEncoding(c.req.header('accept-encoding'))
  if (!encoding) return sizedJson(c, json.answer, status, { vary: 'Accept-Encoding' })
  return sizedJson(c, json.encoded(encoding), status, { vary: 'Accept-Encoding', 'content-encoding': encoding })
}

/**
 * JSON bytes with their `Content-Length`: the compress middleware reads the length for its
 * threshold, and with it stated the Node adapter writes the bytes as they are, without building a
 * web Response around them to measure them.
 */
function sizedJson(
  c: Context,
  bytes: Uint8Array<ArrayBuffer>,
  status: ContentfulStatusCode,
  headers: Record<string, string> = {},
): Response {
  return c.body(bytes, status, {
    'content-type': 'application/json',
    'content-length': String(bytes.length),
    ...headers,
  })
}

/** A JSON answer, serialised once, with its `Content-Length`. */
export function jsonAnswer(c: Context, value: unknown, status: ContentfulStatusCode): Response {
  return sizedJson(c, encoder.encode(JSON.stringify(value)), status)
}
