import { screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Item } from '../../../src/services/api'
import {
  battlecards,
  createMockServer,
  emptyProfile,
  mockCall,
  siteConfigMulti,
  siteConfigSingle,
} from '../../../src/mocks'
import { installLayoutStubs } from '../collections/browserStubs'
import { renderApp, testEnv } from '../shell/renderApp'

const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const account = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const defaultCollection = testEnv.defaultTokenAddress
const otherCollection = '0x8464135c8F25Da09e0A8c7d1D0bB0C25d2E5FFd1'

const card = (tokenAddress: string, tokenId: number): Item => ({
  tokenAddress,
  tokenId: String(tokenId),
  name: `Card #${tokenId}`,
  image: `images/battlecards/${tokenId}.png`,
  thumbnail: '',
  media: { uri: `images/battlecards/${tokenId}.png`, mime: 'image/png' },
  attributes: [{ trait_type: 'Power', value: String(10 + (tokenId % 50)) }],
})
/** Every card's like count is its number modulo 7. */
const likesOf = (tokenId: string) => Number(tokenId) % 7

interface Asked {
  pages: string[]
  batches: string[][]
}

/** The wallet's two paged calls and the batched like counts, recording what was asked. */
function mockWallet(owned: Item[], liked: Item[]): Asked {
  const asked: Asked = { pages: [], batches: [] }
  const pageOf = (all: Item[], query: URLSearchParams, tab: string) => {
    asked.pages.push(`${tab} ${query.get('offset')}/${query.get('limit')}`)
    const offset = Number(query.get('offset'))
    return all.slice(offset, offset + Number(query.get('limit')))
  }
  server.use(
    mockCall('getUser', emptyProfile(account)),
    mockCall('getAccountShields', []),
    mockCall('getShields', { items: [], totalCount: 0 }),
    mockCall('getCollectionMetadata', battlecards),
    mockCall('getWalletContracts', []),
    mockCall('getWalletTokens', ({ query }) => ({
      items: pageOf(owned, query, 'owned'),
      prices: [{ tokenAddress: defaultCollection, tokenId: '3', price: '0.5', symbol: 'ETH' }],
      totalCount: owned.length,
    })),
    mockCall('getAccountLikedNfts', ({ query }) => ({
      items: pageOf(liked, query, 'liked'),
      totalCount: liked.length,
    })),
    mockCall('getReactionsBatch', async ({ request }) => {
      const body = (await request.json()) as { filter: { tokenAddress: string; tokenId: string }[] }
      asked.batches.push(body.filter.map((entry) => entry.tokenId))
      return body.filter.map((entry) => ({ ...entry, totalCount: likesOf(entry.tokenId) }))
    }),
  )
  return asked
}

/**
 * How long a page of cards may take to be drawn: fifty cards in jsdom took seconds while a server
 * test ran beside this file on the two cores, and a 5 s wait failed there.
 */
const PAGE_DRAWN_MS = 15_000

/** Brings the end of the cards into view once the sentinel there is drawn and watched. */
async function revealEnd(watching: (selector: string) => boolean, reveal: (selector: string) => void) {
  await waitFor(() => expect(watching('.koi-infinite-scroll')).toBe(true), { timeout: PAGE_DRAWN_MS })
  reveal('.koi-infinite-scroll')
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Tokens' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.koi-token__name')?.textContent)

