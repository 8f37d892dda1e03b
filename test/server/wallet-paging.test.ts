import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hardhatDevAccounts } from '../../server/seed/data/accounts'
import { COLLECTOR_ACCOUNT_INDEX } from '../../server/seed/data/market'
import type { Item } from '../../src/services/api'
import { databaseTargets, startTestServer, type TestServer } from './harness'

interface TokensPage {
  items: Item[]
  totalCount: number
}
interface ReactionEntry {
  tokenAddress?: string
  tokenId: string
  totalCount: number
}

/** The wallet page's page size. */
const PAGE = 50

describe.each(databaseTargets)('the wallet tabs page by page on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  const collector = hardhatDevAccounts()[COLLECTOR_ACCOUNT_INDEX] ?? ''
  const key = (item: { tokenAddress?: string; tokenId: string }) =>
    `${item.tokenAddress?.toLowerCase()}:${item.tokenId}`

  /** Every page of a paged call, asked for as the wallet page does: offset = page index × 50. */
  async function everyPage(ask: (offset: number) => Promise<TokensPage | undefined>) {
    const pages: TokensPage[] = []
    for (let offset = 0; ; offset += PAGE) {
      const page = await ask(offset)
      if (!page) throw new Error(`no page at offset ${offset}`)
      pages.push(page)
      if (offset + PAGE >= page.totalCount) return pages
    }
  }

  it('reaches every owned token once, in pages of 50, and the count is what the pages hold', async () => {
    const owned = server.data.items.filter((item) => item.owner === collector)
    expect(owned.length).toBeGreaterThan(150)
    const pages = await everyPage(
      async (offset) =>
        (
          await server.request<TokensPage>(
            'POST',
            `/api/wallets/account/${collector}?limit=${PAGE}&offset=${offset}&withPrices=true`,
            { json: {} },
          )
        ).body.data,
    )
    expect(pages.length).toBe(Math.ceil(owned.length / PAGE))
    expect(pages.slice(0, -1).every((page) => page.items.length === PAGE)).toBe(true)
    const reached = pages.flatMap((page) => page.items.map(key))
    expect(new Set(reached).size).toBe(reached.length)
    expect(new Set(reached)).toEqual(new Set(owned.map(key)))
    expect(pages.every((page) => page.totalCount === owned.length)).toBe(true)
  })

  it('pages the price sort without repeating or losing a token', async () => {
    const owned = server.data.items.filter((item) => item.owner === collector)
    const pages = await everyPage(
      async (offset) =>
        (
          await server.request<TokensPage>(
            'POST',
            `/api/wallets/account/${collector}?limit=${PAGE}&offset=${offset}&sort=price_low_to_high`,
            { json: {} },
          )
        ).body.data,
    )
    const reached = pages.flatMap((page) => page.items.map(key))
    expect(reached.length).toBe(owned.length)
    expect(new Set(reached)).toEqual(new Set(owned.map(key)))
  })

  it('reaches every liked token once, in pages of 50', async () => {
    const liked = server.data.reactions.filter(
      (reaction) => reaction.account === collector && reaction.type === 'like' && reaction.target.kind === 'nft',
    )
    expect(liked.length).toBeGreaterThan(PAGE * 2)
    const pages = await everyPage(
      async (offset) =>
        (
          await server.request<TokensPage>(
            'GET',
            `/api/nfts/reactions/account/${collector}/nfts?type=like&limit=${PAGE}&offset=${offset}`,
          )
        ).body.data,
    )
    const reached = pages.flatMap((page) => page.items.map(key))
    expect(new Set(reached).size).toBe(reached.length)
    expect(new Set(reached)).toEqual(
      new Set(liked.map((reaction) => (reaction.target.kind === 'nft' ? key(reaction.target) : ''))),
    )
    expect(pages[0]?.totalCount).toBe(liked.length)
  })

  it('counts the likes of one page of cards in one batched call, zero counts included', async () => {
    const page = (
      await server.request<TokensPage>('POST', `/api/wallets/account/${collector}?limit=${PAGE}`, { json: {} })
    ).body.data
    const cards = page?.items ?? []
    const answer = await server.request<ReactionEntry[]>('POST', '/api/nfts/reactions/batch', {
      json: { filter: cards.map(({ tokenAddress, tokenId }) => ({ tokenAddress, tokenId })), reactionType: 'like' },
    })
    expect(answer.status).toBe(200)
    const counts = new Map((answer.body.data ?? []).map((entry) => [key(entry), entry.totalCount]))
    expect(counts.size).toBe(cards.length)
    const seeded = (card: Item) =>
      server.data.reactions.filter(
        (reaction) => reaction.type === 'like' && reaction.target.kind === 'nft' && key(reaction.target) === key(card),
      ).length
    for (const card of cards) expect(counts.get(key(card))).toBe(seeded(card))
    expect(cards.some((card) => seeded(card) > 0)).toBe(true)
    expect(cards.some((card) => seeded(card) === 0)).toBe(true)
  })

  it('refuses a page larger than 100 with a message', async () => {
    const answer = await server.request('POST', `/api/wallets/account/${collector}?limit=101`, { json: {} })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/limit/)
  })
})
