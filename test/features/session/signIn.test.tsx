import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loginMessages } from '../../../src/machines/login/messages'
import {
  createMockServer,
  memberAccount,
  memberProfile,
  mockCall,
  mockError,
  siteConfigSingle,
} from '../../../src/mocks'
import { browserWallet } from '../../../src/features/session'
import { disconnectWallet, signMessage } from '../../../src/services/wallet'
import { testEnv } from '../shell/renderApp'
import { installFakeWallet, type FakeWallet } from './fakeWallet'
import type { MemberSession } from '../../../src/features/session'
import { renderWithSession } from './renderSession'

const server = createMockServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const shortAccount = `${memberAccount.slice(0, 5)}…${memberAccount.slice(-5)}`

/** The auth service as the app sees it: a session exists once a login POST was accepted. */
function authService({ loginStatus = 201 }: { loginStatus?: number } = {}) {
  const state = { loggedIn: false, posted: [] as unknown[], loggedOut: 0 }
  const session = () => ({ account: memberAccount, loggedIn: true, expiresAt: '2030-01-01T00:00:00.000Z' })
  server.use(
    mockCall('getSiteConfigs', siteConfigSingle),
    mockCall('getUser', memberProfile),
    mockCall('getLoginMessage', ({ query }) => ({
      message: `koi.test wants you to sign in with your Ethereum account:\n${query.get('account') ?? ''}`,
      nonce: 'n0nce',
      deadline: Number(query.get('deadline')),
    })),
    mockCall(
      'postLogin',
      async ({ request }) => {
        state.posted.push(await request.json())
        state.loggedIn = loginStatus === 201
        return session()
      },
      { status: loginStatus },
    ),
    mockCall('verifyLogin', () =>
      state.loggedIn ? session() : Response.json({ message: 'not logged in' }, { status: 401 }),
    ),
    mockCall('logout', () => {
      state.loggedIn = false
      state.loggedOut++
      return { loggedIn: false as const }
    }),
  )
  return state
}

let wallet: FakeWallet
let member: MemberSession | undefined
beforeEach(() => {
  wallet = installFakeWallet({ account: memberAccount, chainId: testEnv.chainId })
})
afterEach(() => {
  member?.stop()
  member = undefined
  disconnectWallet()
  wallet.remove()
  server.resetHandlers()
})

async function connectAndSign(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
  await user.click(await screen.findByRole('button', { name: 'Sign' }, { timeout: 3000 }))
}

