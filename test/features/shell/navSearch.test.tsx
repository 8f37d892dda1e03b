import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { searchTarget, targetPath } from '../../../src/features/shell/search/searchTarget'
import { mockCall, siteConfigMulti, siteConfigSingle } from '../../../src/mocks'
import { renderApp, testEnv } from './renderApp'
import { mockServerForFile } from '../support/mockServer'

const server = mockServerForFile()

const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const isContract = (address: string) => Promise.resolve(address.toLowerCase() === contract.toLowerCase())

describe('the navigation search rule', () => {
  it.each([
    ['a wallet address, multi mode', 'multi', wallet, `/forge/${wallet}`],
    ['a wallet address, single mode', 'single', wallet, `/forge/${wallet}`],
    ['a contract address, multi mode', 'multi', contract, `/collection/${contract}`],
    ['a contract address, single mode', 'single', contract, `/collection/${testEnv.defaultTokenAddress}/${contract}`],
    ['a slug, multi mode', 'multi', 'battlecards', '/collection/battlecards'],
    ['a token id, single mode', 'single', '42', `/collection/${testEnv.defaultTokenAddress}/42`],
    ['a malformed address, multi mode', 'multi', '0x1234', '/collection/0x1234'],
  ] as const)('%s', async (_case, mode, value, expected) => {
    const target = await searchTarget(value, { mode, tokenAddressOrSlug: testEnv.defaultTokenAddress, isContract })
    expect(target && targetPath(target)).toBe(expected)
  })

  it('asks the chain only for valid addresses', async () => {
    const check = vi.fn(isContract)
    await searchTarget('battlecards', { mode: 'multi', tokenAddressOrSlug: 'x', isContract: check })
    expect(check).not.toHaveBeenCalled()
    await searchTarget(` ${wallet} `, { mode: 'multi', tokenAddressOrSlug: 'x', isContract: check })
    expect(check).toHaveBeenCalledWith(wallet)
  })

  it('does nothing on an empty search', async () => {
    expect(await searchTarget('   ', { mode: 'multi', tokenAddressOrSlug: 'x', isContract })).toBeNull()
  })
})

describe('the navbar search box', () => {
  it('sends a wallet address to its forge, checked through the injected chain lookup', async () => {
    server.use(mockCall('getSiteConfigs', siteConfigMulti))
    const check = vi.fn(isContract)
    const { router } = renderApp({ path: '/collections', contractCheck: check })
    const input = await screen.findByRole('searchbox', { name: 'Search' })
    await userEvent.type(input, `${wallet}{Enter}`)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/forge/${wallet}`))
    expect(check).toHaveBeenCalledWith(wallet)
  })

  it('sends a contract address to its collection in multi mode', async () => {
    server.use(mockCall('getSiteConfigs', siteConfigMulti))
    const { router } = renderApp({ path: '/collections', contractCheck: isContract })
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), `${contract}{Enter}`)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/collection/${contract}`))
  })

  it('sends a token id to the site collection in single mode', async () => {
    server.use(mockCall('getSiteConfigs', siteConfigSingle))
    const { router } = renderApp({ path: '/highlights', contractCheck: isContract })
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), '1234{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/collection/${testEnv.defaultTokenAddress}/1234`))
  })

  it('treats an address as a wallet when the chain cannot be reached', async () => {
    server.use(mockCall('getSiteConfigs', siteConfigMulti))
    const { router } = renderApp({ path: '/collections', contractCheck: () => Promise.reject(new Error('rpc down')) })
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), `${contract}{Enter}`)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/forge/${contract}`))
  })
})
