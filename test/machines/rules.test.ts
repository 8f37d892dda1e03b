import { describe, expect, it } from 'vitest'
import { messageOf } from '../../src/machines/notice'
import { claimAmountOf } from '../../src/machines/swapClaim/rules'
import { isLocalSaleActive, stageOf } from '../../src/machines/presale/rules'
import { profileUpdateOf } from '../../src/machines/profileSave/payload'
import { socialLinkMessages } from '../../src/machines/socialLink/messages'
import { questStepsMessages } from '../../src/machines/questSteps/messages'

describe('spec rules held by the machines', () => {
  it('turns a claim amount that is not a number into 0', () => {
    expect(claimAmountOf('12.5')).toBe(12.5)
    expect(claimAmountOf('twelve')).toBe(0)
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
