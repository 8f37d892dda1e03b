import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { gridLayout } from '../../../src/features/collections/collection/gridLayout'
import {
  battlecardItems,
  battlecards,
  createMockServer,
  mockCall,
  mockError,
  siteConfigSingle,
} from '../../../src/mocks'
import { renderApp } from '../shell/renderApp'
import { installLayoutStubs } from './browserStubs'

const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const [battlecardItem] = battlecardItems as [(typeof battlecardItems)[number]]

const traits = [
  {
    trait_type: 'Edition',
    values: [
      { value: 'Original', count: 4000 },
      { value: 'Gods', count: 300 },
    ],
  },
  { trait_type: 'Virtue', values: Array.from({ length: 60 }, (_, index) => ({ value: `V${index}`, count: 10 })) },
]

interface ItemsRequest {
  offset: string | null
  sort: string | null
  search: string | null
  attributes: Record<string, string[]>
}
let requests: ItemsRequest[] = []

beforeEach(() => {
  requests = []
  server.use(
    mockCall('getSiteConfigs', siteConfigSingle),
    mockCall('getCollectionMetadata', battlecards),
    mockCall('getCollectionUniqueAttributes', traits),
    mockCall('getCollectionSalesVolume', { symbol: 'ETH', days: [] }),
    mockCall('getCollectionIndexing', { indexing: null }),
    mockCall('filterCollectionItems', async ({ request, query }) => {
      const body = (await request.json()) as { attributes: Record<string, string[]> }
      requests.push({
        offset: query.get('offset'),
        sort: query.get('sort'),
        search: query.get('search'),
        attributes: body.attributes,
      })
      return {
        assets: battlecardItems,
        reactions: [{ tokenId: '2', totalCount: 5 }],
        prices: [{ tokenId: '1', price: '0.25', symbol: 'ETH' }],
        totalSupply: 10000,
        totalCount: Object.keys(body.attributes).length > 0 ? 120 : 10000,
      }
    }),
  )
})

/** Opens one trait's group of the panel by its summary. */
const openTrait = async (panel: HTMLElement, type: string) => {
  const summary = [...panel.querySelectorAll('summary')].find((element) => element.textContent?.startsWith(type))
  if (!summary) throw new Error(`no trait ${type}`)
  await userEvent.click(summary)
}

const openPanel = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Filters' }, { timeout: 5000 }))
  return screen.getByRole('complementary', { name: 'Traits' })
}

