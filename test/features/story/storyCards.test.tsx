import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cardRows, neighbours } from '../../../src/features/story'
import { createMockServer, mockCall, siteConfigSingle } from '../../../src/mocks'
import { renderApp } from '../shell/renderApp'
import { chapter, mockStory, storySections } from './storyFixtures'

const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => server.use(mockCall('getSiteConfigs', siteConfigSingle), mockStory()))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('story section cards', () => {
  it('puts the first four cards in one row and the rest in another', async () => {
    renderApp({ path: '/codex' })
    const group = await screen.findByRole('group', { name: 'Lore chapters' })
    const rows = within(group).getAllByRole('list')
    expect(rows.map((row) => within(row).getAllByRole('listitem').length)).toEqual([4, 2])
    expect(within(rows[1]!).getByText('Chapter lore-6')).toBeInTheDocument()
  })

  it('links an open card to {currentPath}/{id}', async () => {
    renderApp({ path: '/highlights' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Chapter community-2/ })).toHaveAttribute('href', '/highlights/community-2')
  })

  it('greys a locked card with a lock and no link; clicking it goes nowhere', async () => {
    const { router } = renderApp({ path: '/codex' })
    const lock = await screen.findByRole('img', { name: 'Chapter lore-5 is locked' })
    const card = lock.closest('.koi-story-card')
    expect(card).toHaveAttribute('aria-disabled', 'true')
    expect(card).toHaveClass('koi-story-card--locked')
    expect(screen.queryByRole('link', { name: /Chapter lore-5/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByText('Chapter lore-5'))
    expect(router.state.location.pathname).toBe('/codex')
  })

  it("links 'Start' to ?{tabField}=all, which lists every section; a section without tabField has none", async () => {
    const { router } = renderApp({ path: '/codex' })
    // it shows 'Start', and tells a screen reader (and a search engine) what it starts
    const start = await screen.findByRole('link', { name: /^Start reading \S/ })
    expect(start.firstChild?.textContent).toBe('Start')
    expect(start).toHaveAttribute('href', '/codex?chapter=all')
    await userEvent.click(start)
    expect(await screen.findByRole('heading', { level: 2, name: 'Community' })).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ chapter: 'all' })
    expect(screen.queryByRole('link', { name: /^Start/ })).not.toBeInTheDocument()
  })

  it('splits rows and finds neighbours as pure rules', () => {
    expect(cardRows([1, 2, 3])).toEqual([[1, 2, 3], []])
    expect(cardRows([1, 2, 3, 4, 5])).toEqual([[1, 2, 3, 4], [5]])
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
    expect(neighbours(items, 'a')).toEqual({ previous: undefined, next: { id: 'b' } })
    expect(neighbours(items, 'c')).toEqual({ previous: { id: 'b' }, next: undefined })
    expect(neighbours(items, 'z')).toEqual({})
  })
})

describe('story chapter page', () => {
  it('shows back, title, date, paragraphs, Previous and Next under the base path, and the Discord link', async () => {
    renderApp({ path: '/codex/lore-2' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Chapter lore-2' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '← Back' })).toHaveAttribute('href', '/codex')
    expect(screen.getByText('First paragraph of lore-2.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/codex/lore-1')
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/codex/lore-3')
    const discord = siteConfigSingle.socials.find((social) => social.name.toLowerCase() === 'discord')
    expect(screen.getByRole('link', { name: 'Join our Discord' })).toHaveAttribute('href', discord?.link)
  })

  it('shows the date on a dated chapter and no Previous on the first', async () => {
    renderApp({ path: '/codex/lore-1' })
    expect(await screen.findByText('September 3, 2025')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument()
  })

  it('says a locked chapter opened by URL is locked and shows no text', async () => {
    renderApp({ path: '/codex/lore-5' })
    expect(await screen.findByRole('status')).toHaveTextContent('This chapter is locked.')
    expect(screen.queryByText(/paragraph of lore-5/)).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/codex/lore-6'))
  })

  it('answers an unknown chapter with the not-found view', async () => {
    renderApp({ path: '/arena/nowhere' })
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument()
  })

  it('reads an Explore chapter at /explore/{id}, beside the item pages of numeric token ids', async () => {
    const battlecards = {
      id: 'battlecards',
      title: 'Battlecards',
      subtitle: '10,000 Travellers in ink',
      tabField: null,
      order: 6,
      items: [chapter('battlecards', 1), chapter('battlecards', 2)],
    }
    server.use(mockStory([...storySections, battlecards]))
    renderApp({ path: '/explore/battlecards-2' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Chapter battlecards-2' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/explore/battlecards-1')
    expect(screen.getByRole('link', { name: '← Back' })).toHaveAttribute('href', '/explore')
  })
})
