import { describe, expect, it } from 'vitest'
import { simulate } from '../../src/machines/simulation'
import { entry } from './entries'

describe('login', () => {
  it('signs when Sign is pressed while the stored session is still being checked, instead of dropping it', () => {
    const simulation = simulate(entry('login'))
    simulation.apply({ kind: 'event', event: { type: 'wallet.connect' } })
    const connected = { type: 'wallet.connected', account: '0xabc', chainId: 11155111 }
    simulation.apply({ kind: 'event', event: connected })
    expect(simulation.snapshot().matches({ connected: 'checkingSession' })).toBe(true)
    // the navbar already shows Sign for a connected wallet; the session check has not answered
    simulation.apply({ kind: 'event', event: { type: 'login.sign' } })
    expect(simulation.snapshot().matches({ connected: 'fetchingMessage' })).toBe(true)
    expect(simulation.pending().map((invocation) => invocation.src)).toEqual(['fetchSignMessage'])
    simulation.stop()
  })
})
