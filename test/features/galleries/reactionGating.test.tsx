import { HttpResponse } from 'msw'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { emptyProfile, memberAccount, memberProfile, mockCall, siteConfigSingle } from '../../../src/mocks'
import { LINK_X_TO_REACT } from '../../../src/services/api/contract/constants'
import * as socialSignIn from '../../../src/services/social/signIn'
import { renderApp } from '../shell/renderApp'
import { fanArt, fanArtService, heldReaction, reactionAnswer } from './galleryFixtures'
import { mockServerForFile } from '../support/mockServer'

// leaving for the X sign-in is a page navigation, which jsdom does not make: the start is observed instead
const startSocialSignIn = vi.spyOn(socialSignIn, 'startSocialSignIn').mockImplementation(() => undefined)

const server = mockServerForFile()

// jsdom lays nothing out; the album needs a width to make rows (given back after the file: the
// component tests' workers run file after file in one jsdom)
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 })
afterAll(() => {
  startSocialSignIn.mockRestore()
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth)
  else Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth')
})

const path = '/gallery/fan-art?sortBy=latest'
// the first render of the app in a test file takes a few seconds on a busy machine
const firstLove = () => screen.findByRole('button', { name: /^Love Fan art by artist_1,/ }, { timeout: 8000 })

/**
 * The fan-art pages over two entries. The list answers only after the member's profile (with its X
 * link) has been served, so the tiles never show before the gating knows the profile.
 */
function gallery(profile = memberProfile, signedIn = true) {
  let profileServed: () => void = () => undefined
  const served = new Promise<void>((resolve) => {
    profileServed = resolve
  })
  if (!signedIn) profileServed()
  const service = fanArtService([fanArt(1), fanArt(2)], served)
  server.use(
    ...service.handlers,
    mockCall('getUser', () => {
      profileServed()
      return profile
    }),
    mockCall('getSiteConfigs', siteConfigSingle),
  )
  return service
}

