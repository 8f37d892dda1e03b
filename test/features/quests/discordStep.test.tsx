import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockCall, siteConfigSingle } from '../../../src/mocks'
import { renderApp } from '../shell/renderApp'
import { mockServerForFile } from '../support/mockServer'

const server = mockServerForFile()

async function stepButtons() {
  const panel = await screen.findByRole('dialog', { name: 'Take the Quests' })
  const steps = await within(panel).findAllByRole('listitem')
  return steps.map((step) => within(step).getAllByRole('button')[0]?.textContent)
}

describe('the optional Link Discord step follows the site configuration', () => {
  it('is offered when the configuration turns it on', async () => {
    server.use(mockCall('getSiteConfigs', { ...siteConfigSingle, enableDiscordStep: true }))
    renderApp({ path: '/quests?modal=sign+up' })
    expect(await stepButtons()).toEqual(['Connect', 'Sign', 'Link X', 'Link Discord'])
  })

  it('is left out when the configuration turns it off', async () => {
    server.use(mockCall('getSiteConfigs', { ...siteConfigSingle, enableDiscordStep: false }))
    renderApp({ path: '/quests?modal=sign+up' })
    expect(await stepButtons()).toEqual(['Connect', 'Sign', 'Link X'])
  })

  it('is offered when a stored configuration does not mention it', async () => {
    const { enableDiscordStep: _left, ...older } = siteConfigSingle
    server.use(mockCall('getSiteConfigs', older as typeof siteConfigSingle))
    renderApp({ path: '/quests?modal=sign+up' })
    expect(await stepButtons()).toContain('Link Discord')
  })

  it("enables only the current step's button", async () => {
    server.use(mockCall('getSiteConfigs', siteConfigSingle))
    renderApp({
      path: '/quests?modal=sign+up',
      session: { status: 'connected-unsigned', account: '0xAbC0000000000000000000000000000000000001' },
    })
    const panel = await screen.findByRole('dialog', { name: 'Take the Quests' })
    await within(panel).findByRole('button', { name: 'Connect: done' })
    const enabled = within(within(panel).getByRole('list'))
      .getAllByRole('button')
      .filter((button) => !button.hasAttribute('disabled'))
      .map((button) => button.textContent)
    expect(enabled).toEqual(['Sign'])
  })
})
