import { and, not, or, stateIn } from 'xstate'
import { describe, expect, it } from 'vitest'
import { describeGuard } from '../../../src/features/flows/model/describeEffect'

/** What a production build does to function names. */
function minified<T extends object>(guard: T): T {
  Object.defineProperty(guard, 'name', { value: 't' })
  return guard
}

describe('guard labels on the diagram', () => {
  it('read named guards and the higher-order ones', () => {
    expect(describeGuard('isLoggedIn')).toBe('isLoggedIn')
    expect(describeGuard({ type: 'isUsernameTaken', params: { answer: true } })).toBe('isUsernameTaken')
    expect(describeGuard(stateIn('#profileSave.username.available'))).toBe('in "#profileSave.username.available"')
    expect(describeGuard(not(and(['hasWallet', or(['isLoggedIn', 'isGuest'])])))).toBe(
      '!(hasWallet && (isLoggedIn || isGuest))',
    )
    expect(describeGuard(or([not('hasWallet'), 'isLoggedIn']))).toBe('!hasWallet || isLoggedIn')
  })

  it('stay the same in a production build, whose function names are shortened', () => {
    expect(describeGuard(minified(stateIn('#profileSave.username.available')))).toBe(
      'in "#profileSave.username.available"',
    )
    expect(describeGuard(minified(not(minified(and(['hasWallet', 'isLoggedIn'])))))).toBe('!(hasWallet && isLoggedIn)')
  })
})
