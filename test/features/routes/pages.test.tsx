import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMockServer, emptyProfile, mockCall, siteConfigSingle } from '../../../src/mocks'
import { renderApp } from '../shell/renderApp'

const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => server.use(mockCall('getSiteConfigs', siteConfigSingle), mockCall('getUser', emptyProfile(account))))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('quests sign-up and the auth parameter', () => {
  it('opens the sign-up modal for a visitor who is not signed in when auth is set; closing removes both', async () => {
    const { router } = renderApp({ path: '/quests?auth=true' })
    expect(await screen.findByRole('dialog', { name: 'Take the Quests' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(router.state.location.searchStr).toBe(''))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("shows a signed-in member no sign-up for auth, removes auth and labels the tab 'Signed In'", async () => {
    const { router } = renderApp({ path: '/quests?auth=true', session: { status: 'signed-in', account } })
    expect(await screen.findByRole('link', { name: 'Signed In' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(router.state.location.searchStr).toBe(''))
  })

  it('keeps the other parameters when it removes auth', async () => {
    const { router } = renderApp({
      path: '/quests?auth=true&modal=about',
      session: { status: 'signed-in', account },
    })
    expect(await screen.findByRole('dialog', { name: 'Koi Social Quests' })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toEqual({ modal: 'about' }))
  })

  it('keeps auth while the sign-up it asked for shows', async () => {
    const { router } = renderApp({ path: '/quests?auth=true', session: { status: 'connected-unsigned', account } })
    expect(await screen.findByRole('dialog', { name: 'Take the Quests' })).toBeInTheDocument()
    expect(router.state.location.searchStr).toBe('?auth=true')
  })
})

describe('every route renders', () => {
  it.each([
    ['/swaps', 'Swap and claim'],
    ['/vault', 'Vault'],
    ['/arenadev', 'Arena (development build)'],
    ['/quests/leaderboard', 'Leaderboard'],
    ['/forge', 'Your forge'],
    ['/gallery/fan-art', 'Fan art gallery'],
    ['/gallery/game', 'Game gallery'],
    ['/gallery/submissions', 'All submissions'],
    ['/art-contest', 'Art contest'],
  ])('%s', async (path, heading) => {
    renderApp({ path })
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
  })

  it("shows the 'Connect and sell your NFTs' panel with its three steps on /explore", async () => {
    renderApp({ path: '/explore' })
    expect(await screen.findByRole('heading', { name: 'Connect and sell your NFTs' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Set up your wallet',
      'Add your NFTs',
      'Sell your NFTs',
    ])
  })

  it('sends /forge to the connected account', async () => {
    const { router } = renderApp({ path: '/forge', session: { status: 'connected-unsigned', account } })
    await waitFor(() => expect(router.state.location.pathname).toBe(`/forge/${account}`))
  })
})

describe('security question on /arenadev', () => {
  it('sends the answer to the server and opens the page only when the server says so', async () => {
    const sent: unknown[] = []
    server.use(
      mockCall('getSecurityGate', { open: false }),
      mockCall('answerSecurityGate', async ({ request }) => {
        const body = (await request.json()) as { answer: string }
        sent.push(body.answer)
        return { open: body.answer === 'Koi' }
      }),
      mockCall('getArenaDevBuild', {
        title: 'Arena development build',
        paragraphs: ['This page hosts the development build of the arena game.'],
        buildUrl: 'https://builds.koi.example/arena/',
      }),
    )
    renderApp({ path: '/arenadev' })
    const input = await screen.findByLabelText(/Answer the security question/)
    await userEvent.type(input, 'carp{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not the answer.')
    expect(screen.queryByText(/development build of the arena game/)).not.toBeInTheDocument()
    await userEvent.clear(input)
    await userEvent.type(input, 'Koi{Enter}')
    expect(await screen.findByText(/development build of the arena game/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the development build' })).toHaveAttribute(
      'href',
      'https://builds.koi.example/arena/',
    )
    expect(sent).toEqual(['carp', 'Koi'])
  })

  it('opens at once when the session already passed the gate', async () => {
    server.use(
      mockCall('getSecurityGate', { open: true }),
      mockCall('getArenaDevBuild', {
        title: 'Arena development build',
        paragraphs: ['This page hosts the development build of the arena game.'],
        buildUrl: null,
      }),
    )
    renderApp({ path: '/arenadev' })
    expect(await screen.findByText(/development build of the arena game/)).toBeInTheDocument()
    expect(screen.queryByLabelText(/Answer the security question/)).not.toBeInTheDocument()
    expect(screen.getByText('No development build is published right now.')).toBeInTheDocument()
  })
})
