import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { battlecards, memberAccount, memberProfile, mockCall, siteConfigSingle } from '../../../src/mocks'
import { installLayoutStubs } from '../collections/browserStubs'
import { renderApp } from '../shell/renderApp'
import { mockServerForFile } from '../support/mockServer'

const server = mockServerForFile()

beforeEach(() => {
  installLayoutStubs()
  server.use(
    mockCall('getSiteConfigs', siteConfigSingle),
    mockCall('getUser', memberProfile),
    mockCall('getAccountShields', []),
    mockCall('getShields', { items: [], totalCount: 0 }),
    mockCall('getCollectionMetadata', battlecards),
    mockCall('getWalletTokens', { items: [], prices: [], totalCount: 0 }),
  )
})

const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'portrait.png', { type: 'image/png' })

/** Opens the member's artist card, chooses a picture and presses Update. */
async function updateWithPicture() {
  renderApp({ path: `/forge/${memberAccount}`, session: { status: 'signed-in', account: memberAccount } })
  await userEvent.click(await screen.findByRole('button', { name: 'Artist card' }, { timeout: 5000 }))
  const card = await screen.findByRole('dialog', { name: 'Artist card' })
  await userEvent.upload(within(card).getByLabelText('Image (png or jpeg)'), picture)
  await userEvent.click(within(card).getByRole('button', { name: 'Update' }))
  return card
}

describe("the artist card's upload toasts", { timeout: 20_000 }, () => {
  it("cancels an upload on its way: the request is aborted and 'file upload aborted' shows", async () => {
    let aborted = false
    let arrived = false
    server.use(
      mockCall(
        'updateProfileCard',
        ({ request }) =>
          new Promise<Response>((resolve) => {
            arrived = true
            request.signal.addEventListener('abort', () => {
              aborted = true
              resolve(HttpResponse.json({ message: 'aborted' }, { status: 499 }))
            })
          }),
      ),
    )
    const card = await updateWithPicture()
    await waitFor(() => expect(arrived).toBe(true))
    await userEvent.click(await within(card).findByRole('button', { name: 'Cancel upload' }))
    expect(await screen.findByText('file upload aborted', {}, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(aborted).toBe(true))
    expect(within(card).queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument()
  })

  it("says 'file upload failed' when the upload gets no answer", async () => {
    server.use(mockCall('updateProfileCard', () => HttpResponse.error()))
    await updateWithPicture()
    expect(await screen.findByText('file upload failed', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it("shows the server's own words when it refuses the update", async () => {
    server.use(
      mockCall('updateProfileCard', () => HttpResponse.json({ message: 'image must be png or jpeg' }, { status: 400 })),
    )
    await updateWithPicture()
    expect(await screen.findByText('image must be png or jpeg', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('offers no cancel for an update without a picture', async () => {
    server.use(mockCall('updateProfileCard', () => new Promise<Response>(() => undefined)))
    renderApp({ path: `/forge/${memberAccount}`, session: { status: 'signed-in', account: memberAccount } })
    await userEvent.click(await screen.findByRole('button', { name: 'Artist card' }, { timeout: 5000 }))
    const card = await screen.findByRole('dialog', { name: 'Artist card' })
    await userEvent.click(within(card).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Update' })).toBeDisabled())
    expect(within(card).queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument()
  })
})
