import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  battlecardItems,
  battlecards,
  createMockServer,
  memberAccount,
  memberProfile,
  mockCall,
  mockError,
  siteConfigSingle,
} from '../../../src/mocks'
import { explorerBaseForChain } from '../../../src/services/chain/explorers'
import { tokenName } from '../../../src/ui/format/tokenName'
import { renderApp, testEnv } from '../shell/renderApp'
import { installLayoutStubs } from './browserStubs'

const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const txHash = `0x${'ab'.repeat(32)}`
const item = { ...(battlecardItems[1] ?? battlecardItems[0]!), owner }
let collectionsAsked: string[] = []

beforeEach(() => {
  collectionsAsked = []
  installLayoutStubs()
  server.use(
    mockCall('getSiteConfigs', siteConfigSingle),
    mockCall('getNft', ({ params }) => {
      collectionsAsked.push(params.collection ?? '')
      return { ...item, price: { tokenId: item.tokenId, price: '0.3', symbol: 'ETH' } }
    }),
    mockCall('getCollectionMetadata', battlecards),
    mockCall('getNftRarity', { tokenId: item.tokenId, rank: 42, score: 99.58 }),
    mockCall('getCollectionUniqueAttributes', [
      { trait_type: 'Edition', values: [{ value: 'Forged', count: 1600 }] },
      { trait_type: 'Virtue', values: [{ value: 'Resilience', count: 2010 }] },
    ]),
    mockCall('getNftReactionCount', { tokenId: item.tokenId, totalCount: 9 }),
    mockCall('getNftSales', []),
    mockCall('getNftTransfers', [
      { from: owner, to: owner, tokenId: item.tokenId, txHash: '0x02', timestamp: '2026-11-19T10:00:00Z' },
      {
        from: '0x0000000000000000000000000000000000000000',
        to: owner,
        tokenId: item.tokenId,
        txHash: '0x01',
        timestamp: '2026-09-11T10:00:00Z',
      },
    ]),
  )
})

