import { describe, expect, it } from 'vitest'
import { messageOf } from '../../src/machines/notice'
import { claimEventOf, hasClaimedPiece, isTakenByAnother } from '../../src/machines/artClaim/rules'
import { hasStatus, isAppChain, isSignatureRefusal, isVerifiedAnswer } from '../../src/machines/login/rules'
import { isTaskAllowed, resultMessage } from '../../src/machines/oneShotTask/rules'
import { oneShotTasks } from '../../src/machines/oneShotTask/tasks'
import { isLocalSaleActive, stageOf } from '../../src/machines/presale/rules'
import { hasAllFields, isImageTypeAllowed } from '../../src/machines/profileModal/rules'
import { profileUpdateOf } from '../../src/machines/profileSave/payload'
import {
  isSameAsCurrentUsername,
  isSaveAccepted,
  isUsernameEmpty,
  isUsernameLengthValid,
  isUsernameTakenAnswer,
} from '../../src/machines/profileSave/rules'
import { questStepsMessages } from '../../src/machines/questSteps/messages'
import {
  currentQuestStep,
  isConnectDone,
  isCurrentQuestStep,
  isDiscordPending,
  isLinkDiscordDone,
  isLinkXDone,
  isSignDone,
  questStepStatuses,
} from '../../src/machines/questSteps/rules'
import { hasLinkedX, isLinkRequired, toggledReaction } from '../../src/machines/reaction/rules'
import type { ProviderSession } from '../../src/machines/socialLink/events'
import { socialLinkMessages } from '../../src/machines/socialLink/messages'
import { hasProviderAndUsername, isAlreadyLinkedAnswer, isLinkCreated } from '../../src/machines/socialLink/rules'
import {
  claimAmountOf,
  isAmountMissing,
  isAuthenticatedAnswer,
  isOverMaximum,
  isTooEarly,
} from '../../src/machines/swapClaim/rules'

describe('spec rules held by the machines', () => {
  it('turns a claim amount that is not a number into 0', () => {
    expect(claimAmountOf('12.5')).toBe(12.5)
    expect(claimAmountOf('twelve')).toBe(0)
  })

  it('has no claim amount until it is a positive number', () => {
    expect([claimAmountOf(''), claimAmountOf('twelve'), -3, Number.NaN].map(isAmountMissing)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect([0.01, 12.5].map(isAmountMissing)).toEqual([false, false])
  })

  it('maps presale stages 0, 1, 2 and activates a local sale only with a stage and a positive price', () => {
    expect([0, 1, 2, 7].map(stageOf)).toEqual(['none', 'whitelist', 'presale', 'none'])
    expect(isLocalSaleActive('presale', '50000000000000000')).toBe(true)
    expect(isLocalSaleActive('whitelist', '0')).toBe(false)
    expect(isLocalSaleActive('none', '10')).toBe(false)
  })

  it('sends only the non-empty profile fields', () => {
    const draft = { username: 'sakura_ink', biography: ' ', url: '', location: 'Kyoto', guardianId: '', image: '' }
    expect(profileUpdateOf(draft)).toEqual({ username: 'sakura_ink', location: 'Kyoto' })
  })

  it("shows the server's message, or the fallback when there is none", () => {
    expect(messageOf({ message: 'Piece already claimed' }, 'Please try again later!')).toBe('Piece already claimed')
    expect(messageOf({}, 'Please try again later!')).toBe('Please try again later!')
    expect(messageOf(new Error(''), 'Please try again later!')).toBe('Please try again later!')
  })

  it('names the provider in the social toasts and the product in the congratulation', () => {
    expect(socialLinkMessages.alreadyLinked('twitter')).toBe('X account is already linked')
    expect(socialLinkMessages.alreadyLinked('discord')).toBe('Discord account is already linked')
    expect(socialLinkMessages.disconnected('twitter')).toBe('X account disconnected successfully!')
    expect(questStepsMessages.congratulation('Koi')).toBe('Play to Earn, Play to Win with Koi')
  })
})

describe('profile save rules', () => {
  it('does not check an empty or blank username', () => {
    expect(isUsernameEmpty('')).toBe(true)
    expect(isUsernameEmpty('   ')).toBe(true)
    expect(isUsernameEmpty('k')).toBe(false)
  })

  it('takes usernames of 2 to 24 characters, counting characters as the member sees them', () => {
    expect(isUsernameLengthValid('k')).toBe(false)
    expect(isUsernameLengthValid('ko')).toBe(true)
    expect(isUsernameLengthValid('k'.repeat(24))).toBe(true)
    expect(isUsernameLengthValid('k'.repeat(25))).toBe(false)
    expect(isUsernameLengthValid('🐟'.repeat(24))).toBe(true)
    expect(isUsernameLengthValid('🐟')).toBe(false)
  })

  it('counts the current username in another case as taken', () => {
    expect(isSameAsCurrentUsername('SAKURA', 'Sakura')).toBe(true)
    expect(isSameAsCurrentUsername('sakura', 'Sakura')).toBe(true)
    expect(isSameAsCurrentUsername('sakura_ink', 'Sakura')).toBe(false)
    expect(isSameAsCurrentUsername('sakura', '')).toBe(false)
  })

  it('reads a truthy availability answer as taken, and only status true as saved', () => {
    expect([true, 1, 'yes', false, 0, null, undefined].map(isUsernameTakenAnswer)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ])
    expect(isSaveAccepted({ status: true, message: 'Profile updated' })).toBe(true)
    expect(isSaveAccepted({ status: false, message: 'Profile updated' })).toBe(false)
  })
})

