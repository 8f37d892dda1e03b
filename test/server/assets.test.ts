import { inflateSync } from 'node:zlib'
import type { Mesh, Object3D } from 'three'
import { FBXLoader } from 'three/examples/jsm/loaders/FBXLoader.js'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { describe, expect, it } from 'vitest'
import { assetsApp } from '../../server/assets/app.ts'
import { hasAsset, resolveProtectedFile } from '../../server/assets/catalogue.ts'
import { crc32 } from '../../server/assets/png.ts'
import { assetPaths, generateBattlecards, generateDemoData } from '../../server/seed/data/index.ts'
import { MISSING_CARD_IMAGE } from '../../server/seed/data/items.ts'

const fetchAsset = async (path: string, version = 'v1') => {
  const response = await assetsApp.request(`/assets/${version}/${path}`)
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}
const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

interface DecodedPng {
  width: number
  height: number
  pixels: Uint8Array
}

/** Checks the signature, every chunk's CRC and the IHDR, and inflates the image data. */
function decodePng(bytes: Uint8Array): DecodedPng {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let offset = 8
  let width = 0
  let height = 0
  const data: Uint8Array[] = []
  const types: string[] = []
  while (offset < bytes.length) {
    const length = view.getUint32(offset)
    const type = ascii(bytes, offset + 4, offset + 8)
    expect(view.getUint32(offset + 8 + length)).toBe(crc32(bytes, offset + 4, offset + 8 + length))
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8)
      height = view.getUint32(offset + 12)
      expect([bytes[offset + 16], bytes[offset + 17]]).toEqual([8, 6])
    }
    if (type === 'IDAT') data.push(bytes.subarray(offset + 8, offset + 8 + length))
    types.push(type)
    offset += 12 + length
  }
  expect(types[0]).toBe('IHDR')
  expect(types.at(-1)).toBe('IEND')
  const raw = inflateSync(Buffer.concat(data))
  expect(raw.length).toBe((width * 4 + 1) * height)
  const pixels = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y += 1) {
    expect(raw[y * (width * 4 + 1)]).toBe(0)
    pixels.set(raw.subarray(y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1)), y * width * 4)
  }
  return { width, height, pixels }
}

const meshesOf = (root: Object3D) => {
  const meshes: Mesh[] = []
  root.traverse((object) => {
    if ((object as Mesh).isMesh) meshes.push(object as Mesh)
  })
  return meshes
}

describe('assetsApp', () => {
  it.each([
    [assetPaths.battlecard(42), 'image/png'],
    [assetPaths.avatar(3), 'image/png'],
    [assetPaths.shield('first-step'), 'image/png'],
    [assetPaths.brokenImage, 'image/png'],
    [assetPaths.logo, 'image/svg+xml'],
    [assetPaths.social('discord'), 'image/svg+xml'],
    [assetPaths.token('USDC'), 'image/svg+xml'],
    [assetPaths.model, 'model/gltf-binary'],
    [assetPaths.fbxModel, 'application/fbx'],
    [assetPaths.video(256), 'video/mp4'],
    [assetPaths.audio, 'audio/mpeg'],
  ])('serves %s as %s with a long cache lifetime', async (path, contentType) => {
    const { response, bytes } = await fetchAsset(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(contentType)
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
    expect(bytes.length).toBeGreaterThan(0)
  })

  it('answers an unknown file with a 404 JSON message naming it', async () => {
    for (const path of [
      'images/unknown.png',
      'images/battlecards/10000.png',
      'images/battlecards/007.png',
      'video/koi-river-999k.mp4',
    ]) {
      const { response, bytes } = await fetchAsset(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      const body = JSON.parse(new TextDecoder().decode(bytes)) as { message: string }
      expect(body.message).toContain(path)
    }
  })

  it('rejects a malformed version with a 400 JSON message', async () => {
    const response = await assetsApp.request('/assets/v%201!/images/koi-logo.svg')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/assets version/)
  })

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const { response } = await fetchAsset(assetPaths.logo)
    const etag = response.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-f]+-\d+"$/)
    const again = await assetsApp.request(`/assets/v1/${assetPaths.logo}`, { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect((await again.arrayBuffer()).byteLength).toBe(0)
  })

  it('serves the same bytes on every request', async () => {
    const first = await fetchAsset(assetPaths.battlecard(5))
    const second = await fetchAsset(assetPaths.battlecard(5), 'v2')
    expect(second.bytes).toEqual(first.bytes)
  })
})

describe('generated images', () => {
  it('encodes card art as a valid PNG of the card size, and thumbnails at half size', async () => {
    const card = decodePng((await fetchAsset(assetPaths.battlecard(0))).bytes)
    expect([card.width, card.height]).toEqual([240, 336])
    const thumbnail = decodePng((await fetchAsset(assetPaths.battlecardThumbnail(0))).bytes)
    expect([thumbnail.width, thumbnail.height]).toEqual([120, 168])
    expect(card.pixels.some((value, index) => index % 4 === 3 && value === 255)).toBe(true)
  })

  it('frames each card in its edition colour', async () => {
    const cards = generateBattlecards()
    const edition = (tokenId: number) => cards[tokenId]?.traits.find((trait) => trait.trait_type === 'Edition')?.value
    const first = 0
    const other = cards.findIndex(
      (card, index) => index > 0 && edition(index) !== edition(first) && card.tokenId !== '0',
    )
    const framePixel = async (tokenId: number) => {
      const { pixels, width } = decodePng((await fetchAsset(assetPaths.battlecard(tokenId))).bytes)
      const index = (10 * width + 1) * 4
      return [...pixels.subarray(index, index + 3)]
    }
    expect(await framePixel(other)).not.toEqual(await framePixel(first))
  })

  it('draws shields on a transparent ground', async () => {
    const { pixels } = decodePng((await fetchAsset(assetPaths.shield('card-keeper'))).bytes)
    expect(pixels[3]).toBe(0)
  })
})

