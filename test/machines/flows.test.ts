import { describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { simulate } from '../../src/machines/simulation'
import { entry, notices, settle } from './entries'

const send = <E extends EventObject>(event: E) => ({ kind: 'event', event }) as const
const running = (simulation: ReturnType<typeof simulate>) => simulation.pending().map((pending) => pending.src)

describe('profileModal', () => {
  const profileModal = entry('profileModal')
  const open = send({ type: 'modal.open' })
  const update = send({ type: 'profile.update' })

  it('tells a member who is not logged in, without calling', () => {
    const simulation = simulate(profileModal)
    simulation.apply(open)
    simulation.apply(update)
    expect(running(simulation)).toEqual([])
    expect(notices(simulation)).toEqual(['error: User not logged in'])
    expect(simulation.snapshot().matches({ open: { update: 'editing' } })).toBe(true)
    simulation.stop()
  })

  it('warns when a field is empty, before anything else', () => {
    const simulation = simulate(profileModal, { guards: { isLoggedIn: true } })
    simulation.apply(open)
    simulation.apply(send({ type: 'name.change', value: '  ' }))
    simulation.apply(update)
    expect(running(simulation)).toEqual([])
    expect(notices(simulation)).toEqual(['warning: All fields are required'])
    simulation.stop()
  })

  it('takes png, jpg and jpeg pictures only, and sends the fields with the picture', () => {
    const simulation = simulate(profileModal, { guards: { isLoggedIn: true } })
    simulation.apply(open)
    simulation.apply(send({ type: 'image.select', fileName: 'koi.gif', mimeType: 'image/gif' }))
    expect(simulation.snapshot().context).toMatchObject({ image: null })
    simulation.apply(send({ type: 'image.select', fileName: 'koi.jpg', mimeType: 'image/jpg' }))
    simulation.apply(update)
    expect(simulation.pending()).toMatchObject([
      { src: 'updateProfile', input: { name: 'Sakura', description: 'Draws koi', image: 'koi.jpg' } },
    ])
    settle(simulation, 'updateProfile', { error: { status: 500 } })
    expect(notices(simulation).at(-1)).toBe('error: update failed!')
    simulation.stop()
  })

  it("says 'file upload failed' when an update with a picture gets no answer, and the server's words when it answers", () => {
    const simulation = simulate(profileModal, { guards: { isLoggedIn: true } })
    simulation.apply(open)
    simulation.apply(send({ type: 'image.select', fileName: 'koi.png', mimeType: 'image/png' }))
    simulation.apply(update)
    settle(simulation, 'updateProfile', { error: { message: 'Failed to fetch' } })
    expect(notices(simulation)).toEqual(['error: file upload failed'])
    simulation.apply({ kind: 'advance', ms: 1000 })
    simulation.apply(update)
    settle(simulation, 'updateProfile', { error: { status: 413, message: 'image must be at most 2 MB' } })
    expect(notices(simulation).at(-1)).toBe('error: image must be at most 2 MB')
    simulation.stop()
  })

  it("cancels an upload on its way with the warning 'file upload aborted', and stops the update", () => {
    const simulation = simulate(profileModal, { guards: { isLoggedIn: true } })
    simulation.apply(open)
    // without a picture there is no upload to cancel
    simulation.apply(update)
    simulation.apply(send({ type: 'upload.cancel' }))
    expect(running(simulation)).toEqual(['updateProfile'])
    settle(simulation, 'updateProfile', { output: undefined })
    simulation.apply({ kind: 'advance', ms: 1000 })
    simulation.apply(send({ type: 'image.select', fileName: 'koi.png', mimeType: 'image/png' }))
    simulation.apply(update)
    expect(running(simulation)).toEqual(['updateProfile'])
    simulation.apply(send({ type: 'upload.cancel' }))
    expect(running(simulation)).toEqual([])
    expect(notices(simulation)).toEqual(['warning: file upload aborted'])
    expect(simulation.snapshot().hasTag('refresh')).toBe(true)
    simulation.stop()
  })
})

describe('artClaim', () => {
  const artClaim = entry('artClaim')
  const free = send({ type: 'claim.request', pieceId: 'p1', claimedBy: null })
  const unclaimedStatus = { output: { hasClaimed: false, claimsCount: 3, claimThreshold: 100 } }
  const claimedStatus = { output: { hasClaimed: true, claimsCount: 4, claimThreshold: 100 } }

  it('makes no call to claim or release for a member who is not logged in', () => {
    const simulation = simulate(artClaim)
    settle(simulation, 'fetchClaimStatus', unclaimedStatus)
    simulation.apply(free)
    expect(running(simulation)).toEqual([])
    expect(simulation.snapshot().value).toBe('unclaimed')

    const holding = simulate(artClaim)
    settle(holding, 'fetchClaimStatus', claimedStatus)
    holding.apply(send({ type: 'claim.release' }))
    expect(running(holding)).toEqual([])
    expect(holding.snapshot().value).toBe('claimed')
    expect([...notices(simulation), ...notices(holding)]).toEqual([])
    simulation.stop()
    holding.stop()
  })

  it('claims a free piece, and refuses a released piece another member has taken since', () => {
    const simulation = simulate(artClaim, { guards: { isLoggedIn: true } })
    settle(simulation, 'fetchClaimStatus', unclaimedStatus)
    simulation.apply(
      send({ type: 'claim.request', pieceId: 'p2', claimedBy: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F' }),
    )
    expect(running(simulation)).toEqual([])
    // the member's own account in another case is not another member
    simulation.apply(
      send({ type: 'claim.request', pieceId: 'p2', claimedBy: '0x8BA1F109551BD432803012645AC136DDD64DBA72' }),
    )
    expect(simulation.pending()).toMatchObject([{ src: 'claimPiece', input: { pieceId: 'p2' } }])
    settle(simulation, 'claimPiece', { error: {} })
    expect(notices(simulation)).toEqual([
      'error: This piece has been claimed by another artist',
      'loading: Processing claim in progress...',
      'error: Please try again later!',
    ])
    simulation.stop()
  })

  it('enters the contest only once a piece is claimed, as the status read says', () => {
    const simulation = simulate(artClaim, { guards: { isLoggedIn: true } })
    settle(simulation, 'fetchClaimStatus', claimedStatus)
    simulation.apply(send({ type: 'contest.enter' }))
    expect(simulation.actions().map((action) => action.name)).toEqual(['openSubmission'])
    simulation.stop()
  })
})

describe('questSteps', () => {
  const questSteps = entry('questSteps')
  const progress = (update: Partial<{ walletConnected: boolean; loggedIn: boolean; xUsername: string }>) =>
    send({
      type: 'progress.update',
      progress: { walletConnected: false, loggedIn: false, xUsername: null, discordUsername: null, ...update },
    })
  const started = (simulation: ReturnType<typeof simulate>) =>
    simulation
      .actions()
      .filter((action) => action.name === 'startStepFlow')
      .map((action) => (action.params as { step: string }).step)

  it("runs only the current step's action: a later or finished step's start is ignored", () => {
    const simulation = simulate(questSteps)
    simulation.apply(send({ type: 'step.start', step: 'linkDiscord' }))
    simulation.apply(send({ type: 'step.start', step: 'sign' }))
    simulation.apply(send({ type: 'step.start', step: 'connect' }))
    expect(started(simulation)).toEqual(['connect'])
    simulation.apply(progress({ walletConnected: true, loggedIn: true }))
    expect(simulation.snapshot().value).toBe('linkX')
    simulation.apply(send({ type: 'step.start', step: 'connect' }))
    simulation.apply(send({ type: 'step.start', step: 'linkX' }))
    expect(started(simulation)).toEqual(['connect', 'linkX'])
    simulation.stop()
  })

  it('starts nothing once every step is done', () => {
    const simulation = simulate(questSteps)
    simulation.apply(
      send({
        type: 'progress.update',
        progress: { walletConnected: true, loggedIn: true, xUsername: 'sakura_ink', discordUsername: 'sakura_koi' },
      }),
    )
    expect(simulation.snapshot().hasTag('complete')).toBe(true)
    for (const step of ['connect', 'sign', 'linkX', 'linkDiscord']) simulation.apply(send({ type: 'step.start', step }))
    expect(started(simulation)).toEqual([])
    simulation.stop()
  })
})

describe('socialLink', () => {
  const socialLink = entry('socialLink')
  const session = {
    provider: 'discord',
    providerAccountId: '80351110224678912',
    email: 'sakura@koi.example',
    username: 'sakura.ink',
    credentials: { token_type: 'Bearer', type: 'oauth', expires_at: 1, access_token: 'a', refresh_token: 'r' },
  }
  const appeared = send({ type: 'session.appeared', session })

  it('does not unlink for a member who is not logged in: no call, the sign prompt', () => {
    const simulation = simulate(socialLink)
    simulation.apply(send({ type: 'social.unlink', provider: 'twitter' }))
    expect(running(simulation)).toEqual([])
    expect(notices(simulation)).toEqual(['info: Please sign signature to continue'])
    simulation.stop()
  })

  it('unlinks a logged-in member, naming the provider, and swallows a failure', () => {
    const simulation = simulate(socialLink, { guards: { isLoggedIn: true } })
    simulation.apply(send({ type: 'social.unlink', provider: 'twitter' }))
    settle(simulation, 'unlinkAccount', { output: undefined })
    expect(notices(simulation)).toEqual(['success: X account disconnected successfully!'])
    simulation.apply({ kind: 'advance', ms: 1000 })
    simulation.apply(send({ type: 'social.unlink', provider: 'discord' }))
    settle(simulation, 'unlinkAccount', { error: { message: 'Network error' } })
    expect(notices(simulation)).toHaveLength(1)
    simulation.stop()
  })

  it('links nothing without a logged-in member or without a username', () => {
    const loggedOut = simulate(socialLink)
    loggedOut.apply(appeared)
    const noUsername = simulate(socialLink, { guards: { isLoggedIn: true } })
    noUsername.apply(send({ type: 'session.appeared', session: { ...session, username: ' ' } }))
    for (const simulation of [loggedOut, noUsername]) {
      expect(running(simulation)).toEqual([])
      expect(notices(simulation)).toEqual([])
      simulation.stop()
    }
  })

  it('says the account is already linked when the check answers so', () => {
    const simulation = simulate(socialLink, { guards: { isLoggedIn: true } })
    simulation.apply(appeared)
    settle(simulation, 'checkExistingLink', { output: true })
    expect(running(simulation)).toEqual([])
    expect(notices(simulation)).toEqual(['info: Discord account is already linked'])
    simulation.stop()
  })

  it("shows the server's message or 'Failed to link account' when the update answers without linking", () => {
    const simulation = simulate(socialLink, { guards: { isLoggedIn: true } })
    simulation.apply(appeared)
    settle(simulation, 'checkExistingLink', { output: false })
    settle(simulation, 'linkAccount', { output: { status: 200, message: 'Social account belongs to another member' } })
    simulation.apply(appeared)
    settle(simulation, 'checkExistingLink', { output: false })
    settle(simulation, 'linkAccount', { output: { status: 400 } })
    expect(notices(simulation)).toEqual([
      'error: Social account belongs to another member',
      'error: Failed to link account',
    ])
    simulation.stop()
  })

  it("says 'Failed to link account. Please try again later.' when the update call fails, and links on 201", () => {
    const simulation = simulate(socialLink, { guards: { isLoggedIn: true } })
    simulation.apply(appeared)
    // a failed existing-link read counts as not linked: the update decides
    settle(simulation, 'checkExistingLink', { error: { message: 'Network error' } })
    settle(simulation, 'linkAccount', { error: { message: 'Request failed with status code 500' } })
    simulation.apply(appeared)
    settle(simulation, 'checkExistingLink', { output: false })
    settle(simulation, 'linkAccount', { output: { status: 201 } })
    expect(notices(simulation)).toEqual([
      'error: Failed to link account. Please try again later.',
      'success: Account linked successfully',
    ])
    expect(simulation.snapshot().hasTag('refresh')).toBe(true)
    simulation.stop()
  })
})

describe('one-shot tasks', () => {
  const start = send({ type: 'task.start' })
  const run = (id: string, result: { output: unknown } | { error: unknown }) => {
    const simulation = simulate(entry(id), { guards: { isAllowed: true } })
    simulation.apply(start)
    settle(simulation, 'runTask', result)
    const said = notices(simulation)
    simulation.stop()
    return said
  }

  it("vault download: always 'Downloaded successfully!' on success; the server's message or the fallback on failure", () => {
    expect(run('vaultDownload', { output: { message: 'File ready' } })).toEqual([
      'loading: Download Vault Asset...',
      'success: Downloaded successfully!',
    ])
    expect(run('vaultDownload', { error: { message: 'Asset not found' } })).toEqual([
      'loading: Download Vault Asset...',
      'error: Asset not found',
    ])
    expect(run('vaultDownload', { error: {} }).at(-1)).toBe('error: Please try again later!')
  })

  it("beta access: the server's message, or the spec's success and failure texts", () => {
    expect(run('betaAccess', { output: { message: 'Welcome aboard' } })).toEqual([
      'loading: Processing registration as beta tester...',
      'success: Welcome aboard',
    ])
    expect(run('betaAccess', { output: {} }).at(-1)).toBe('success: Successfully registered as beta tester')
    expect(run('betaAccess', { error: { message: 'Already registered' } }).at(-1)).toBe('error: Already registered')
    expect(run('betaAccess', { error: {} }).at(-1)).toBe('error: Failed to register as beta tester')
  })

  it('shield download: no loading or success toast, and no spec text borrowed', () => {
    expect(run('shieldDownload', { output: undefined })).toEqual([])
    expect(run('shieldDownload', { error: { message: 'Download failed' } })).toEqual(['error: Shield download failed'])
  })

  it('says what the spec says when a task is not allowed, and makes no call', () => {
    const said = ['vaultDownload', 'betaAccess', 'shieldDownload'].map((id) => {
      const simulation = simulate(entry(id))
      simulation.apply(start)
      expect(running(simulation)).toEqual([])
      const result = notices(simulation)
      simulation.stop()
      return result
    })
    expect(said).toEqual([['info: Please sign signature to continue'], [], []])
  })
})

describe('swapClaim', () => {
  const swapClaim = entry('swapClaim')
  const limits = (nextClaimTimestamp: number) => ({
    output: { nextClaimTimestamp, claimPeriod: 86400, maxClaim: '1', claimedAmount: '0' },
  })

  it('is too early exactly while nextClaimTimestamp is ahead of the clock', () => {
    const early = simulate(swapClaim)
    settle(early, 'readClaimLimits', limits(1767225600 + 1))
    settle(early, 'fetchMaxClaimable', { output: 250 })
    expect(early.snapshot().hasTag('tooEarly')).toBe(true)
    const due = simulate(swapClaim)
    settle(due, 'readClaimLimits', limits(1767225600))
    settle(due, 'fetchMaxClaimable', { output: 250 })
    expect(due.snapshot().value).toBe('editing')
    early.stop()
    due.stop()
  })

  it('holds the amount to the maximum claimable, and verifies from the answer', () => {
    const simulation = simulate(swapClaim)
    settle(simulation, 'readClaimLimits', limits(0))
    settle(simulation, 'fetchMaxClaimable', { output: 250 })
    simulation.apply(send({ type: 'amount.change', value: '250.5' }))
    simulation.apply(send({ type: 'claim.submit' }))
    expect(simulation.snapshot().hasTag('overMaximum')).toBe(true)
    simulation.apply(send({ type: 'amount.change', value: '250' }))
    simulation.apply(send({ type: 'claim.submit' }))
    settle(simulation, 'fetchClaimSignature', {
      output: { signature: '0x1', tokenId: '1', amountWei: '250', deadline: 1 },
    })
    settle(simulation, 'writeClaim', { output: '0xabc' })
    settle(simulation, 'waitForReceipt', { output: undefined })
    settle(simulation, 'verifyClaim', { output: { authenticated: false } })
    expect(notices(simulation).at(-1)).toBe('error: User not authenticated!')
    simulation.stop()
  })
})
