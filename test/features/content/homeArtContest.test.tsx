import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMockServer, mockCall, siteConfigSingle } from '../../../src/mocks'
import { installLayoutStubs } from '../collections/browserStubs'
import { renderApp } from '../shell/renderApp'

// the home page's other calls (banner, deals, prizes, leaderboard) are not what this file checks
const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('the home page and the art contest', () => {
  it('leads to the art contest', async () => {
    installLayoutStubs()
    server.use(mockCall('getSiteConfigs', siteConfigSingle))
    const { router } = renderApp({ path: '/' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Art contest' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Enter the art contest' }))
    expect(router.state.location.pathname).toBe('/art-contest')
  })

  it('says nothing of it when the art contest is turned off', async () => {
    installLayoutStubs()
    server.use(mockCall('getSiteConfigs', { ...siteConfigSingle, enableArtContest: false }))
    renderApp({ path: '/' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Koi' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Enter the art contest' })).not.toBeInTheDocument()
  })
})
