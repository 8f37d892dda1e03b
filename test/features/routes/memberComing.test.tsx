import { screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { battlecards, createMockServer, emptyProfile, mockCall, siteConfigSingle } from '../../../src/mocks'
import { renderApp } from '../shell/renderApp'

// A page with a member's own parts, drawn for a request with a session before anyone knows whose,
// shows the room of those parts (the session `loading`), not the visitor's prompt: the parts then
// take that room as the member's session arrives.

const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() =>
  server.use(
    mockCall('getSiteConfigs', siteConfigSingle),
    mockCall('getUser', emptyProfile(account)),
    mockCall('getLeaderboard', []),
    mockCall('getLeaderboardCount', { totalCount: 0 }),
    mockCall('getSupportedTokens', []),
    mockCall('getSwapLeaderboard', []),
    mockCall('getCollectionMetadata', battlecards),
    mockCall('getEtherPrice', '3150.5'),
  ),
)
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('a member’s parts while their session comes', () => {
  it('keeps the leaderboard’s balance box, busy, instead of the sign-in prompt', async () => {
    renderApp({ path: '/quests/leaderboard', session: { status: 'loading' } })
    const box = await screen.findByLabelText('Your GCoins')
    expect(box).toHaveAttribute('aria-busy', 'true')
    expect(within(box).getByText('…')).toBeInTheDocument()
    expect(screen.queryByText('Sign in to see your GCoins')).not.toBeInTheDocument()
  })

  it('keeps the swaps’ claim room, its heading in place, instead of the sign-in prompt', async () => {
    renderApp({ path: '/swaps', session: { status: 'loading' } })
    expect(await screen.findByText('Loading your claim')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Claim' })).toBeInTheDocument()
    expect(screen.queryByText('Sign in to claim your GCoins as tokens.')).not.toBeInTheDocument()
  })

  it('keeps the vault’s room instead of the sign-in prompt', async () => {
    renderApp({ path: '/vault', session: { status: 'loading' } })
    expect(await screen.findByText('Opening your vault')).toBeInTheDocument()
    expect(screen.queryByText('Sign in with your wallet to open the vault.')).not.toBeInTheDocument()
  })

  it('shows a visitor the prompts and no room', async () => {
    renderApp({ path: '/quests/leaderboard' })
    expect(await screen.findByText('Sign in to see your GCoins')).toBeInTheDocument()
    expect(screen.queryByLabelText('Your GCoins')).not.toBeInTheDocument()
  })

  it('shows a visitor the swaps’ and the vault’s prompts and no room', async () => {
    const swaps = renderApp({ path: '/swaps' })
    expect(await screen.findByText('Sign in to claim your GCoins as tokens.')).toBeInTheDocument()
    expect(screen.queryByText('Loading your claim')).not.toBeInTheDocument()
    swaps.unmount()
    renderApp({ path: '/vault' })
    expect(await screen.findByText('Sign in with your wallet to open the vault.')).toBeInTheDocument()
    expect(screen.queryByText('Opening your vault')).not.toBeInTheDocument()
  })
})
