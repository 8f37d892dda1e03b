import { describe, expect, it } from 'vitest'
import { assetsApp } from '../../server/assets/app.ts'
import { normalizeMetadata, parseMetadata } from '../../server/indexer/metadata/normalize.ts'
import { collectionAddress } from '../../server/seed/data/collections.ts'
import { generateDemoData } from '../../server/seed/data/index.ts'

const origin = 'http://127.0.0.1:8787'
const fetchMetadata = (path: string) => assetsApp.request(`${origin}/assets/v1/metadata/${path}`)

// The demo collections' tokenURI answers: OpenSea's metadata standard, from the same generator
// as the rest of the demo, which the indexer reads back into the items.
describe('the demo token metadata', () => {
  const data = generateDemoData({ now: new Date('2026-11-01T00:00:00Z'), members: 300 })
  const itemOf = (slug: string, tokenId: string) =>
    data.items.find((item) => item.tokenAddress === collectionAddress(slug) && item.tokenId === tokenId)

  it('gives a Battlecard its name, description, absolute image and attributes', async () => {
    const response = await fetchMetadata('battlecards/1312.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const item = itemOf('battlecards', '1312')
    const json = (await response.json()) as Record<string, unknown>
    expect(json).toMatchObject({
      name: item?.name,
      description: item?.description,
      image: `${origin}/assets/v1/${item?.image}`,
      external_url: `${origin}/collection/battlecards/1312`,
    })
    expect(json).not.toHaveProperty('animation_url')
    const power = item?.traits.find((trait) => trait.trait_type === 'Power')?.value
    expect(json.attributes).toContainEqual({ trait_type: 'Power', value: Number(power), display_type: 'number' })
    expect(json.attributes).toHaveLength(item?.traits.length ?? -1)
  })

  it('gives every collection the items of the seeded demo, whoever its members are', async () => {
    for (const [slug, tokenId] of [
      ['koi-guardians', '399'],
      ['arena-relics', '5'],
      ['odyssey-passes', '17'],
      ['inkbound-scrolls', '0'],
    ] as const) {
      const json = (await (await fetchMetadata(`${slug}/${tokenId}.json`)).json()) as {
        name: string
        attributes: unknown
      }
      const item = itemOf(slug, tokenId)
      expect(json.name).toBe(item?.name)
      expect(json.attributes).toEqual(item?.traits)
    }
  })

  it('puts a card that is not a picture under animation_url, as the indexer reads it', async () => {
    const json = parseMetadata(await (await fetchMetadata('battlecards/7.json')).text())
    expect(json.animation_url).toBe(`${origin}/assets/v1/${itemOf('battlecards', '7')?.media.uri}`)
    const normalized = normalizeMetadata(json, {
      ipfsGateway: 'https://ipfs.io/ipfs/',
      arGateway: 'https://arweave.net/',
    })
    expect(normalized.mediaMime).toBe('model/gltf-binary')
    expect(normalized.traits.find((trait) => trait.trait_type === 'Edition')?.value).toBe(
      itemOf('battlecards', '7')?.traits[0]?.value,
    )
  })

  it('answers 404 with a message for a token or collection the demo has not', async () => {
    for (const path of ['battlecards/10000.json', 'unknown-collection/1.json']) {
      const response = await fetchMetadata(path)
      expect(response.status).toBe(404)
      expect(((await response.json()) as { message: string }).message).toMatch(/No demo token/)
    }
  })
})
