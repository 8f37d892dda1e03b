import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { battlecards, emptyProfile, memberAccount, memberProfile, mockCall, siteConfigSingle } from '../../../src/mocks'
import { renderApp } from '../shell/renderApp'
import { mockServerForFile } from '../support/mockServer'

const server = mockServerForFile()

const tokens = [
  { name: 'ApeCoin', symbol: 'APE', tokenAddress: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9', decimals: 18 },
  { name: 'USD Coin', symbol: 'USDC', tokenAddress: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9', decimals: 6 },
]

beforeEach(() =>
  server.use(
    mockCall('getSiteConfigs', siteConfigSingle),
    mockCall('getSupportedTokens', tokens),
    mockCall('getMaxClaimableUsd', { maxClaimableUsd: 500 }),
    // the sign-up's quests (kept alive beside the modal) and the swaps page after 'Claim on Swaps'
    mockCall('getQuests', { items: [], totalCount: 0 }),
    mockCall('getSwapLeaderboard', []),
    mockCall('getCollectionMetadata', battlecards),
    mockCall('getEtherPrice', '3000'),
  ),
)

const redeem = () => screen.findByRole('dialog', { name: 'Redeem GCoins' })
const need = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('list', { name: 'What redeeming needs' }))
    .getByText(name)
    .closest('li') as HTMLElement

describe('the redeem modal on /quests?modal=redeem', () => {
  it('shows a visitor the USD maximum, the supported tokens, what redeeming needs and the way to the claim', async () => {
    const connect = vi.fn()
    const { router } = renderApp({ path: '/quests?modal=redeem', connect })
    const dialog = await redeem()
    expect(within(dialog).getByText('Sign in to see your GCoins')).toBeInTheDocument()
    expect(await within(dialog).findByText('$500.00')).toBeInTheDocument()
    const listed = within(within(dialog).getByRole('list', { name: 'Supported tokens' })).getAllByRole('listitem')
    expect(listed.map((item) => item.textContent)).toEqual(['ApeCoin APE', 'USD Coin USDC'])
    expect(within(need(dialog, 'Your X account, linked')).getByText('Once signed in')).toBeInTheDocument()
    await userEvent.click(
      within(need(dialog, 'Your wallet, signed in')).getByRole('button', { name: 'Connect wallet' }),
    )
    expect(connect).toHaveBeenCalledOnce()

    await userEvent.click(within(dialog).getByRole('link', { name: 'Claim on Swaps' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/swaps'))
  })

  it('asks a connected member to sign before it shows the GCoins', async () => {
    const sign = vi.fn()
    server.use(mockCall('getUser', memberProfile))
    renderApp({ path: '/quests?modal=redeem', session: { status: 'connected-unsigned', account: memberAccount }, sign })
    const dialog = await redeem()
    expect(within(dialog).getByText('Sign to see your GCoins')).toBeInTheDocument()
    await userEvent.click(within(need(dialog, 'Your wallet, signed in')).getByRole('button', { name: 'Sign' }))
    expect(sign).toHaveBeenCalledOnce()
  })

  it("shows a signed-in member's GCoins and linked X account, with no Link X", async () => {
    server.use(mockCall('getUser', memberProfile))
    renderApp({ path: '/quests?modal=redeem', session: { status: 'signed-in', account: memberAccount } })
    const dialog = await redeem()
    expect(await within(dialog).findByText('1,250.5')).toBeInTheDocument()
    expect(within(need(dialog, 'Your wallet, signed in')).getByText('Done')).toBeInTheDocument()
    expect(within(need(dialog, 'Your X account, linked')).getByText('Linked as tidewalker')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Link X' })).not.toBeInTheDocument()
  })

  it('offers Link X to a signed-in member without a linked X account, and closes by removing the parameter', async () => {
    server.use(mockCall('getUser', { ...emptyProfile(memberAccount), metadata: { currentCoinBalance: 80 } }))
    const { router } = renderApp({
      path: '/quests?modal=redeem',
      session: { status: 'signed-in', account: memberAccount },
    })
    const dialog = await redeem()
    expect(await within(dialog).findByText('80')).toBeInTheDocument()
    expect(within(need(dialog, 'Your X account, linked')).getByRole('button', { name: 'Link X' })).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(router.state.location.searchStr).toBe(''))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens from the introduction, matched case-insensitively like the other keys', async () => {
    const { router } = renderApp({ path: '/quests' })
    await userEvent.click(await screen.findByRole('link', { name: 'redeem them for crypto' }))
    expect(await redeem()).toBeInTheDocument()
    expect(router.state.location.search).toEqual({ modal: 'redeem' })
    await router.navigate({ to: '/quests', search: { modal: 'REDEEM' } })
    expect(await redeem()).toBeInTheDocument()
  })
})