describe('models and documents', () => {
  it('builds a glTF 2.0 binary with a valid header, JSON chunk and binary chunk', async () => {
    const { bytes } = await fetchAsset(assetPaths.model)
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    expect(ascii(bytes, 0, 4)).toBe('glTF')
    expect(view.getUint32(4, true)).toBe(2)
    expect(view.getUint32(8, true)).toBe(bytes.length)
    const jsonLength = view.getUint32(12, true)
    expect(ascii(bytes, 16, 20)).toBe('JSON')
    expect(jsonLength % 4).toBe(0)
    const gltf = JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength))) as {
      asset: { version: string }
      buffers: { byteLength: number }[]
      accessors: { count: number; min?: number[]; max?: number[] }[]
    }
    expect(gltf.asset.version).toBe('2.0')
    const binStart = 20 + jsonLength
    expect(view.getUint32(binStart + 4, true)).toBe(0x004e4942)
    expect(view.getUint32(binStart, true)).toBe(gltf.buffers[0]?.byteLength)
    expect(binStart + 8 + view.getUint32(binStart, true)).toBe(bytes.length)
    expect(gltf.accessors[0]?.min).toHaveLength(3)

    const loaded = await new Promise<Object3D>((resolve, reject) => {
      new GLTFLoader().parse(bytes.slice().buffer, '', (result) => resolve(result.scene), reject)
    })
    const [mesh] = meshesOf(loaded)
    expect(mesh?.geometry.getAttribute('position').count).toBe(gltf.accessors[0]?.count)
  })

  it('builds an ASCII FBX 7.4 model that three reads as one mesh', async () => {
    const { bytes } = await fetchAsset(assetPaths.fbxModel)
    const text = new TextDecoder().decode(bytes)
    expect(text).toMatch(/^; FBX 7\.4\.0 project file/)
    expect(text).toContain('FBXVersion: 7400')
    const group = new FBXLoader().parse(bytes.slice().buffer, '')
    const meshes = meshesOf(group)
    expect(meshes).toHaveLength(1)
    expect(meshes[0]?.geometry.getAttribute('position').count).toBeGreaterThan(0)
  })

  it('keeps the vault-only field guide and full-size shields out of the public assets', async () => {
    for (const path of [assetPaths.fieldGuide, assetPaths.shieldFile('first-step'), 'docs/koi-field-guide.pdf']) {
      expect((await fetchAsset(path)).response.status).toBe(404)
    }
    expect(resolveProtectedFile(assetPaths.shieldFile('first-step'))?.contentType).toBe('image/png')
  })

  it('builds a one-page PDF whose xref points at each object', () => {
    const bytes = resolveProtectedFile(assetPaths.fieldGuide)?.bytes ?? new Uint8Array()
    const text = String.fromCharCode(...bytes)
    expect(text.startsWith('%PDF-1.')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    expect(offsets.length).toBeGreaterThanOrEqual(5)
    offsets.forEach((offset, index) => expect(text.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj`)))
    expect(text).toContain('/Type /Page ')
    expect(text).toContain('Traveller field guide')
  })

  it('serves a real MP4 and MPEG audio file', async () => {
    const video = await fetchAsset(assetPaths.video(128))
    expect(ascii(video.bytes, 4, 8)).toBe('ftyp')
    const audio = await fetchAsset(assetPaths.audio)
    const id3 = ascii(audio.bytes, 0, 3) === 'ID3'
    const frameSync = audio.bytes[0] === 0xff && ((audio.bytes[1] ?? 0) & 0xe0) === 0xe0
    expect(id3 || frameSync).toBe(true)
  })
})

describe('the demo data and the CDN', () => {
  it('serves every asset path the demo data stores', () => {
    const data = generateDemoData({ members: 40, now: new Date(Date.UTC(2026, 10, 1)) })
    const paths = new Set<string>()
    const walk = (value: unknown): void => {
      if (typeof value === 'string') {
        if (/^(images|video|audio|models|docs)\/.+\.[a-z0-9]+$/.test(value)) paths.add(value)
      } else if (Array.isArray(value)) {
        for (const entry of value) walk(entry)
      } else if (value && typeof value === 'object') {
        for (const entry of Object.values(value)) walk(entry)
      }
    }
    walk(data)
    expect(paths.size).toBeGreaterThan(20_000)
    // the one picture the demo leaves missing on purpose, so the broken-image fallback has real items
    expect(hasAsset(MISSING_CARD_IMAGE)).toBe(false)
    const missing = [...paths].filter((path) => !hasAsset(path) && path !== MISSING_CARD_IMAGE)
    expect(missing).toEqual([])
    expect(hasAsset('images/battlecards/10000.png')).toBe(false)
  })
})