describe('the item page', () => {
  it('shows name, owner linking to their forge, price, rarity rank, traits with rarity, likes and transfers', async () => {
    renderApp({ path: `/collection/battlecards/${item.tokenId}` })
    expect(
      await screen.findByRole('heading', { level: 1, name: tokenName(item) }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '0x709…c79C8' })).toHaveAttribute('href', `/forge/${owner}`)
    expect(screen.getByText('0.3 ETH')).toBeInTheDocument()
    expect(await screen.findByText('#42 of 10000')).toBeInTheDocument()
    expect(await screen.findByText('16% have this')).toBeInTheDocument()
    expect(screen.getByText('20.1% have this')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: `Like ${item.name}, 9 loves` })).toBeInTheDocument()
    const transfers = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1)
    expect(transfers.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Transfer', 'Mint'])
    // no sales recorded: the price chart says so instead of drawing an empty plot
    expect(screen.getByText('No data available')).toBeInTheDocument()
    expect(collectionsAsked).toEqual(['battlecards'])
  })

  it.each([
    ["the app's own chain, with the explorer base the server gave", 11155111, 'https://sepolia.etherscan.io'],
    ['another chain, with its own explorer', 8453, 'https://basescan.org'],
  ])("links each transfer's transaction on %s", async (_chain, chainId, base) => {
    server.use(
      mockCall('getNftTransfers', [
        { from: owner, to: owner, tokenId: item.tokenId, txHash, timestamp: '2026-11-19T10:00:00Z' },
      ]),
      mockCall('getCollectionMetadata', { ...battlecards, chainId }),
    )
    renderApp({ path: `/collection/battlecards/${item.tokenId}` })
    const link = await screen.findByRole('link', { name: '0xababab…ababab' }, { timeout: 5000 })
    expect(link).toHaveAttribute('href', `${base}/tx/${txHash}`)
  })

  it('shows the transaction as plain text on a chain without an explorer', async () => {
    server.use(
      mockCall('getNftTransfers', [
        { from: owner, to: owner, tokenId: item.tokenId, txHash, timestamp: '2026-11-19T10:00:00Z' },
      ]),
      mockCall('getCollectionMetadata', { ...battlecards, chainId: 31337 }),
    )
    renderApp({ path: `/collection/battlecards/${item.tokenId}` })
    const cell = await screen.findByText('0xababab…ababab', {}, { timeout: 5000 })
    expect(cell.tagName).toBe('CODE')
    expect(screen.queryByRole('link', { name: '0xababab…ababab' })).toBeNull()
    // the local chain keeps a real network's id: the server gives it no explorer base, so no link
    expect(explorerBaseForChain(11155111, { chainId: 11155111, explorerUrl: '' })).toBeNull()
  })

  it('opens the wallet dialog when a visitor without a wallet likes the item, and keeps the count', async () => {
    const connect = vi.fn()
    renderApp({ path: `/collection/battlecards/${item.tokenId}`, connect })
    const like = await screen.findByRole('button', { name: `Like ${item.name}, 9 loves` }, { timeout: 5000 })
    expect(like).toHaveAttribute('aria-busy', 'false')
    // the first click brings the reaction machine, which then takes that click
    await userEvent.click(like)
    await waitFor(() => expect(connect).toHaveBeenCalledTimes(1))
    const after = screen.getByRole('button', { name: `Like ${item.name}, 9 loves` })
    expect(after).toHaveAttribute('aria-pressed', 'false')
    expect(after).toHaveAttribute('aria-busy', 'false')
    // a second click goes to the running machine: the dialog opens again
    await userEvent.click(after)
    expect(connect).toHaveBeenCalledTimes(2)
  })

  it('likes at the first click for a signed-in member with X linked, even when their profile comes after it', async () => {
    let releaseProfile: () => void = () => undefined
    const profileHeld = new Promise<void>((resolve) => {
      releaseProfile = resolve
    })
    const updates: string[] = []
    server.use(
      mockCall('getUser', async () => {
        await profileHeld
        return memberProfile
      }),
      mockCall('getAccountNftReaction', {
        tokenAddress: item.tokenAddress,
        tokenId: item.tokenId,
        account: memberAccount,
        like: false,
        love: false,
      }),
      mockCall('updateNftReaction', ({ query }) => {
        updates.push(query.get('type') ?? 'like')
        return { active: true, totalCount: 10 }
      }),
    )
    renderApp({
      path: `/collection/battlecards/${item.tokenId}`,
      session: { status: 'signed-in', account: memberAccount },
    })
    await userEvent.click(await screen.findByRole('button', { name: `Like ${item.name}, 9 loves` }, { timeout: 5000 }))
    // the machine's code has come, but its gate cannot answer before the profile: the heart waits, busy
    await waitFor(() => expect(screen.getByRole('button', { name: /^Like / })).toHaveAttribute('aria-busy', 'true'))
    // a second click while it waits is not a second toggle
    await userEvent.click(screen.getByRole('button', { name: /^Like / }))
    expect(updates).toEqual([])
    releaseProfile()
    await waitFor(() => expect(updates).toEqual(['like']))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('renders whole at once: the route has the item and its collection before the page renders', async () => {
    // every element the page ever shows while it opens
    const shown: string[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement)
            shown.push(...[node, ...node.querySelectorAll('[aria-label]')].map((element) => element.ariaLabel ?? ''))
    })
    observer.observe(document.body, { childList: true, subtree: true })
    renderApp({ path: `/collection/battlecards/${item.tokenId}` })
    const heading = await screen.findByRole('heading', { level: 1, name: tokenName(item) }, { timeout: 5000 })
    observer.disconnect()
    // the collection's name is there with the item's: both came before the first render
    expect(within(heading.closest('article') as HTMLElement).getByRole('link', { name: 'Battlecards' })).toBeVisible()
    expect(shown).not.toContain('Loading item')
    expect(collectionsAsked).toEqual(['battlecards'])
  })

  it('reads /explore/{tokenId} from the default collection', async () => {
    renderApp({ path: `/explore/${item.tokenId}` })
    expect(
      await screen.findByRole('heading', { level: 1, name: tokenName(item) }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(collectionsAsked).toEqual([testEnv.defaultTokenAddress])
  })

  it("shows 'Not found' for a token the collection does not have", async () => {
    server.use(mockError('getNft', 404, 'no token 99999 in battlecards'))
    renderApp({ path: '/collection/battlecards/99999' })
    expect(await screen.findByText("We couldn't find anything with this criteria", {}, { timeout: 5000 })).toBeVisible()
  })
})
