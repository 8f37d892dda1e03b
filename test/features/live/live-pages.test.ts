import { QueryClient, type InfiniteData } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { liveCacheApplier } from '../../../src/features/live/applyLiveMessages'
import type { LiveMessage } from '../../../src/services/live/liveMessages'
import { openSharedStream, type StreamPlatform } from '../../../src/services/live/sharedStream'

const settle = (ms = 30) => new Promise((done) => setTimeout(done, ms))

describe('live messages applied to the query cache', () => {
  const photos = (counts: Record<string, number>) => ({
    pages: [
      { photos: Object.entries(counts).map(([id, total]) => ({ id, totalReactionsCount: total })), totalCount: 2 },
    ],
    pageParams: [0],
  })
  const love = (targetId: string, total: number, id: string): LiveMessage => ({
    topic: 'reaction.count',
    id,
    data: { targetKind: 'fan_art', targetId, type: 'love', total },
  })

  it('moves a love count in place, once for a burst, leaving the other posts as they are', async () => {
    const client = new QueryClient()
    const key = ['gallery', 'fan-art', {}, 'pages']
    client.setQueryData(key, photos({ a: 1, b: 5 }))
    let writes = 0
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') writes += 1
    })
    const apply = liveCacheApplier(client, 10)
    apply(love('a', 2, '1-1'))
    apply(love('a', 3, '1-2'))
    apply(love('a', 4, '1-3'))
    await settle()
    const data = client.getQueryData<InfiniteData<{ photos: { id: string; totalReactionsCount: number }[] }>>(key)
    expect(data?.pages[0]?.photos).toEqual([
      { id: 'a', totalReactionsCount: 4 },
      { id: 'b', totalReactionsCount: 5 },
    ])
    expect(writes).toBe(1)
  })

  it("sets the member's balance on their profile and refetches the leaderboard, the contest's pieces and a gallery's posts", async () => {
    const client = new QueryClient()
    client.setQueryData(['users', '0xabc', 11155111], { metadata: { currentCoinBalance: 1 }, social: {} })
    for (const key of [
      ['leaderboard', 'page', 0, 10],
      ['art-contest', 'pieces'],
      ['gallery', 'game', {}, 'count'],
    ])
      client.setQueryData(key, 1)
    const apply = liveCacheApplier(client, 10)
    apply({ topic: 'member.balance', id: '1-1', data: { account: '0xABC', balance: 250 } })
    apply({ topic: 'leaderboard.changed', id: '1-2', data: {} })
    apply({
      topic: 'art.claim',
      id: '1-3',
      data: { pieceId: 'p1', status: 'released', claimedBy: null, releasedBy: '0xabc' },
    })
    apply({ topic: 'gallery.posts', id: '1-4', data: { gallery: 'game' } })
    await settle()
    expect(client.getQueryData(['users', '0xabc', 11155111])).toEqual({
      metadata: { currentCoinBalance: 250 },
      social: {},
    })
    for (const key of [
      ['leaderboard', 'page', 0, 10],
      ['art-contest', 'pieces'],
      ['gallery', 'game', {}, 'count'],
    ])
      expect(client.getQueryState(key)?.isInvalidated).toBe(true)
  })

  it("refetches the pages showing tokens that moved on the chain: the collection's, the tokens' and the accounts' profiles", async () => {
    const client = new QueryClient()
    const address = '0x0A8a93350F70a7e23c6C148FAF8Df41B8e4eed05'
    const touched = [
      ['collections', 'owners', 'battlecards'],
      ['collections', 'items', 'battlecards', {}],
      ['nfts', 'battlecards', '1312'],
      ['nfts', 'battlecards', '1312', 'sales'],
      ['nfts', 'transfers', address, '1312'],
      ['wallets', '0xabc', 'tokens', 11155111, {}],
    ]
    const untouched = [
      ['collections', 'owners', 'koi-guardians'],
      ['nfts', 'battlecards', '7'],
      ['nfts', 'transfers', address, '7'],
      ['wallets', '0xdef', 'tokens', 11155111, {}],
      ['blogs', 'categories'],
    ]
    for (const key of [...touched, ...untouched]) client.setQueryData(key, 1)
    const apply = liveCacheApplier(client, 10)
    apply({
      topic: 'nft.activity',
      id: '1-1',
      data: { collection: address, slug: 'battlecards', kind: 'transfer', tokenIds: ['1312'], accounts: ['0xabc'] },
    })
    await settle()
    for (const key of touched) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true)
    for (const key of untouched) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(false)

    // a batch too large to name its tokens and accounts: everything of the collection and every profile
    apply({
      topic: 'nft.activity',
      id: '1-2',
      data: { collection: address.toLowerCase(), slug: null, kind: 'sale', tokenIds: null, accounts: null },
    })
    await settle()
    for (const key of [
      ['nfts', 'transfers', address, '7'],
      ['wallets', '0xdef', 'tokens', 11155111, {}],
    ])
      expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true)
    expect(client.getQueryState(['blogs', 'categories'])?.isInvalidated).toBe(false)
  })

  it('refetches everything on resync', async () => {
    const client = new QueryClient()
    client.setQueryData(['blogs', 'categories'], [])
    const apply = liveCacheApplier(client, 10)
    apply({ topic: 'resync', id: '1-1', data: {} })
    await settle()
    expect(client.getQueryState(['blogs', 'categories'])?.isInvalidated).toBe(true)
  })
})

