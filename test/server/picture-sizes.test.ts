import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveAsset } from '../../server/assets/catalogue'
import { fanArt } from '../../server/db/schema'
import { databaseTargets, startTestServer, type TestServer } from './harness'

interface Sized {
  width?: number | null
  height?: number | null
}

/** The width and height a PNG's header gives (IHDR: bytes 16 to 24, big-endian). */
function pngSize(path: string) {
  const asset = resolveAsset(path)
  if (!asset) throw new Error(`no demo asset ${path}`)
  const view = new DataView(asset.bytes.buffer, asset.bytes.byteOffset, asset.bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

const sizeOf = (item: Sized) => ({ width: item.width, height: item.height })

/**
 * The galleries and the contest lay each tile out from the size its record carries, before the
 * picture loads: the seeded records must carry the size the assets app paints each picture at.
 */
describe.each(databaseTargets)('gallery and contest records carry their pictures’ sizes on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  async function listed<T>(method: 'GET' | 'POST', path: string): Promise<T[]> {
    const answer = await server.request<{ items: T[] }>(method, path, method === 'POST' ? { json: {} } : undefined)
    expect(answer.status).toBe(200)
    return answer.body.data?.items ?? []
  }

  it('gives each fan-art tile the size of its picture, a video its poster’s', async () => {
    type FanArt = Sized & { media: { type: string; url: string; preview_image_url?: string }[] }
    const items = await listed<FanArt>('POST', '/api/gallery/fan-art/all?offset=0&limit=100')
    expect(items.length).toBeGreaterThan(20)
    expect(items.some((item) => item.media.at(-1)?.type === 'video')).toBe(true)
    for (const item of items) {
      const media = item.media.at(-1)
      const tile = media?.type === 'video' ? (media.preview_image_url ?? media.url) : (media?.url ?? '')
      expect(sizeOf(item)).toEqual(pngSize(tile))
    }
    // the demo's pictures are of several shapes, so a wrong size shows
    expect(new Set(items.map((item) => `${item.width}x${item.height}`)).size).toBeGreaterThan(3)
  })

  it('gives each game-gallery thumbnail and contest entry its size', async () => {
    const games = await listed<Sized & { thumbnail: string }>('POST', '/api/gallery/game/all?offset=0&limit=100')
    const entries = await listed<Sized & { imageUrl: string }>(
      'POST',
      '/api/art-contests/artist-submission/all?offset=0&limit=100',
    )
    expect(games.length).toBeGreaterThan(0)
    expect(entries.length).toBeGreaterThan(0)
    for (const game of games) expect(sizeOf(game)).toEqual(pngSize(game.thumbnail))
    for (const entry of entries) expect(sizeOf(entry)).toEqual(pngSize(entry.imageUrl))
  })

  it('gives each piece to draw its size', async () => {
    const pieces = await listed<Sized & { image: string }>('GET', '/api/art-contests/gallery/all/?offset=0&limit=100')
    expect(pieces.length).toBeGreaterThan(0)
    for (const piece of pieces) expect(sizeOf(piece)).toEqual(pngSize(piece.image))
  })

  it('answers null for a record stored before sizes were kept', async () => {
    const [first] = await listed<Sized & { _id: string }>('POST', '/api/gallery/fan-art/all?offset=0&limit=1')
    if (!first) throw new Error('no fan art seeded')
    await server.database.db.update(fanArt).set({ width: null, height: null }).where(eq(fanArt.id, first._id))
    const [again] = await listed<Sized & { _id: string }>('POST', '/api/gallery/fan-art/all?offset=0&limit=1')
    expect(again?._id).toBe(first._id)
    expect(sizeOf(again ?? {})).toEqual({ width: null, height: null })
  })
})