describe('member sign-in through the login machine', () => {
  it('connects the wallet, signs, and shows the account once signed in', async () => {
    const auth = authService()
    const user = userEvent.setup()
    member = renderWithSession().member
    await connectAndSign(user)

    expect(await screen.findByRole('button', { name: shortAccount })).toHaveAttribute('title', memberAccount)
    expect(auth.posted).toEqual([
      expect.objectContaining({ account: memberAccount, signature: expect.stringMatching(/^0x(ab)+$/) as unknown }),
    ])
    expect(wallet.signatureRequests).toBe(1)
    // the balance reads compact on screen; its title holds the exact figure
    const balance = await screen.findByTitle(`${memberProfile.metadata.currentCoinBalance} GCoins`)
    expect(balance).toHaveAttribute('href', '/swaps')
  })

  it('stays signed out with the info toast when the member declines to sign', async () => {
    const auth = authService()
    wallet.refuseSignatures = true
    const user = userEvent.setup()
    member = renderWithSession().member
    await connectAndSign(user)

    expect(await screen.findByText(loginMessages.signRefused, {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign' })).toBeInTheDocument()
    expect(auth.posted).toEqual([])
  })

  it('shows the failure when the login POST answers anything but 201', async () => {
    const auth = authService({ loginStatus: 200 })
    const user = userEvent.setup()
    member = renderWithSession().member
    await connectAndSign(user)

    expect(await screen.findByText(loginMessages.loginFailed, {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign' })).toBeInTheDocument()
    expect(auth.posted).toHaveLength(1)
  })

  it("shows the auth service's message when it refuses the signature", async () => {
    authService()
    server.use(mockError('postLogin', 400, 'signature does not match the account'))
    const user = userEvent.setup()
    member = renderWithSession().member
    await connectAndSign(user)

    expect(await screen.findByText('signature does not match the account', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign' })).toBeInTheDocument()
  })

  it('logs out on the server and lets the wallet go when the signed-in account is clicked', async () => {
    const auth = authService()
    const user = userEvent.setup()
    member = renderWithSession().member
    await connectAndSign(user)
    await user.click(await screen.findByRole('button', { name: shortAccount }))

    expect(await screen.findByRole('button', { name: 'Connect wallet' })).toBeInTheDocument()
    expect(auth.loggedOut).toBe(1)
    expect(auth.loggedIn).toBe(false)
  })

  it('ends the session when the wallet switches to another account', async () => {
    const auth = authService()
    const user = userEvent.setup()
    member = renderWithSession().member
    await connectAndSign(user)
    await screen.findByRole('button', { name: shortAccount })

    wallet.switchAccount('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(await screen.findByText(loginMessages.sessionEnded, {}, { timeout: 3000 })).toBeInTheDocument()
    await waitFor(() => expect(auth.loggedOut).toBe(1))
    expect(screen.getByRole('button', { name: 'Sign' })).toBeInTheDocument()
  })

  it("keeps the session while the wallet stays on the app's chain, and lets the wallet go when it moves to another", async () => {
    const auth = authService()
    const user = userEvent.setup()
    const storage = window.localStorage
    member = renderWithSession({ storage }).member
    await connectAndSign(user)
    await screen.findByRole('button', { name: shortAccount })
    expect(wallet.listeners('chainChanged')).toBe(1)

    // the wallet says it is on the app's chain: nothing ends
    wallet.switchChain(testEnv.chainId)
    expect(member.actor.getSnapshot().matches({ connected: 'loggedIn' })).toBe(true)
    expect(member.actor.getSnapshot().context.chainId).toBe(testEnv.chainId)

    // on another chain it can no longer sign for the app: the flow ends the connection
    wallet.switchChain(1)
    expect(await screen.findByText(loginMessages.chainLeft, {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument()
    expect(member.actor.getSnapshot().value).toBe('walletDisconnected')
    expect(member.actor.getSnapshot().context).toMatchObject({ account: null, chainId: null })
    // the wallet is let go: its listeners detached, the reload no longer reconnects it
    expect(wallet.listeners('chainChanged')).toBe(0)
    expect(wallet.listeners('accountsChanged')).toBe(0)
    expect(storage.getItem('koi.session.walletConnected')).toBeNull()
    // the server session is left as a disconnect leaves it; connecting again finds it
    expect(auth.loggedOut).toBe(0)
    storage.clear()
  })

  it('finds the cookie session again after a reload of a remembered wallet', async () => {
    const auth = authService()
    auth.loggedIn = true
    const storage = window.localStorage
    storage.setItem('koi.session.walletConnected', '1')
    member = renderWithSession({ storage }).member

    expect(await screen.findByRole('button', { name: shortAccount }, { timeout: 3000 })).toBeInTheDocument()
    expect(wallet.signatureRequests).toBe(0)
    storage.clear()
  })

  it('takes up a remembered account its wallet still holds without a prompt, and opens the wallet to sign', async () => {
    const auth = authService()
    auth.loggedIn = true
    const storage = window.localStorage
    storage.setItem('koi.session.walletConnected', memberAccount)
    member = renderWithSession({ storage, wallet: browserWallet(testEnv, { remembered: memberAccount }) }).member

    expect(await screen.findByRole('button', { name: shortAccount }, { timeout: 3000 })).toBeInTheDocument()
    // asked with eth_accounts only: no connect request, so no wallet code and no prompt
    expect(wallet.accountRequests).toBe(0)
    expect(await signMessage('a later signature')).toMatch(/^0x(ab)+$/)
    expect(wallet.signatureRequests).toBe(1)
    storage.clear()
  })

  it('lets a remembered wallet taken up without its code go when it moves to another network', async () => {
    const auth = authService()
    auth.loggedIn = true
    const storage = window.localStorage
    storage.setItem('koi.session.walletConnected', memberAccount)
    member = renderWithSession({ storage, wallet: browserWallet(testEnv, { remembered: memberAccount }) }).member
    await screen.findByRole('button', { name: shortAccount }, { timeout: 3000 })

    wallet.switchChain(1)
    expect(await screen.findByText(loginMessages.chainLeft, {}, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument()
    expect(wallet.listeners('chainChanged')).toBe(0)
    expect(wallet.listeners('accountsChanged')).toBe(0)
    expect(storage.getItem('koi.session.walletConnected')).toBeNull()
    storage.clear()
  })
})
