import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preferredEncoding } from '../../server/http/contentEncoding.ts'
import { spaApp } from '../../server/spa.ts'
import { ORIGIN, startTestServer, type TestServer } from './harness'

const decode = (encoding: string | null, bytes: Buffer): string =>
  (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8')

describe('choosing an encoding from Accept-Encoding', () => {
  it('prefers brotli, honours q-values and refusals, and falls back to the identity', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip, deflate')).toBe('gzip')
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip')
    expect(preferredEncoding('br;q=0, *')).toBe('gzip')
    expect(preferredEncoding('identity')).toBeUndefined()
    expect(preferredEncoding(undefined)).toBeUndefined()
    expect(preferredEncoding('br', ['gzip'])).toBeUndefined()
  })
})

describe('the built app compressed at build time', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'koi-compressed-'))
  const script = `export const koi = ${JSON.stringify('🐟 '.repeat(2000))}\n`
  mkdirSync(join(distDir, 'app'), { recursive: true })
  writeFileSync(join(distDir, 'index.html'), '<html><!--koi-env--></html>')
  writeFileSync(join(distDir, 'app', 'index-abc.js'), script)
  writeFileSync(join(distDir, 'app', 'index-abc.js.br'), brotliCompressSync(script))
  writeFileSync(join(distDir, 'app', 'index-abc.js.gz'), gzipSync(script))
  afterAll(() => rmSync(distDir, { recursive: true, force: true }))
  const spa = spaApp(distDir, () => ({ chainId: 1 }) as never)
  const fetchScript = (acceptEncoding?: string) =>
    spa.request('/app/index-abc.js', acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {})

  it('sends a JS asset as brotli to a browser that accepts it, with the long cache kept', async () => {
    const response = await fetchScript('gzip, deflate, br, zstd')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeLessThan(script.length / 10)
    expect(decode('br', bytes)).toBe(script)
  })

  it('sends the gzip copy without brotli, and the file itself without either', async () => {
    const gzipped = await fetchScript('gzip')
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(decode('gzip', Buffer.from(await gzipped.arrayBuffer()))).toBe(script)
    const plain = await fetchScript()
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(script)
  })

  it('sends index.html, with the environment in it, in the encoding the browser prefers', async () => {
    const page = (acceptEncoding?: string) =>
      spa.request('/quests', acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {})
    const plain = await page()
    expect(plain.headers.get('content-encoding')).toBeNull()
    const html = await plain.text()
    expect(html).toContain('<script id="koi-env" type="application/json">{"chainId":1}</script>')
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await page(accept)
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8')
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      expect(decode(encoding, Buffer.from(await response.arrayBuffer()))).toBe(html)
    }
  })
})

describe('JSON answers compressed on the fly', () => {
  let server: TestServer
  let slug = ''
  beforeAll(async () => {
    server = await startTestServer('pglite')
    const collection = await server.request<{ slug: string }>('GET', '/api/defaultCollection')
    slug = collection.body.data?.slug ?? ''
  })
  afterAll(() => server.close())
  const get = (path: string, acceptEncoding: string) =>
    server.app.request(`${ORIGIN}${path}`, { headers: { 'accept-encoding': acceptEncoding } })

  it('compresses a large page of items (a cached answer) and its text is the same JSON', async () => {
    const path = `/api/collections/${slug}?page=1`
    const plain = await server.app.request(`${ORIGIN}${path}`)
    expect(plain.headers.get('content-encoding')).toBeNull()
    const plainText = await plain.text()
    expect(plainText.length).toBeGreaterThan(10_000)
    // the stated length is the body's: nothing has to read the answer back to measure it
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(plainText)))
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get(path, accept)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBe(encoding)
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i)
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(response.headers.get('content-length')).toBe(String(bytes.length))
      expect(bytes.length).toBeLessThan(plainText.length / 3)
      expect(decode(encoding, bytes)).toBe(plainText)
    }
  })

  it('compresses a large computed answer with gzip, and leaves a small one as it is', async () => {
    const large = await get(`/api/collections/${slug}/unique-attributes`, 'gzip, deflate, br')
    expect(large.headers.get('content-encoding')).toBe('gzip')
    const text = decode('gzip', Buffer.from(await large.arrayBuffer()))
    expect(text.length).toBeGreaterThan(1024)
    expect((JSON.parse(text) as { data: unknown[] }).data.length).toBeGreaterThan(0)

    const uncompressed = await server.app.request(`${ORIGIN}/api/collections/${slug}/unique-attributes`)
    expect(uncompressed.headers.get('content-length')).toBe(String(Buffer.byteLength(await uncompressed.text())))

    const small = await get('/healthz', 'gzip, deflate, br')
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(small.headers.get('content-length')).toBe(String('{"data":{"ok":true}}'.length))
    expect(await small.json()).toEqual({ data: { ok: true } })
  })
})
