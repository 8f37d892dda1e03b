import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockCall, siteConfigMulti, siteConfigSingle } from '../../../src/mocks'
import { renderApp } from './renderApp'
import { mockServerForFile } from '../support/mockServer'

const server = mockServerForFile()

async function mainLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Main' })
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])
}

describe('navbar from the server site config', () => {
  it('shows every link the single-mode flags enable, with Forge on the connected account', async () => {
    server.use(mockCall('getSiteConfigs', siteConfigSingle))
    renderApp({
      path: '/highlights',
      session: { status: 'connected-unsigned', account: '0xAbC0000000000000000000000000000000000001' },
    })
    expect(await mainLinks()).toEqual([
      ['Home', '/'],
      ['Codex', '/codex'],
      ['Highlights', '/highlights'],
      ['Explore', '/explore'],
      ['Odyssey', '/odyssey'],
      ['Challenges', '/challenges'],
      ['Arena', '/arena'],
      ['Quests', '/quests'],
      ['Forge', '/forge/0xAbC0000000000000000000000000000000000001'],
      ['Blog', '/blogs'],
      ['About', '/about'],
      ['Portal', '/portal'],
      ['Fan art', '/gallery/fan-art'],
      ['Game gallery', '/gallery/game'],
      ['Submissions', '/gallery/submissions'],
      ['Art contest', '/art-contest'],
    ])
    expect(screen.getByRole('link', { name: 'Koi home' })).toHaveAttribute('href', '/')
  })

  it('links the galleries and the art contest unless their flags are off, and keeps them on when the stored configuration predates them', async () => {
    server.use(
      mockCall('getSiteConfigs', {
        ...siteConfigSingle,
        enableGameGallery: false,
        enableArtContest: false,
      }),
    )
    const { unmount } = renderApp({ path: '/highlights' })
    const labels = (await mainLinks()).map(([label]) => label)
    expect(labels).toContain('Fan art')
    expect(labels).toContain('Submissions')
    expect(labels).not.toContain('Game gallery')
    expect(labels).not.toContain('Art contest')
    unmount()

    const {
      enableFanArtGallery: _fanArt,
      enableGameGallery: _game,
      enableSubmissionsGallery: _submissions,
      enableArtContest: _contest,
      ...older
    } = siteConfigSingle
    server.use(mockCall('getSiteConfigs', older as typeof siteConfigSingle))
    renderApp({ path: '/highlights' })
    expect((await mainLinks()).slice(-4)).toEqual([
      ['Fan art', '/gallery/fan-art'],
      ['Game gallery', '/gallery/game'],
      ['Submissions', '/gallery/submissions'],
      ['Art contest', '/art-contest'],
    ])
  })

  it('hides the links whose flags are off', async () => {
    server.use(
      mockCall('getSiteConfigs', { ...siteConfigSingle, enableCodex: false, enablePortal: false, enableBlog: false }),
    )
    renderApp({ path: '/highlights' })
    const labels = (await mainLinks()).map(([label]) => label)
    expect(labels).not.toContain('Codex')
    expect(labels).not.toContain('Portal')
    expect(labels).not.toContain('Blog')
    expect(labels).toContain('Forge')
  })

  it('shows only Home and Collections in multi mode', async () => {
    server.use(mockCall('getSiteConfigs', siteConfigMulti))
    renderApp({ path: '/collections' })
    expect(await mainLinks()).toEqual([
      ['Home', '/'],
      ['Collections', '/collections'],
    ])
    expect(screen.getByRole('link', { name: 'Koi Markets home' })).toBeInTheDocument()
  })

  it('loads the logo from the CDN and themes the page from the config styles', async () => {
    server.use(mockCall('getSiteConfigs', siteConfigSingle))
    const { container } = renderApp({ path: '/highlights' })
    const logo = (await screen.findByRole('link', { name: 'Koi home' })).querySelector('img')
    expect(logo).toHaveAttribute('src', 'https://cdn.example.test/assets/v7/images/logo.png')
    const app = container.querySelector<HTMLElement>('.koi-app')
    expect(app?.style.getPropertyValue('--koi-background')).toBe(siteConfigSingle.styles.background)
  })

  it('shows the route error when the site config cannot be read', async () => {
    server.use(mockCall('getSiteConfigs', () => Response.json({ message: 'site config unavailable' }, { status: 400 })))
    renderApp({ path: '/' })
    expect(await screen.findByRole('alert')).toHaveTextContent('site config unavailable')
  })
})

describe('navbar transparency', () => {
  const transparent = [
    '/',
    '/codex',
    '/portal',
    '/forge',
    '/forge/0xAbC0000000000000000000000000000000000001',
    '/odyssey',
    '/about',
    '/challenges',
    '/arena',
    '/arenadev',
  ]
  const solid = [
    '/highlights',
    '/quests',
    '/explore',
    '/collections',
    '/blogs',
    '/swaps',
    '/vault',
    '/codex/lore',
    '/about/team',
  ]

  // the page may have a header of its own (the wallet page's); the navbar is the site's
  const navbarOf = async () => {
    const banners = await screen.findAllByRole('banner')
    const navbar = banners.find((element) => element.classList.contains('koi-navbar'))
    if (!navbar) throw new Error('no navbar among the banners')
    return navbar
  }

  it.each(transparent)('is transparent on %s', async (path) => {
    server.use(mockCall('getSiteConfigs', siteConfigSingle))
    renderApp({ path })
    const header = await navbarOf()
    await waitFor(() => expect(header).toHaveAttribute('data-transparent', 'true'))
    expect(header).toHaveClass('koi-navbar--transparent')
  })

  it.each(solid)('is solid black on %s', async (path) => {
    server.use(mockCall('getSiteConfigs', siteConfigSingle))
    renderApp({ path })
    const header = await navbarOf()
    await waitFor(() => expect(header).toHaveAttribute('data-transparent', 'false'))
    expect(header).toHaveClass('koi-navbar--solid')
  })
})