describe('profile modal rules', () => {
  it('needs both name and description', () => {
    expect(hasAllFields({ name: 'Sakura', description: 'Draws koi' })).toBe(true)
    expect(hasAllFields({ name: '', description: 'Draws koi' })).toBe(false)
    expect(hasAllFields({ name: 'Sakura', description: '  ' })).toBe(false)
  })

  it('takes image/png, image/jpg and image/jpeg only', () => {
    expect(['image/png', 'image/jpg', 'image/jpeg', 'IMAGE/PNG'].map((type) => isImageTypeAllowed(type))).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(
      ['image/gif', 'image/webp', 'image/svg+xml', 'application/pdf', ''].some((type) => isImageTypeAllowed(type)),
    ).toBe(false)
  })
})

describe('quest step rules', () => {
  const none = { walletConnected: false, loggedIn: false, xUsername: null, discordUsername: null }

  it('marks Connect, Sign and Link X done as the spec says', () => {
    expect(isConnectDone({ ...none, walletConnected: true })).toBe(true)
    expect(isSignDone({ ...none, walletConnected: true })).toBe(false)
    expect(isSignDone({ ...none, walletConnected: true, loggedIn: true })).toBe(true)
    // an X username left from an ended session does not count: Link X needs a logged-in member
    expect(isLinkXDone({ ...none, xUsername: 'sakura_ink' })).toBe(false)
    expect(isLinkXDone({ ...none, loggedIn: true, xUsername: '' })).toBe(false)
    expect(isLinkXDone({ ...none, loggedIn: true, xUsername: 'sakura_ink' })).toBe(true)
  })

  it('makes Link Discord a step only where configured', () => {
    const linked = { ...none, walletConnected: true, loggedIn: true, xUsername: 'x', discordUsername: 'd' }
    expect(isLinkDiscordDone(linked)).toBe(true)
    expect(isDiscordPending({ ...linked, discordUsername: null }, true)).toBe(true)
    expect(isDiscordPending({ ...linked, discordUsername: null }, false)).toBe(false)
    expect(isDiscordPending(linked, true)).toBe(false)
    expect(questStepStatuses(linked, false).map(([id]) => id)).toEqual(['connect', 'sign', 'linkX'])
    expect(questStepStatuses({ ...linked, discordUsername: null }, true)).toEqual([
      ['connect', true],
      ['sign', true],
      ['linkX', true],
      ['linkDiscord', false],
    ])
  })

  it('lets only the first unfinished step start', () => {
    const signed = { ...none, walletConnected: true, loggedIn: true }
    expect(currentQuestStep(none, true)).toBe('connect')
    expect(currentQuestStep({ ...none, walletConnected: true }, true)).toBe('sign')
    expect(currentQuestStep(signed, true)).toBe('linkX')
    expect(currentQuestStep({ ...signed, xUsername: 'x' }, true)).toBe('linkDiscord')
    expect(currentQuestStep({ ...signed, xUsername: 'x' }, false)).toBeNull()
    expect(currentQuestStep({ ...signed, xUsername: 'x', discordUsername: 'd' }, true)).toBeNull()
    // Discord linked before X: X is still the step to do
    expect(currentQuestStep({ ...signed, discordUsername: 'd' }, true)).toBe('linkX')
    expect(isCurrentQuestStep('linkDiscord', none, true)).toBe(false)
    expect(isCurrentQuestStep('connect', none, true)).toBe(true)
    expect(isCurrentQuestStep('connect', { ...none, walletConnected: true }, true)).toBe(false)
  })
})

