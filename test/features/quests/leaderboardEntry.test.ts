import { describe, expect, it } from 'vitest'
import { pointsText, sameAccount, starsOf } from '../../../src/features/quests/leaderboard/entryView'

describe('a leaderboard entry as shown', () => {
  it('shows min(totalClaimsCount, 5) stars', () => {
    expect([0, 1, 4, 5, 6, 40].map(starsOf)).toEqual([0, 1, 4, 5, 5, 5])
  })

  it('rounds points to 2 decimals', () => {
    expect(pointsText(24968.184)).toBe('24,968.18')
    expect(pointsText(24159.5)).toBe('24,159.5')
    expect(pointsText(1.005 + 0.0001)).toBe('1.01')
    expect(pointsText(7)).toBe('7')
  })

  it('finds the member’s own row whatever the address case', () => {
    expect(sameAccount('0xAbC', '0xabc')).toBe(true)
    expect(sameAccount('0xAbC', null)).toBe(false)
  })
})
