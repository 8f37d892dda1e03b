import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { battlecards, memberAccount, memberProfile, mockCall, siteConfigSingle } from '../../../src/mocks'
import { installLayoutStubs } from '../collections/browserStubs'
import { renderApp } from '../shell/renderApp'
import { mockServerForFile } from '../support/mockServer'

const server = mockServerForFile()

/** Names asked about, and the one another member holds. */
let asked: string[] = []
const TAKEN = 'rival_ink'
let sent: FormData[] = []

beforeEach(() => {
  installLayoutStubs()
  asked = []
  sent = []
  server.use(
    mockCall('getSiteConfigs', siteConfigSingle),
    mockCall('getUser', memberProfile),
    mockCall('getAccountShields', []),
    mockCall('getShields', { items: [], totalCount: 0 }),
    mockCall('getCollectionMetadata', battlecards),
    mockCall('getWalletTokens', { items: [], prices: [], totalCount: 0 }),
    mockCall('isUsernameAvailable', ({ params }) => {
      asked.push(params.username ?? '')
      return params.username?.toLowerCase() === TAKEN
    }),
    mockCall('updateProfileCard', async ({ request }) => {
      sent.push(await request.formData())
      return { status: true, message: 'changes saved!', user: memberProfile }
    }),
  )
})

async function openCard() {
  renderApp({ path: `/forge/${memberAccount}`, session: { status: 'signed-in', account: memberAccount } })
  await userEvent.click(await screen.findByRole('button', { name: 'Artist card' }, { timeout: 5000 }))
  const card = await screen.findByRole('dialog', { name: 'Artist card' })
  const name = within(card).getByLabelText('Name')
  const status = () => card.querySelector('#koi-artist-name-status')?.textContent
  const type = async (value: string) => {
    await userEvent.clear(name)
    if (value) await userEvent.type(name, value)
  }
  return { card, name, status, type }
}

describe("the artist card's name follows the profile save's username rules", { timeout: 20_000 }, () => {
  it('says a name another member holds is taken, after the 1.5 s check, and sends no update for it', async () => {
    const { card, status, type } = await openCard()
    await type(TAKEN)
    await waitFor(() => expect(status()).toBe('username has already been taken!'), { timeout: 5000 })
    expect(asked).toEqual([TAKEN])
    expect(within(card).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    await userEvent.click(within(card).getByRole('button', { name: 'Update' }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sent).toEqual([])
  })

  it('counts the saved name typed in another case as taken without asking, and refuses a one-letter name', async () => {
    const { status, type } = await openCard()
    await type(memberProfile.username?.toUpperCase() ?? '')
    await waitFor(() => expect(status()).toBe('username has already been taken!'), { timeout: 5000 })
    await type('k')
    await waitFor(() => expect(status()).toBe('2 to 24 characters'), { timeout: 5000 })
    expect(asked).toEqual([])
  })

  it('sends an update held during the check once the name is available', async () => {
    const { card, status, type } = await openCard()
    await type('ink_painter')
    await userEvent.click(within(card).getByRole('button', { name: 'Update' }))
    expect(within(card).getByRole('button', { name: 'Update' })).toBeDisabled()
    await waitFor(() => expect(status()).toBe('username is available'), { timeout: 5000 })
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.get('name')).toBe('ink_painter')
  })

  it('gives the tab the saved name once the server has it', async () => {
    let saved = memberProfile
    server.use(
      mockCall('getUser', () => saved),
      mockCall('updateProfileCard', async ({ request }) => {
        const form = await request.formData()
        sent.push(form)
        saved = { ...memberProfile, username: form.get('name') as string }
        return { status: true, message: 'changes saved!', user: saved }
      }),
    )
    const { card, status, type } = await openCard()
    await waitFor(() => expect(document.title).toBe(`${memberProfile.username} · Koi`))
    await type('ink_painter')
    await waitFor(() => expect(status()).toBe('username is available'), { timeout: 5000 })
    await userEvent.click(within(card).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(document.title).toBe('ink_painter · Koi'), { timeout: 5000 })
  })

  it('sends the saved name unchanged without checking it', async () => {
    const { card } = await openCard()
    await userEvent.click(within(card).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.get('name')).toBe(memberProfile.username)
    expect(asked).toEqual([])
  })
})
