import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { collectionsList, createMockServer, mockCall, siteConfigSingle } from '../../../src/mocks'
import { renderApp } from '../shell/renderApp'

const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => server.use(mockCall('getSiteConfigs', siteConfigSingle)))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('the collections list', () => {
  it('shows every column, compact totals from 1000 up, and links each row to its collection', async () => {
    const offsets: string[] = []
    server.use(
      mockCall('getCollections', ({ query }) => {
        offsets.push(`${query.get('offset')}/${query.get('limit')}`)
        return { items: collectionsList, totalCount: collectionsList.length }
      }),
    )
    renderApp({ path: '/collections' })
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      '#',
      'Item',
      'Floor price',
      'Average price',
      'Market cap',
      'Total volume',
      'Owners',
      '1d %',
      '7d %',
      '30d %',
    ])
    const rows = within(table).getAllByRole('row').slice(1)
    // Battlecards: market cap 1200, volume 384.2, owners 2841 → compact above 999, in full below
    expect(cells(rows[0] as HTMLElement)).toEqual([
      '1',
      '0.12 ETH',
      '0.168 ETH',
      '1.2K',
      '384.2',
      '2.8K',
      '12.50%',
      '-3.25%',
      '48.00%',
    ])
    expect(cells(rows[1] as HTMLElement).slice(4, 6)).toEqual(['96.4', '911'])
    const link = within(rows[1] as HTMLElement).getByRole('link', { name: 'Koi Guardians' })
    expect(link).toHaveAttribute('href', '/collection/koi-guardians')
    expect(offsets).toEqual(['0/50'])
  })

  it('colours a volume change red at zero or below and green above, with two decimals', async () => {
    server.use(mockCall('getCollections', { items: collectionsList, totalCount: collectionsList.length }))
    renderApp({ path: '/collections' })
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1)
    const tone = (text: string) =>
      within(rows[1] as HTMLElement)
        .getByText(text)
        .className.replace('koi-volume-change koi-volume-change--', '')
    // Koi Guardians: 0, 5.1, -12.75
    expect([tone('0.00%'), tone('5.10%'), tone('-12.75%')]).toEqual(['down', 'up', 'down'])
  })

  it("pages by 50 with 'Page X of Y', keeping the page in the URL and the rank running on", async () => {
    server.use(
      mockCall('getCollections', ({ query }) => ({
        items: query.get('offset') === '50' ? collectionsList.slice(0, 1) : collectionsList,
        totalCount: 51,
      })),
    )
    const { router } = renderApp({ path: '/collections' })
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.searchStr).toBe('?page=2'))
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(cells(rows[0] as HTMLElement)[0]).toBe('51')
  })
})