describe('the wallet tabs, 50 tokens a page', () => {
  beforeEach(() => server.use(mockCall('getSiteConfigs', siteConfigSingle)))

  it('pages the owned tab as the end comes into view, until the count is reached, with one like-count call a page', async () => {
    const { reveal, watching } = installLayoutStubs()
    const owned = Array.from({ length: 120 }, (_, index) => card(defaultCollection, index + 1))
    const asked = mockWallet(owned, [])
    renderApp({ path: `/forge/${account}` })

    expect(await screen.findByText('120 tokens', {}, { timeout: PAGE_DRAWN_MS })).toBeInTheDocument()
    await waitFor(() => expect(cardNames()).toHaveLength(50), { timeout: PAGE_DRAWN_MS })
    expect(asked.pages).toEqual(['owned 0/50'])
    // the like counts of the first page, from one batched call for its 50 cards
    expect(asked.batches).toEqual([owned.slice(0, 50).map((item) => item.tokenId)])
    const first = within(screen.getByRole('list', { name: 'Tokens' })).getAllByRole('listitem')[0]
    expect(within(first as HTMLElement).getByLabelText('1 like')).toHaveTextContent('♥ 1')
    expect(screen.getByRole('link', { name: /Card #6\b/ })).toHaveTextContent('♥ 6')

    await revealEnd(watching, reveal)
    await waitFor(() => expect(cardNames()).toHaveLength(100), { timeout: PAGE_DRAWN_MS })
    await revealEnd(watching, reveal)
    await waitFor(() => expect(cardNames()).toHaveLength(120), { timeout: PAGE_DRAWN_MS })
    expect(cardNames()).toEqual(owned.map((item) => item.name))
    expect(asked.pages).toEqual(['owned 0/50', 'owned 50/50', 'owned 100/50'])
    expect(asked.batches.map((batch) => batch.length)).toEqual([50, 50, 20])
    expect(screen.getByRole('link', { name: /Card #118\b/ })).toHaveTextContent(`♥ ${likesOf('118')}`)

    // at the end, the sentinel asks for nothing more
    reveal('.koi-infinite-scroll')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked.pages).toHaveLength(3)
    expect(screen.getByText('120 tokens')).toBeInTheDocument()
  }, 60_000)

  it('pages the liked tab the same way, with its count', async () => {
    const { reveal, watching } = installLayoutStubs()
    const liked = Array.from({ length: 61 }, (_, index) => card(defaultCollection, 1000 + index))
    const asked = mockWallet([], liked)
    renderApp({ path: `/forge/${account}?tab=liked` })

    expect(await screen.findByText('61 liked tokens', {}, { timeout: PAGE_DRAWN_MS })).toBeInTheDocument()
    await waitFor(() => expect(cardNames()).toHaveLength(50), { timeout: PAGE_DRAWN_MS })
    await revealEnd(watching, reveal)
    await waitFor(() => expect(cardNames()).toHaveLength(61), { timeout: PAGE_DRAWN_MS })
    expect(asked.pages).toEqual([`liked 0/50`, `liked 50/50`])
    expect(asked.batches.map((batch) => batch.length)).toEqual([50, 11])
    expect(screen.getByRole('link', { name: /Card #1060\b/ })).toHaveTextContent(`♥ ${likesOf('1060')}`)
  }, 30_000)

  it("links a default-collection card to /explore/{tokenId} and another collection's card to its own item page", async () => {
    installLayoutStubs()
    mockWallet([card(defaultCollection, 5), card(otherCollection, 9)], [])
    renderApp({ path: `/forge/${account}` })
    expect(await screen.findByRole('link', { name: /Card #5\b/ }, { timeout: PAGE_DRAWN_MS })).toHaveAttribute(
      'href',
      '/explore/5',
    )
    expect(screen.getByRole('link', { name: /Card #9\b/ })).toHaveAttribute('href', `/collection/${otherCollection}/9`)
  })
})

describe('the wallet tabs in multi mode', () => {
  beforeEach(() => server.use(mockCall('getSiteConfigs', siteConfigMulti)))

  it('links every card to the item page of its own collection', async () => {
    installLayoutStubs()
    mockWallet([card(defaultCollection, 5), card(otherCollection, 9)], [])
    renderApp({ path: `/forge/${account}` })
    expect(await screen.findByRole('link', { name: /Card #5\b/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      `/collection/${defaultCollection}/5`,
    )
    expect(screen.getByRole('link', { name: /Card #9\b/ })).toHaveAttribute('href', `/collection/${otherCollection}/9`)
  })
})