/** A browser's tabs: one lock manager and one broadcast bus, and the event streams they open. */
function fakeBrowser() {
  const sources: FakeSource[] = []
  class FakeSource {
    readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>()
    closed = false
    constructor(readonly url: string) {
      sources.push(this)
    }
    addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
    }
    close() {
      this.closed = true
    }
    emit(type: string, id: string, data: unknown) {
      const event = { data: JSON.stringify(data), lastEventId: id } as MessageEvent<string>
      for (const listener of this.listeners.get(type) ?? []) listener(event)
    }
  }
  const channels = new Set<FakeChannel>()
  class FakeChannel {
    onmessage: ((event: MessageEvent) => void) | null = null
    constructor() {
      channels.add(this)
    }
    postMessage(data: unknown) {
      for (const other of channels) if (other !== this) other.onmessage?.({ data } as MessageEvent)
    }
    close() {
      channels.delete(this)
    }
  }
  let held: Promise<void> = Promise.resolve()
  const locks = {
    request: (_name: string, options: { signal?: AbortSignal }, grant: () => Promise<void>) => {
      const turn = held.then(() => (options.signal?.aborted ? undefined : grant()))
      held = turn.catch(() => undefined)
      return turn
    },
  }
  const platform = {
    EventSource: FakeSource,
    BroadcastChannel: FakeChannel,
    locks,
  } as unknown as StreamPlatform
  return { platform, sources }
}

describe('one stream per browser', () => {
  it('opens one stream for two tabs, passes its messages to both, and hands it over with the last id', async () => {
    const { platform, sources } = fakeBrowser()
    const first: LiveMessage[] = []
    const second: LiveMessage[] = []
    const firstTab = openSharedStream('/api/live', (message) => first.push(message), platform)
    const secondTab = openSharedStream('/api/live', (message) => second.push(message), platform)
    await settle(5)
    expect(sources.map((source) => source.url)).toEqual(['/api/live'])
    sources[0]?.emit('leaderboard.changed', '7-1', {})
    expect(first.map((message) => message.id)).toEqual(['7-1'])
    expect(second.map((message) => message.id)).toEqual(['7-1'])
    firstTab.stop()
    await settle(5)
    expect(sources[0]?.closed).toBe(true)
    expect(sources.map((source) => source.url)).toEqual(['/api/live', '/api/live?lastEventId=7-1'])
    secondTab.stop()
  })

  it('opens the stream again from the last id when a tab that does not lead asks (its session changed)', async () => {
    const { platform, sources } = fakeBrowser()
    const leader = openSharedStream('/api/live', () => undefined, platform)
    const follower = openSharedStream('/api/live', () => undefined, platform)
    await settle(5)
    sources[0]?.emit('member.balance', '9-4', { account: '0xabc', balance: 3 })
    follower.reconnect()
    expect(sources[0]?.closed).toBe(true)
    expect(sources.map((source) => source.url)).toEqual(['/api/live', '/api/live?lastEventId=9-4'])
    leader.stop()
    follower.stop()
  })
})