describe('the collection page', () => {
  it(
    'round-trips trait filters through the query string: toggling clears the offset, Reset clears all',
    { timeout: 20_000 },
    async () => {
      installLayoutStubs()
      const { router } = renderApp({ path: '/collection/battlecards?Virtue=V3&Koi-offset=100' })
      const panel = await openPanel()
      // the URL's filter is checked and sent to the server
      expect(within(panel).getByRole('checkbox', { name: 'V3 10' })).toBeChecked()
      await waitFor(() => expect(requests.at(-1)?.attributes).toEqual({ Virtue: ['V3'] }))

      await openTrait(panel, 'Edition')
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Gods 300' }))
      await waitFor(() => expect(router.state.location.searchStr).toBe('?Virtue=V3&Edition=Gods'))
      await waitFor(() => expect(requests.at(-1)?.attributes).toEqual({ Virtue: ['V3'], Edition: ['Gods'] }))
      expect(requests.at(-1)?.offset).toBe('0')
      expect(await screen.findByText('120 items')).toBeInTheDocument()

      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Original 4000' }))
      await waitFor(() => expect(router.state.location.searchStr).toBe('?Virtue=V3&Edition=Gods,Original'))
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'Gods 300' }))
      await waitFor(() => expect(router.state.location.searchStr).toBe('?Virtue=V3&Edition=Original'))

      await userEvent.click(within(panel).getByRole('button', { name: 'Reset filters' }))
      await waitFor(() => expect(router.state.location.searchStr).toBe(''))
      await waitFor(() => expect(requests.at(-1)?.attributes).toEqual({}))
      expect(await screen.findByText('10K items')).toBeInTheDocument()
    },
  )

  it('shows each value with its count, at most 50 values a trait', async () => {
    installLayoutStubs()
    renderApp({ path: '/collection/battlecards' })
    const panel = await openPanel()
    await openTrait(panel, 'Virtue')
    const virtues = within(panel)
      .getAllByRole('checkbox')
      .filter((box) => box.closest('details')?.open)
    expect(virtues).toHaveLength(50)
    expect(within(panel).queryByText('V50')).not.toBeInTheDocument()
  })

  it('sends the four price sorts to the server and searches by name or token id, both kept in the URL', async () => {
    installLayoutStubs()
    const { router } = renderApp({ path: '/collection/battlecards' })
    await userEvent.click(await screen.findByRole('button', { name: 'Sort by price' }))
    expect(screen.getAllByRole('menuitemradio').map((option) => option.textContent)).toEqual([
      'Price low to high',
      'Price high to low',
      'Recently listed',
      'Best offers',
    ])
    const sent: (string | null)[] = []
    for (const label of ['Price high to low', 'Recently listed', 'Best offers', 'Price low to high']) {
      if (!screen.queryByRole('menu'))
        await userEvent.click(screen.getByRole('button', { expanded: false, name: /Price|Recently|Best|Sort/ }))
      await userEvent.click(screen.getByRole('menuitemradio', { name: label }))
      expect(screen.queryByRole('menu')).not.toBeInTheDocument()
      await waitFor(() => expect(requests.at(-1)?.sort).not.toBe(sent.at(-1) ?? null))
      sent.push(requests.at(-1)?.sort ?? null)
    }
    expect(sent).toEqual(['price_desc', 'recently_listed', 'best_offers', 'price_asc'])
    expect(router.state.location.searchStr).toBe('?sortBy=price_asc')

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or token id' }), '7')
    await waitFor(() => expect(requests.at(-1)?.search).toBe('7'))
    expect(router.state.location.searchStr).toBe('?sortBy=price_asc&search=7')
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search by name or token id' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or token id' }), 'm')
    // one letter is not a search: the request goes out without it
    await waitFor(() => expect(requests.at(-1)?.search).toBeNull())
  })

  it('opens with the sort and search of a shared link, and Back restores the ones before a change', async () => {
    installLayoutStubs()
    const { router } = renderApp({ path: '/collection/battlecards?sortBy=price_desc&search=fox&Edition=Gods' })
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({ sort: 'price_desc', search: 'fox', attributes: { Edition: ['Gods'] } }),
    )
    const searchbox = screen.getByRole('searchbox', { name: 'Search by name or token id' })
    expect(searchbox).toHaveValue('fox')
    await userEvent.click(screen.getByRole('button', { name: 'Price high to low' }))
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Best offers' }))
    await waitFor(() => expect(requests.at(-1)?.sort).toBe('best_offers'))
    await userEvent.clear(searchbox)
    await userEvent.type(searchbox, 'wolf')
    await waitFor(() => expect(router.state.location.searchStr).toBe('?Edition=Gods&sortBy=best_offers&search=wolf'))

    // typing replaced the entry, so one Back undoes the sort change and the text it came with
    act(() => router.history.back())
    await waitFor(() => expect(router.state.location.searchStr).toBe('?sortBy=price_desc&search=fox&Edition=Gods'))
    expect(await screen.findByRole('button', { name: 'Price high to low' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search by name or token id' })).toHaveValue('fox')
  })

  it('starts at the URL offset: loads every page up to it, scrolls to its row, and follows the scroll', async () => {
    installLayoutStubs()
    server.use(
      mockCall('filterCollectionItems', ({ query }) => {
        const offset = Number(query.get('offset'))
        requests.push({ offset: query.get('offset'), sort: null, search: null, attributes: {} })
        const assets = Array.from({ length: 50 }, (_, index) => ({
          ...battlecardItem,
          tokenId: String(offset + index),
          name: `Battlecard #${offset + index}`,
        }))
        return { assets, reactions: [], prices: [], totalSupply: 10000, totalCount: 10000 }
      }),
    )
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const { router } = renderApp({ path: '/collection/battlecards?Koi-offset=120' })
    expect(await screen.findByText('Page 3 of 200')).toBeInTheDocument()
    expect(requests.map((request) => request.offset).sort()).toEqual(['0', '100', '50'])
    // 1000 px wide: the row holding item 120, under the 90 px navbar
    const layout = gridLayout(1000)
    const row = Math.floor(120 / layout.columns)
    expect(scrollTo).toHaveBeenCalledWith(0, row * layout.rowHeight - 90)

    // scrolled ten rows down; jsdom has no layout, so the grid's box is moved along by hand
    const scrollY = 10 * layout.rowHeight - 90
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(scrollY)
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -scrollY, 1000, 0))
    act(() => void window.dispatchEvent(new Event('scroll')))
    await waitFor(() => expect(router.state.location.searchStr).toBe(`?Koi-offset=${10 * layout.columns}`))
  })

  it('shows the cards with name, price and likes, and asks for the next page of 50 when the sentinel is half visible', async () => {
    const { reveal } = installLayoutStubs()
    renderApp({ path: '/collection/battlecards' })
    const card = (await screen.findByText('Battlecard #1')).closest('a')
    expect(card).toHaveAttribute('href', '/collection/battlecards/1')
    expect(within(card as HTMLElement).getByText('0.25 ETH')).toBeInTheDocument()
    expect(screen.getByLabelText('5 likes')).toBeInTheDocument()
    expect(screen.getByText('Page 1 of 200')).toBeInTheDocument()

    act(() => reveal('.koi-infinite-scroll', 0.4))
    expect(requests).toHaveLength(1)
    act(() => reveal('.koi-infinite-scroll', 0.5))
    await waitFor(() => expect(requests.map((request) => request.offset)).toEqual(['0', '50']))
    expect(await screen.findByText('Page 2 of 200')).toBeInTheDocument()
  })

  it("shows 'Not found' for an unknown slug or address", async () => {
    installLayoutStubs()
    server.use(mockError('getCollectionMetadata', 404, 'no collection nothing-here'))
    renderApp({ path: '/collection/nothing-here' })
    expect(await screen.findByText('Not found')).toBeInTheDocument()
    expect(screen.getByText("We couldn't find anything with this criteria")).toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it("asks for the owner count when the stats lack it, and says 'content not available yet' without an image", async () => {
    installLayoutStubs()
    const { stats: _stats, ...bare } = battlecards
    server.use(
      mockCall('getCollectionMetadata', { ...bare, image: '' }),
      mockCall('getCollectionUniqueOwners', { totalCount: 812 }),
    )
    renderApp({ path: '/collection/battlecards' })
    expect(await screen.findByText('content not available yet')).toBeInTheDocument()
    const owners = screen.getByText('Owners').parentElement as HTMLElement
    await waitFor(() => expect(within(owners).getByText('812')).toBeInTheDocument())
  })

  it('draws the page, navbar included, for a collection and tokens whose metadata lacks image, name and description', async () => {
    installLayoutStubs()
    const { image: _image, description: _description, bannerImage: _banner, ...bare } = battlecards
    server.use(
      mockCall('getCollectionMetadata', { ...bare, image: null }),
      mockCall('filterCollectionItems', () => ({
        assets: [{ ...battlecardItem, tokenId: '77', name: null, image: null, thumbnail: undefined }],
        reactions: [],
        prices: [],
        totalSupply: 1,
        totalCount: 1,
      })),
    )
    renderApp({ path: '/collection/battlecards' })
    // the token is named by its id and its picture says it is not there yet, as the collection's does
    expect(await screen.findByText('#77', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getAllByRole('img', { name: 'content not available yet' })).toHaveLength(2)
    expect(screen.getByRole('heading', { level: 1, name: battlecards.name })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.queryByText(/could not be loaded/)).toBeNull()
  })

  it('says how far the indexer is instead of an empty grid while it backfills, and shows the items once caught up', async () => {
    installLayoutStubs()
    let indexing = { deploymentBlock: 100, indexedBlock: 1200, headBlock: 5000, caughtUp: false }
    let assets: typeof battlecardItems = []
    server.use(
      mockCall('getCollectionIndexing', () => ({ indexing })),
      mockCall('filterCollectionItems', () => ({
        assets,
        reactions: [],
        prices: [],
        totalSupply: assets.length,
        totalCount: assets.length,
      })),
    )
    renderApp({ path: '/collection/battlecards' })
    expect(await screen.findByText(/Indexing block 1,200 of 5,000/, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText('Not found')).toBeNull()

    // the server says it caught up: the notice goes and the grid is asked again
    indexing = { ...indexing, indexedBlock: 5000, caughtUp: true }
    assets = battlecardItems
    await waitFor(() => expect(screen.queryByText(/Indexing block/)).toBeNull(), { timeout: 10_000 })
    expect(await screen.findByText(battlecardItem.name ?? '', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('shows the empty grid as not found for a collection that is not being indexed', async () => {
    installLayoutStubs()
    server.use(
      mockCall('filterCollectionItems', () => ({
        assets: [],
        reactions: [],
        prices: [],
        totalSupply: 0,
        totalCount: 0,
      })),
    )
    renderApp({ path: '/collection/battlecards' })
    expect(await screen.findByText('Not found', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText(/Indexing block/)).toBeNull()
  })
})