describe('reaction rules', () => {
  it('flips the flag and moves the count with it, never below zero', () => {
    expect(toggledReaction({ active: false, count: 12 })).toEqual({ active: true, count: 13 })
    expect(toggledReaction({ active: true, count: 13 })).toEqual({ active: false, count: 12 })
    expect(toggledReaction({ active: true, count: 0 })).toEqual({ active: false, count: 0 })
    expect(toggledReaction(toggledReaction({ active: false, count: 5 }))).toEqual({ active: false, count: 5 })
  })

  it('counts an X username as a linked X account', () => {
    expect([hasLinkedX('sakura_ink'), hasLinkedX(''), hasLinkedX(' '), hasLinkedX(null)]).toEqual([
      true,
      false,
      false,
      false,
    ])
  })

  it('reads a refusal as asking for X only when the feature recognised the server’s reason', () => {
    expect(isLinkRequired({ reason: 'linkRequired', message: 'Link your X account to love a submission' })).toBe(true)
    expect(isLinkRequired(new Error('Link your X account to love a submission'))).toBe(false)
    expect([isLinkRequired({ message: 'login required' }), isLinkRequired(null), isLinkRequired('x')]).toEqual([
      false,
      false,
      false,
    ])
  })
})

describe('art claim rules', () => {
  const me = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

  it('refuses a piece another member holds, and not one that is free or the member’s own', () => {
    expect(isTakenByAnother('0x71C7656EC7ab88b098defB751B7401B5f6d8976F', me)).toBe(true)
    expect(isTakenByAnother(null, me)).toBe(false)
    expect(isTakenByAnother(me.toLowerCase(), me)).toBe(false)
  })

  it('has a claimed piece only when the status says so', () => {
    expect(hasClaimedPiece(null)).toBe(false)
    expect(hasClaimedPiece({ hasClaimed: false, claimsCount: 3, claimThreshold: 100 })).toBe(false)
    expect(hasClaimedPiece({ hasClaimed: true, claimsCount: 3, claimThreshold: 100 })).toBe(true)
  })

  it('hears a live change as the member’s own claim or release, or as another member’s', () => {
    const other = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
    const change = (claimedBy: string | null, releasedBy: string | null) => ({ pieceId: 'p1', claimedBy, releasedBy })
    expect(claimEventOf(change(me.toLowerCase(), null), me)).toEqual({ type: 'member.claimed', pieceId: 'p1' })
    expect(claimEventOf(change(null, me.toLowerCase()), me)).toEqual({ type: 'member.released', pieceId: 'p1' })
    expect(claimEventOf(change(other, null), me)).toEqual({ type: 'piece.changed', pieceId: 'p1', claimedBy: other })
    expect(claimEventOf(change(null, other), me)).toEqual({ type: 'piece.changed', pieceId: 'p1', claimedBy: null })
    // a visitor has no claims of their own
    expect(claimEventOf(change(other, null), '')).toEqual({ type: 'piece.changed', pieceId: 'p1', claimedBy: other })
  })
})

