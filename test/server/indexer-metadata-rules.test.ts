import { describe, expect, it } from 'vitest'
import { normalizeMetadata, parseMetadata } from '../../server/indexer/metadata/normalize'
import { isPrivateAddress } from '../../server/indexer/metadata/privateAddress'
import { resolveTokenUri } from '../../server/indexer/metadata/tokenUri'
import { demoIndexerSettings } from '../../server/indexer/demoSettings'
import { IndexerSettingsError, indexerEnvironment, readIndexerSettings } from '../../server/indexer/settings'
import { DEMO_MARKET_ADDRESS, demoCollectionAddress } from '../../server/seed/data/deployment'
import { COLLECTION_DEFINITIONS } from '../../server/seed/data/collection-definitions'

const gateways = { ipfsGateway: 'https://gw.example/ipfs/', arGateway: 'https://ar.example/' }

describe('token URIs', () => {
  it('resolves http(s), ipfs, ar and data URIs, and refuses the rest', () => {
    expect(resolveTokenUri('https://meta.example/1', gateways)).toEqual({ kind: 'url', url: 'https://meta.example/1' })
    expect(resolveTokenUri('ipfs://bafy/1.json', gateways)).toEqual({
      kind: 'url',
      url: 'https://gw.example/ipfs/bafy/1.json',
    })
    expect(resolveTokenUri('ipfs://ipfs/bafy/1', gateways)).toEqual({
      kind: 'url',
      url: 'https://gw.example/ipfs/bafy/1',
    })
    expect(resolveTokenUri('ar://tx1', gateways)).toEqual({ kind: 'url', url: 'https://ar.example/tx1' })
    const json = '{"name":"On chain"}'
    expect(resolveTokenUri(`data:application/json;base64,${btoa(json)}`, gateways)).toEqual({
      kind: 'inline',
      text: json,
    })
    expect(resolveTokenUri(`data:application/json,${encodeURIComponent(json)}`, gateways)).toEqual({
      kind: 'inline',
      text: json,
    })
    expect(() => resolveTokenUri('file:///etc/passwd', gateways)).toThrow(/unsupported/)
    expect(() => resolveTokenUri('javascript:alert(1)', gateways)).toThrow(/unsupported/)
  })

  it('knows private, loopback and link-local addresses, also IPv4 in IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(address), address).toBe(true)
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPrivateAddress(address), address).toBe(false)
  })
})

describe('metadata normalisation', () => {
  it('keeps the standard fields and drops script URLs and markup', () => {
    const fields = normalizeMetadata(
      parseMetadata(
        JSON.stringify({
          name: ' Koi ',
          description: 'd',
          image: 'javascript:alert(1)',
          image_data: '<svg><script>alert(1)</script></svg>',
          animation_url: 'ar://clip.mp4',
          attributes: [
            { trait_type: 'Level', value: 5, display_type: 'number' },
            { value: 'Plain' },
            { trait_type: 'Bad', value: { x: 1 } },
          ],
        }),
      ),
      gateways,
    )
    expect(fields).toMatchObject({
      name: 'Koi',
      mediaUri: 'https://ar.example/clip.mp4',
      mediaMime: 'video/mp4',
      traits: [
        { trait_type: 'Level', value: '5', display_type: 'number' },
        { trait_type: 'Property', value: 'Plain' },
      ],
    })
    expect(fields.image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(() => parseMetadata('<html></html>')).toThrow(/not JSON/)
    expect(() => parseMetadata('[1]')).toThrow(/not a JSON object/)
  })

  it("keeps the site's own pictures as paths on the site, and anyone else's as they are", () => {
    const metadata = (image: string, animation: string) =>
      normalizeMetadata(parseMetadata(JSON.stringify({ image, animation_url: animation })), {
        ...gateways,
        allowedMetadataOrigin: 'http://127.0.0.1:8787',
      })
    const own = metadata(
      'http://127.0.0.1:8787/assets/v1/battlecards/7.webp',
      'http://127.0.0.1:8787/assets/v1/battlecards/7.glb?size=2',
    )
    expect(own).toMatchObject({
      image: '/assets/v1/battlecards/7.webp',
      mediaUri: '/assets/v1/battlecards/7.glb?size=2',
      mediaMime: 'model/gltf-binary',
    })
    // another port of the same host is another origin
    const elsewhere = metadata('http://127.0.0.1:9999/a.png', 'https://cdn.example/a.png')
    expect(elsewhere).toMatchObject({ image: 'http://127.0.0.1:9999/a.png', mediaUri: 'https://cdn.example/a.png' })
  })
})

describe('indexer settings', () => {
  const collection = {
    chainId: 11155111,
    address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    deploymentBlock: 12,
    slug: 'koi',
    name: 'Koi',
  }
  it('index nothing without INDEXED_COLLECTIONS, and read a valid configuration with defaults', () => {
    expect(readIndexerSettings({})).toBeUndefined()
    const settings = readIndexerSettings({
      RPC_URL: 'http://127.0.0.1:8545',
      INDEXED_COLLECTIONS: JSON.stringify([collection]),
    })
    expect(settings).toMatchObject({ confirmations: 0, pollMs: 1000, maxBlockRange: 2000 })
    expect(settings?.collections[0]?.address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
  })
  it("hands the demo chain's settings to WORKERS processes through the environment, unchanged", () => {
    const demo = demoIndexerSettings({
      rpcUrl: 'http://127.0.0.1:8545',
      chainId: 11155111,
      origin: 'http://127.0.0.1:8787/anything',
      deployments: {
        market: { address: DEMO_MARKET_ADDRESS, blockNumber: 21 },
        collections: COLLECTION_DEFINITIONS.map((definition, index) => ({
          slug: definition.slug,
          address: demoCollectionAddress(definition.slug),
          blockNumber: 22 + index,
        })),
      },
    })
    expect(demo.collections).toHaveLength(5)
    expect(demo.allowedMetadataOrigin).toBe('http://127.0.0.1:8787')
    // each process of a cluster reads its settings back from this environment
    expect(readIndexerSettings(indexerEnvironment(demo))).toEqual(demo)
  })
  it('names each problem', () => {
    const read = (env: Record<string, string>) => {
      try {
        readIndexerSettings(env)
        return ''
      } catch (error) {
        expect(error).toBeInstanceOf(IndexerSettingsError)
        return (error as Error).message
      }
    }
    expect(read({ INDEXED_COLLECTIONS: '[]' })).toMatch(/RPC_URL/)
    expect(read({ RPC_URL: 'http://x', INDEXED_COLLECTIONS: '{' })).toMatch(/not JSON/)
    expect(
      read({ RPC_URL: 'http://x', INDEXED_COLLECTIONS: JSON.stringify([{ ...collection, address: '0x12' }]) }),
    ).toMatch(/INDEXED_COLLECTIONS\.0\.address: not an address/)
    expect(
      read({ RPC_URL: 'http://x', INDEXED_COLLECTIONS: JSON.stringify([collection]), INDEXER_CONFIRMATIONS: '-1' }),
    ).toMatch(/INDEXER_CONFIRMATIONS/)
    expect(read({ RPC_URL: 'http://x', INDEXED_COLLECTIONS: JSON.stringify([collection, collection]) })).toMatch(
      /twice/,
    )
  })
})
