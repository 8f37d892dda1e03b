import { screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  battlecardItems,
  battlecards,
  createMockServer,
  mockCall,
  mockError,
  siteConfigSingle,
} from '../../../src/mocks'
import { installLayoutStubs } from '../collections/browserStubs'
import { renderApp } from './renderApp'

const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const item = battlecardItems[1] ?? battlecardItems[0]!

beforeEach(() => {
  installLayoutStubs()
  server.use(
    mockCall('getSiteConfigs', siteConfigSingle),
    mockCall('getNft', { ...item, name: 'Samurai of Strength #1312' }),
    mockCall('getCollectionMetadata', { ...battlecards, name: 'Battlecards' }),
  )
})

describe('the document title', () => {
  it("names an item by its name and its collection's, then the site", async () => {
    renderApp({ path: `/collection/battlecards/${item.tokenId}` })
    await waitFor(() => expect(document.title).toBe('Samurai of Strength #1312 · Battlecards · Koi'))
  })

  it('follows the navigation: a collection, then a section named by its place in the site', async () => {
    const { router } = renderApp({ path: '/collection/battlecards' })
    await waitFor(() => expect(document.title).toBe('Battlecards · Koi'))
    await router.navigate({ to: '/quests/leaderboard' })
    await waitFor(() => expect(document.title).toBe('Leaderboard · Koi'))
    await router.navigate({ to: '/' })
    await waitFor(() => expect(document.title).toBe('Koi'))
  })

  it("takes a blog post's title as it is written, markup and quotes included", async () => {
    const title = `"Quoted" <script>alert(1)</script> & more`
    server.use(
      mockCall('getBlog', ({ params }) => ({
        _id: params.id ?? 'post',
        title,
        summary: 'A summary.',
        body: ['Words.'],
        image: 'images/blog.png',
        category: 'News',
        author: 'koi_keeper',
        createdAt: '2026-11-01T00:00:00Z',
      })),
    )
    renderApp({ path: '/blogs/post-1' })
    await waitFor(() => expect(document.title).toBe(`${title} · Blog · Koi`))
    // one title element in the head, text only: nothing of the post's markup became an element
    expect(document.head.querySelectorAll('script:not([type])')).toHaveLength(0)
  })

  it("falls back to the section's name when the page's data cannot be read", async () => {
    server.use(mockError('getBlog', 404, 'no blog post gone'))
    renderApp({ path: '/blogs/gone' })
    expect(await screen.findByText(/could not|not found|Not found/i)).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Blog · Koi'))
  })
})