describe('social link rules', () => {
  const session: ProviderSession = {
    provider: 'twitter',
    providerAccountId: '1',
    email: 'sakura@koi.example',
    username: 'sakura_ink',
  }

  it('links only with a known provider and a username', () => {
    expect(hasProviderAndUsername(session)).toBe(true)
    expect(hasProviderAndUsername({ ...session, username: ' ' })).toBe(false)
    expect(hasProviderAndUsername({ ...session, provider: 'github' as ProviderSession['provider'] })).toBe(false)
  })

  it('reads a truthy existing-link answer as already linked, and only 201 as linked', () => {
    expect([true, { provider: 'twitter' }, false, null].map(isAlreadyLinkedAnswer)).toEqual([true, true, false, false])
    expect([201, 200, 400].map(isLinkCreated)).toEqual([true, false, false])
  })
})

describe('one-shot task rules', () => {
  it("uses the server's message only where the spec says so", () => {
    const { vaultDownload, betaAccess } = oneShotTasks
    expect(resultMessage(vaultDownload.success, { message: 'File ready' })).toBe('Downloaded successfully!')
    expect(resultMessage(vaultDownload.failure, { message: 'Asset not found' })).toBe('Asset not found')
    expect(resultMessage(vaultDownload.failure, undefined)).toBe('Please try again later!')
    expect(resultMessage(betaAccess.success, { message: 'Welcome' })).toBe('Welcome')
    expect(resultMessage(betaAccess.success, {})).toBe('Successfully registered as beta tester')
    expect(resultMessage(betaAccess.failure, {})).toBe('Failed to register as beta tester')
  })

  it('needs a logged-in member, and the shield owned for a shield download', () => {
    expect(isTaskAllowed('vaultDownload', { loggedIn: true })).toBe(true)
    expect(isTaskAllowed('betaAccess', { loggedIn: false })).toBe(false)
    expect(isTaskAllowed('shieldDownload', { loggedIn: true })).toBe(false)
    expect(isTaskAllowed('shieldDownload', { loggedIn: true, ownsShield: true })).toBe(true)
    expect(isTaskAllowed('shieldDownload', { loggedIn: false, ownsShield: true })).toBe(false)
  })
})

describe('swap claim rules', () => {
  const limits = { nextClaimTimestamp: 1000, claimPeriod: 86400, maxClaim: '1', claimedAmount: '0' }

  it('is too early while the next claim time is ahead', () => {
    expect(isTooEarly(limits, 999)).toBe(true)
    expect(isTooEarly(limits, 1000)).toBe(false)
    expect(isTooEarly(null, 0)).toBe(false)
  })

  it('holds the amount to the maximum claimable in USD, and reads the verify answer', () => {
    expect(isOverMaximum(250.01, 250)).toBe(true)
    expect(isOverMaximum(250, 250)).toBe(false)
    expect(isOverMaximum(1e9, null)).toBe(false)
    expect(isAuthenticatedAnswer({ authenticated: true })).toBe(true)
    expect(isAuthenticatedAnswer({ authenticated: false })).toBe(false)
  })
})

describe('login rules', () => {
  it('accepts only the expected status and a logged-in verify answer', () => {
    expect(hasStatus(201, 201)).toBe(true)
    expect(hasStatus(200, 201)).toBe(false)
    expect(isVerifiedAnswer({ loggedIn: true })).toBe(true)
    expect(isVerifiedAnswer({ loggedIn: false })).toBe(false)
  })

  it("keeps a wallet only on the app's own chain", () => {
    expect(isAppChain(11155111, 11155111)).toBe(true)
    expect(isAppChain(1, 11155111)).toBe(false)
  })

  it('recognises a refusal to sign anywhere in the cause chain, and nothing else', () => {
    expect(isSignatureRefusal({ code: 4001 })).toBe(true)
    expect(isSignatureRefusal({ name: 'UserRejectedRequestError', cause: { cause: { code: 4001 } } })).toBe(true)
    expect(isSignatureRefusal({ code: -32603 })).toBe(false)
    expect(isSignatureRefusal(new Error('User rejected'))).toBe(false)
    expect(isSignatureRefusal(null)).toBe(false)
  })
})
