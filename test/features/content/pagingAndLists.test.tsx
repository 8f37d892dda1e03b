import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CertifiedPrizes } from '../../../src/features/prizes'
import { createApiClient } from '../../../src/services/api'
import { EnvProvider } from '../../../src/services/config/EnvProvider'
import { createMockServer, mockCall, siteConfigSingle, testServiceUrls } from '../../../src/mocks'
import { renderApp, testEnv } from '../shell/renderApp'

const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => server.use(mockCall('getSiteConfigs', siteConfigSingle)))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const prizes = Array.from({ length: 20 }, (_, index) => ({
  _id: `prize-${index + 1}`,
  name: `Prize ${index + 1}`,
  image: `images/battlecards/${index + 1}.png`,
}))

function mockPrizes(all = prizes) {
  const requested: string[] = []
  server.use(
    mockCall('getCertifiedNfts', ({ query }) => {
      requested.push(`${query.get('offset')}/${query.get('limit')}`)
      const offset = Number(query.get('offset'))
      return all.slice(offset, offset + Number(query.get('limit')))
    }),
    mockCall('getCertifiedNftsCount', { totalCount: all.length }),
  )
  return requested
}

function renderPrizes(compact = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <EnvProvider env={testEnv}>
      <QueryClientProvider client={queryClient}>
        <CertifiedPrizes api={createApiClient(testServiceUrls)} compact={compact} />
      </QueryClientProvider>
    </EnvProvider>,
  )
}

const prizeNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('certified-NFT prize grid', () => {
  it("shows eight a page with 'Page X of Y', asking with offset = page index × 8", async () => {
    const requested = mockPrizes()
    renderPrizes()
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument()
    expect(prizeNames()).toEqual(prizes.slice(0, 8).map((prize) => prize.name))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
    await waitFor(() => expect(prizeNames()[0]).toBe('Prize 9'))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(prizeNames()).toEqual(['Prize 17', 'Prize 18', 'Prize 19', 'Prize 20']))
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(requested).toEqual(['0/8', '8/8', '16/8'])
  })

  it('shows one page and no paginator in compact mode', async () => {
    mockPrizes()
    renderPrizes(true)
    await waitFor(() => expect(prizeNames()).toHaveLength(8))
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()
  })

  it("says 'No certified NFTs available.' when there are none", async () => {
    mockPrizes([])
    renderPrizes()
    expect(await screen.findByText('No certified NFTs available.')).toBeInTheDocument()
  })
})

const posts = Array.from({ length: 8 }, (_, index) => ({
  _id: `post-${index + 1}`,
  title: `Post ${index + 1}`,
  summary: `Summary ${index + 1}`,
  body: [`Body of post ${index + 1}.`],
  image: `images/blog/${index + 1}.png`,
  category: index % 2 === 0 ? 'Guides' : 'Lore',
  author: 'The Koi team',
  createdAt: new Date(Date.UTC(2026, 10, 20 - index)).toISOString(),
}))

describe('blog list and post', () => {
  beforeEach(() =>
    server.use(
      mockCall('getBlogCategories', {
        items: [
          { category: 'Guides', totalCount: 4 },
          { category: 'Lore', totalCount: 4 },
        ],
        totalCount: 2,
      }),
      mockCall('getBlogs', ({ query }) => {
        const category = query.get('category')
        const matching = posts.filter((post) => !category || post.category === category)
        const offset = Number(query.get('offset'))
        return { items: matching.slice(offset, offset + Number(query.get('limit'))), totalCount: matching.length }
      }),
      mockCall('getBlog', ({ params }) => posts.find((post) => post._id === params.id) ?? posts[0]!),
    ),
  )

  it('pages the posts six at a time with the page in the URL', async () => {
    const { router } = renderApp({ path: '/blogs' })
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('link', { name: 'Post 8' })).toBeInTheDocument()
    expect(router.state.location.searchStr).toBe('?page=2')
  })

  it('filters by a category with its count and opens a post from it', async () => {
    const { router } = renderApp({ path: '/blogs' })
    await userEvent.click(await screen.findByRole('link', { name: 'Lore (4)' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog: Lore' })).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Post 2',
        'Post 4',
        'Post 6',
        'Post 8',
      ]),
    )
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Post 4' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 4' })).toBeInTheDocument()
    expect(screen.getByText('Body of post 4.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/blogs/post-4')
  })
})

describe('about pages', () => {
  it('lists the about pages and opens one by id', async () => {
    const about = { _id: 'about-2', title: 'The team', category: 'Koi', body: ['We paint.'], image: 'a.png' }
    server.use(
      mockCall('getAbouts', { items: [about], totalCount: 1 }),
      mockCall('getAbout', ({ params }) => ({ ...about, _id: params.id ?? '' })),
    )
    renderApp({ path: '/about' })
    await userEvent.click(await screen.findByRole('link', { name: 'The team' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'The team' })).toBeInTheDocument()
    expect(screen.getByText('We paint.')).toBeInTheDocument()
  })
})