describe('the love control asks at the first missing step', () => {
  it('opens the wallet connect dialog for a visitor without a wallet, and calls nothing', async () => {
    gallery(memberProfile, false)
    const held = heldReaction(() => reactionAnswer(true, 13))
    server.use(held.handler)
    const connect = vi.fn()
    renderApp({ path, connect })
    await userEvent.click(await firstLove())
    expect(connect).toHaveBeenCalledTimes(1)
    expect(held.calls).toEqual([])
    expect(await firstLove()).toHaveAttribute('aria-pressed', 'false')
  })

  it("says 'Please sign signature to continue' to a connected wallet without a session", async () => {
    gallery(memberProfile, false)
    const held = heldReaction(() => reactionAnswer(true, 13))
    server.use(held.handler)
    renderApp({ path, session: { status: 'connected-unsigned', account: memberAccount } })
    await userEvent.click(await firstLove())
    expect(await screen.findByText('Please sign signature to continue')).toBeInTheDocument()
    expect(held.calls).toEqual([])
  })

  it('asks a signed-in member without a linked X account to sign in with X', async () => {
    gallery(emptyProfile(memberAccount))
    const held = heldReaction(() => reactionAnswer(true, 13))
    server.use(held.handler)
    const { router } = renderApp({ path, session: { status: 'signed-in', account: memberAccount } })
    await userEvent.click(await firstLove())
    const prompt = await screen.findByRole('dialog', { name: 'Sign in with X' })
    expect(held.calls).toEqual([])
    await userEvent.click(within(prompt).getByRole('button', { name: 'Sign in with X' }))
    // the X sign-in, coming back to this very page
    expect(startSocialSignIn).toHaveBeenCalledWith(expect.anything(), 'twitter')
    expect(router.state.location.pathname).toBe('/gallery/fan-art')
  })

  it('links the verified X account when the member comes back from the sign-in, and drops the result from the URL', async () => {
    gallery(emptyProfile(memberAccount))
    const linked: unknown[] = []
    server.use(
      mockCall('getPendingSocial', () => ({
        provider: 'twitter' as const,
        providerAccountId: 'x-4242',
        username: 'koi_lover',
        email: null,
      })),
      mockCall('getExistingSocial', () => ({ exists: false })),
      mockCall('updateUserSocial', async ({ request }) => {
        linked.push(await request.json())
        return {
          provider: 'twitter' as const,
          providerAccountId: 'x-4242',
          username: 'koi_lover',
          metadata: { account: memberAccount, username: 'koi_lover' },
        }
      }),
    )
    const { router } = renderApp({
      path: `${path}&social=x`,
      session: { status: 'signed-in', account: memberAccount },
    })
    expect(await screen.findByText('Account linked successfully', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(linked).toEqual([{ provider: 'twitter', providerAccountId: 'x-4242' }])
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('social'))
  })
})

describe('a member with a linked X account', () => {
  const signedIn = { status: 'signed-in', account: memberAccount } as const

  it('sees flag and count change at once, and one call however many clicks land meanwhile', async () => {
    gallery()
    const held = heldReaction(() => reactionAnswer(true, 13))
    server.use(held.handler)
    renderApp({ path, session: signedIn })
    const love = await firstLove()
    await userEvent.click(love)
    await waitFor(() => expect(love).toHaveAttribute('aria-pressed', 'true'))
    expect(love).toHaveAccessibleName(/, 13 loves$/)
    await userEvent.click(love)
    await userEvent.click(love)
    expect(love).toHaveAccessibleName(/, 13 loves$/)
    held.release()
    await waitFor(() => expect(held.calls).toEqual(['fan-art-1']))
    expect(await firstLove()).toHaveAccessibleName(/, 13 loves$/)
  })

  it('keeps the heart busy until their profile is read, then loves at the click, with no X prompt', async () => {
    // the tiles come at once; the profile (with the X link) comes later
    let releaseProfile: () => void = () => undefined
    const profileHeld = new Promise<void>((resolve) => {
      releaseProfile = resolve
    })
    server.use(
      ...fanArtService([fanArt(1), fanArt(2)]).handlers,
      mockCall('getUser', async () => {
        await profileHeld
        return memberProfile
      }),
      mockCall('getSiteConfigs', siteConfigSingle),
    )
    const held = heldReaction(() => reactionAnswer(true, 13))
    server.use(held.handler)
    renderApp({ path, session: signedIn })
    const love = await firstLove()
    expect(love).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(love)
    expect(screen.queryByRole('dialog', { name: 'Sign in with X' })).toBeNull()
    expect(love).toHaveAttribute('aria-pressed', 'false')
    releaseProfile()
    await waitFor(() => expect(love).toHaveAttribute('aria-busy', 'false'))
    await userEvent.click(love)
    await waitFor(() => expect(held.calls).toEqual(['fan-art-1']))
    expect(screen.queryByRole('dialog', { name: 'Sign in with X' })).toBeNull()
    held.release()
  })

  it('rolls flag and count back when the call fails', async () => {
    gallery()
    const held = heldReaction(() => HttpResponse.json({ message: 'login required' }, { status: 401 }))
    server.use(held.handler)
    renderApp({ path, session: signedIn })
    const love = await firstLove()
    await userEvent.click(love)
    await waitFor(() => expect(love).toHaveAccessibleName(/, 13 loves$/))
    held.release()
    await waitFor(() => expect(love).toHaveAccessibleName(/, 12 loves$/))
    expect(love).toHaveAttribute('aria-pressed', 'false')
    expect(held.calls).toEqual(['fan-art-1'])
  })

  it('rolls back and asks to sign in with X when the server says the X account is no longer linked', async () => {
    // the profile read earlier shows X; it was unlinked since (another tab), and the server holds the gate
    gallery()
    const held = heldReaction(() => HttpResponse.json({ message: LINK_X_TO_REACT }, { status: 403 }))
    server.use(held.handler)
    renderApp({ path, session: signedIn })
    const love = await firstLove()
    await userEvent.click(love)
    await waitFor(() => expect(love).toHaveAccessibleName(/, 13 loves$/))
    expect(screen.queryByRole('dialog', { name: 'Sign in with X' })).toBeNull()
    held.release()
    const prompt = await screen.findByRole('dialog', { name: 'Sign in with X' })
    expect(love).toHaveAccessibleName(/, 12 loves$/)
    expect(love).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(within(prompt).getByRole('button', { name: 'Sign in with X' }))
    expect(startSocialSignIn).toHaveBeenCalledWith(expect.anything(), 'twitter')
  })

  it('shows no X prompt for a refusal of another kind', async () => {
    gallery()
    const held = heldReaction(() => HttpResponse.json({ message: 'no fan-art submission fan-art-1' }, { status: 404 }))
    server.use(held.handler)
    renderApp({ path, session: signedIn })
    const love = await firstLove()
    await userEvent.click(love)
    held.release()
    await waitFor(() => expect(held.calls).toEqual(['fan-art-1']))
    await waitFor(() => expect(love).toHaveAccessibleName(/, 12 loves$/))
    expect(screen.queryByRole('dialog', { name: 'Sign in with X' })).toBeNull()
  })
})
