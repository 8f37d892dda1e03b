import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMockServer, mockCall, siteConfigPreLaunch, siteConfigSingle } from '../../../src/mocks'
import { renderApp } from '../shell/renderApp'

const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => server.use(mockCall('getSiteConfigs', siteConfigSingle)))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('the sort in the URL', () => {
  for (const path of ['/gallery/fan-art', '/gallery/game', '/gallery/submissions', '/art-contest']) {
    it(`writes the default sortBy=latest into the URL of ${path} when absent`, async () => {
      const { router } = renderApp({ path })
      await waitFor(() => expect(router.state.location.searchStr).toBe('?sortBy=latest'))
      expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('latest')
    })
  }

  it('replaces an unknown sort with latest and keeps the other parameters', async () => {
    const { router } = renderApp({ path: '/gallery/game?sortBy=hottest&type=edit' })
    await waitFor(() => expect(router.state.location.searchStr).toBe('?sortBy=latest&type=edit'))
  })

  it('the sort dropdown writes its choice with option labels from the values', async () => {
    const { router } = renderApp({ path: '/art-contest?sortBy=latest' })
    const select = await screen.findByRole('combobox', { name: 'Sort by' })
    expect(screen.getByRole('option', { name: 'Most reactions' })).toBeInTheDocument()
    await userEvent.selectOptions(select, 'least_reactions')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sortBy: 'least_reactions' }))
  })
})

describe('modals through a query parameter', () => {
  it('opens the quests modal matched case-insensitively and closing removes the parameter', async () => {
    const { router } = renderApp({ path: '/quests?modal=LeaderBoard' })
    expect(await screen.findByRole('dialog', { name: 'Leaderboard' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.searchStr).toBe('')
  })

  it('closes on a click outside the dialog', async () => {
    const { router } = renderApp({ path: '/gallery/fan-art?sortBy=latest&tweetId=1789012345678901234567' })
    expect(await screen.findByRole('dialog', { name: 'Fan art submission' })).toBeInTheDocument()
    await userEvent.click(screen.getByTestId('modal-overlay'))
    await waitFor(() => expect(router.state.location.searchStr).toBe('?sortBy=latest'))
  })

  it('opens from a tab button', async () => {
    const { router } = renderApp({ path: '/quests' })
    await userEvent.click(await screen.findByRole('link', { name: 'Sign up' }))
    expect(await screen.findByRole('dialog', { name: 'Take the Quests' })).toBeInTheDocument()
    expect(router.state.location.searchStr).toBe('?modal=sign%20up')
  })
})

describe('wallet page search', () => {
  const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  it('falls back to the owned tab and highlights it', async () => {
    renderApp({ path: `/forge/${account}?tab=everything` })
    expect(await screen.findByRole('tab', { name: 'Owned' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Liked' })).toHaveAttribute('aria-selected', 'false')
  })

  it("opens the profile editor with edit=true on one's own page", async () => {
    renderApp({ path: `/forge/${account}?edit=true`, session: { status: 'signed-in', account } })
    expect(await screen.findByRole('dialog', { name: 'Edit Profile' })).toHaveTextContent(
      'Update your profile and choose your Guardian',
    )
  })

  it('sends vault=true to /vault', async () => {
    const { router } = renderApp({ path: `/forge/${account}?vault=true` })
    await waitFor(() => expect(router.state.location.pathname).toBe('/vault'))
  })

  it('shows the quests promo instead of the tabs before launch', async () => {
    server.use(mockCall('getSiteConfigs', siteConfigPreLaunch))
    renderApp({ path: `/forge/${account}` })
    expect(await screen.findByRole('link', { name: 'Take the Quests' })).toHaveAttribute('href', '/quests')
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
  })
})

describe('not found', () => {
  it("shows 'Not found' for an unknown path", async () => {
    renderApp({ path: '/no/such/page' })
    expect(await screen.findByText('Not found')).toBeInTheDocument()
    expect(screen.getByText("We couldn't find anything with this criteria")).toBeInTheDocument()
  })
})
