import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import { mockCall, siteConfigSingle } from '../../../src/mocks'
import { renderApp } from '../shell/renderApp'
import { mockServerForFile } from '../support/mockServer'
import { entry, entryService, fanArt, fanArtService } from './galleryFixtures'

const server = mockServerForFile()

// jsdom lays nothing out (and never loads a picture); the album needs a width to make rows
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 })
afterAll(() => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth)
  else Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth')
})

const HEIGHTS = [240, 320, 400, 180, 300]

/** Each tile's laid-out width over its height, as the album sizes its box, in the gallery's order. */
function tileShapes() {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="gallery-grid"] .react-photo-album--photo')].map(
    (tile) =>
      Number(tile.style.getPropertyValue('--react-photo-album--photo-width')) /
      Number(tile.style.getPropertyValue('--react-photo-album--photo-height')),
  )
}

const tiles = async (count: number) => {
  await waitFor(() => expect(tileShapes()).toHaveLength(count), { timeout: 8000 })
  return tileShapes()
}

describe('a gallery lays its tiles out at their pictures’ sizes before any picture loads', () => {
  it('gives each fan-art tile the shape its record gives, and every tile of a page its love control', async () => {
    const items = Array.from({ length: 25 }, (_, index) => fanArt(index + 1, { height: HEIGHTS[index % 5] }))
    server.use(...fanArtService(items).handlers, mockCall('getSiteConfigs', siteConfigSingle))
    renderApp({ path: '/gallery/fan-art?sortBy=latest' })
    const shapes = await tiles(25)
    shapes.forEach((shape, index) => expect(shape).toBeCloseTo(320 / (HEIGHTS[index % 5] ?? 0), 2))
    // the tiles past the first screen are drawn too, in a later render
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Love Fan art by/ })).toHaveLength(25))
    expect(screen.queryAllByTestId('gallery-tile-pending')).toHaveLength(0)
    expect(document.querySelectorAll('[data-testid="gallery-grid"] img')).toHaveLength(25)
  })

  it('gives each contest entry the shape its record gives', async () => {
    const items = Array.from({ length: 6 }, (_, index) =>
      entry(index + 1, { width: 300 + index * 40, height: HEIGHTS[index % 5] }),
    )
    server.use(...entryService(items), mockCall('getSiteConfigs', siteConfigSingle))
    renderApp({ path: '/gallery/submissions?sortBy=latest' })
    const shapes = await tiles(6)
    shapes.forEach((shape, index) => expect(shape).toBeCloseTo((300 + index * 40) / (HEIGHTS[index % 5] ?? 0), 2))
  })

  it('learns the size of a record without one from its picture, once it loads', async () => {
    const items = [fanArt(1, { width: null, height: null }), fanArt(2, { height: 400 })]
    server.use(...fanArtService(items).handlers, mockCall('getSiteConfigs', siteConfigSingle))
    renderApp({ path: '/gallery/fan-art?sortBy=latest' })
    expect((await tiles(2))[0]).toBeCloseTo(4 / 3, 2)
    const [first] = document.querySelectorAll<HTMLImageElement>('[data-testid="gallery-grid"] img')
    if (!first) throw new Error('no picture drawn')
    Object.defineProperty(first, 'naturalWidth', { value: 500 })
    Object.defineProperty(first, 'naturalHeight', { value: 250 })
    fireEvent.load(first)
    await waitFor(() => expect(tileShapes()[0]).toBeCloseTo(2, 2))
    expect(tileShapes()[1]).toBeCloseTo(320 / 400, 2)
  })
})
