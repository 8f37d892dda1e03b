import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PresaleStatus, type PresaleReader } from '../../../src/features/presale'
import type { PresaleRead } from '../../../src/machines/presale/events'
import { mockCall, mockError, testServiceUrls } from '../../../src/mocks'
import { createApiClient } from '../../../src/services/api'
import { mockServerForFile } from '../support/mockServer'

const server = mockServerForFile()
const api = createApiClient(testServiceUrls)

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const presaleUrl = 'https://sale.koi.example/battlecards'
const reading =
  (read: PresaleRead): PresaleReader =>
  () =>
    Promise.resolve(read)

describe('the presale stage from the contract', () => {
  it('offers the Presale button while a priced stage is on', async () => {
    render(
      <PresaleStatus
        api={api}
        presaleUrl={presaleUrl}
        read={reading({ owner, stage: 2, price: (10n ** 16n).toString() })}
      />,
    )
    expect(await screen.findByText('Presale', { selector: 'strong' })).toBeInTheDocument()
    expect(screen.getByText(/0\.01 ETH/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Presale' })).toHaveAttribute('href', presaleUrl)
  })

  it('shows the stage price in dollars too at a known ether price', async () => {
    render(
      <PresaleStatus
        api={api}
        presaleUrl={presaleUrl}
        etherPriceUsd={3000}
        read={reading({ owner, stage: 2, price: (2n * 10n ** 16n).toString() })}
      />,
    )
    expect(await screen.findByText(/0\.02 ETH \(≈ \$60\.00\)/)).toBeInTheDocument()
  })

  it('says no local sale is active for a whitelist stage without a price', async () => {
    render(<PresaleStatus api={api} presaleUrl={presaleUrl} read={reading({ owner, stage: 1, price: '0' })} />)
    expect(await screen.findByText('Whitelist sale')).toBeInTheDocument()
    expect(screen.getByText(/no local sale active/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Presale' })).not.toBeInTheDocument()
  })

  it('reads stage 0 as no sale even with a price', async () => {
    render(<PresaleStatus api={api} read={reading({ owner, stage: 0, price: '5' })} />)
    expect(await screen.findByText('No sale')).toBeInTheDocument()
    expect(screen.getByText(/no local sale active/)).toBeInTheDocument()
  })

  it('names a failed read and reads again on request', async () => {
    let attempts = 0
    const read: PresaleReader = () => {
      attempts++
      return attempts === 1
        ? Promise.reject(new Error('execution reverted'))
        : Promise.resolve({ owner, stage: 2, price: '1' })
    }
    render(<PresaleStatus api={api} read={read} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('The presale could not be read.')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Read again' }))
    expect(await screen.findByText('Presale')).toBeInTheDocument()
    expect(attempts).toBe(2)
  })

  it("reads the stage from the server's read of the chain by default, and names the chain's absence", async () => {
    server.use(mockCall('getPresale', { owner, stage: 2, price: (3n * 10n ** 16n).toString() }))
    const { unmount } = render(<PresaleStatus api={api} presaleUrl={presaleUrl} />)
    expect(await screen.findByText(/0\.03 ETH/)).toBeInTheDocument()
    unmount()
    server.use(mockError('getPresale', 503, 'presale: the chain could not be reached, try again later'))
    render(<PresaleStatus api={api} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('The presale could not be read.')
  })
})
