import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMockServer, memberProfile, mockCall, siteConfigSingle } from '../../../src/mocks'
import { renderApp } from './renderApp'

const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => server.use(mockCall('getSiteConfigs', siteConfigSingle)))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('sign or connect button', () => {
  it("reads 'Connect wallet' without a wallet and opens the connect dialog", async () => {
    const connect = vi.fn()
    renderApp({ path: '/highlights', connect })
    await userEvent.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    expect(connect).toHaveBeenCalledTimes(1)
  })

  it("reads 'Sign' with a wallet that has not signed", async () => {
    const sign = vi.fn()
    renderApp({ path: '/highlights', session: { status: 'connected-unsigned', account }, sign })
    await userEvent.click(await screen.findByRole('button', { name: 'Sign' }))
    expect(sign).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('link', { name: /GCoins/ })).not.toBeInTheDocument()
  })

  it("shows the account and the member's coin balance from the server, linking to /swaps", async () => {
    server.use(
      mockCall('getUser', ({ params, query }) => ({
        ...memberProfile,
        account: params.account ?? '',
        metadata: { currentCoinBalance: query.get('chainId') === '11155111' ? 1520 : -1 },
      })),
    )
    renderApp({ path: '/highlights', session: { status: 'signed-in', account } })
    expect(await screen.findByRole('button', { name: '0x709…c79C8' })).toBeInTheDocument()
    const balance = await screen.findByRole('link', { name: '1.5K GCoins' })
    expect(balance).toHaveAttribute('href', '/swaps')
    expect(balance).toHaveAttribute('title', '1520 GCoins')
    expect(balance).toHaveTextContent('1.5K')
  })

  it('shows no balance when the profile cannot be read', async () => {
    let answered = false
    server.use(
      mockCall('getUser', () => {
        answered = true
        return Response.json({ message: 'expected a 0x-prefixed 20-byte address' }, { status: 400 })
      }),
    )
    renderApp({ path: '/highlights', session: { status: 'signed-in', account } })
    expect(await screen.findByRole('button', { name: '0x709…c79C8' })).toBeInTheDocument()
    await waitFor(() => expect(answered).toBe(true))
    expect(screen.queryByRole('link', { name: /GCoins/ })).not.toBeInTheDocument()
  })
})

describe('socials dropdown', () => {
  it('opens external links in new tabs and closes on an outside click', async () => {
    renderApp({ path: '/highlights' })
    await userEvent.click(await screen.findByRole('button', { name: /Socials/ }))
    const menu = screen.getByRole('list', { name: 'Socials' })
    const links = within(menu).getAllByRole('link')
    expect(links).toHaveLength(siteConfigSingle.socials.length)
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener') as string)
    }
    await userEvent.click(screen.getByRole('main'))
    expect(screen.queryByRole('list', { name: 'Socials' })).not.toBeInTheDocument()
  })
})

describe('mobile menu', () => {
  it("holds the links and 'Join our Discord', and closes on a route change", async () => {
    const { router } = renderApp({ path: '/highlights' })
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
    const menu = screen.getByRole('dialog', { name: 'Menu' })
    expect(within(menu).getByRole('link', { name: 'Join our Discord' })).toHaveAttribute(
      'href',
      'https://discord.gg/koi',
    )
    await userEvent.click(within(menu).getByRole('link', { name: 'Quests' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/quests'))
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
  })

  it('closes when the window reaches 1024px', async () => {
    const listeners: Array<(event: MediaQueryListEvent) => void> = []
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: false,
          media: query,
          addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.push(listener),
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    )
    renderApp({ path: '/highlights' })
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
    act(() => {
      for (const listener of listeners) listener({ matches: true } as MediaQueryListEvent)
    })
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument()
    vi.restoreAllMocks()
  })
})

describe('footer', () => {
  it("reads 'Join the Legends' ('New Worlds, New Powers' on narrow screens) with the six socials", async () => {
    renderApp({ path: '/highlights' })
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByText('Join the Legends')).toBeInTheDocument()
    expect(within(footer).getByText('New Worlds, New Powers')).toBeInTheDocument()
    const names = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'))
    expect(names.filter((name) => name !== null)).toEqual([
      'Instagram',
      'X',
      'YouTube',
      'Discord',
      'Telegram',
      'TikTok',
    ])
  })

  it('links the flows page, unless the site configuration hides it', async () => {
    const { unmount } = renderApp({ path: '/highlights' })
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Flows' })).toHaveAttribute('href', '/flows')
    unmount()

    server.use(mockCall('getSiteConfigs', { ...siteConfigSingle, enableFlowsLink: false }))
    renderApp({ path: '/highlights' })
    const hidden = await screen.findByRole('contentinfo')
    expect(within(hidden).getByText('Join the Legends')).toBeInTheDocument()
    expect(within(hidden).queryByRole('link', { name: 'Flows' })).not.toBeInTheDocument()
  })
})
