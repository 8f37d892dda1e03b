import { describe, expect, it } from 'vitest'
import { machines } from '../../src/machines/index'
import type { MachineEntry } from '../../src/machines/index'
import { simulate } from '../../src/machines/simulation'

function entry(id: string): MachineEntry {
  const found = machines.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no machine ${id}`)
  return found
}

describe('simulation', () => {
  it('waits on invoked actors and settles them with the given output', () => {
    const simulation = simulate(entry('login'))
    simulation.apply({ kind: 'event', event: { type: 'wallet.connect' } })
    const connected = { type: 'wallet.connected', account: '0xabc', chainId: 11155111 }
    simulation.apply({ kind: 'event', event: connected })
    const [pending] = simulation.pending()
    expect(pending).toMatchObject({ src: 'verifyLogin', input: { chainId: 11155111 } })
    simulation.apply({ kind: 'resolve', invocationId: pending?.id ?? '', output: { loggedIn: true } })
    expect(simulation.snapshot().hasTag('loggedIn')).toBe(true)
    expect(simulation.actions().map((action) => action.name)).toEqual(['openWalletDialog'])
    simulation.stop()
  })

  it('fires the username debounce only once 1500 ms have passed on the simulated clock', () => {
    const simulation = simulate(entry('profileSave'))
    const typed = { type: 'username.change', value: 'sakura_ink' }
    simulation.apply({ kind: 'event', event: typed })
    expect(simulation.pendingDelays()).toEqual([
      { event: 'xstate.after.usernameDebounce.profileSave.username.debouncing', ms: 1500 },
    ])
    simulation.apply({ kind: 'advance', ms: 1499 })
    expect(simulation.snapshot().matches({ username: 'debouncing' })).toBe(true)
    expect(simulation.pendingDelays()[0]?.ms).toBe(1)
    simulation.apply({ kind: 'advance', ms: 1 })
    expect(simulation.snapshot().matches({ username: 'checking' })).toBe(true)
    simulation.stop()
  })

  it("decides a rule guard from the call's result, whatever answer is chosen for it", () => {
    const simulation = simulate(entry('login'), { guards: { isVerified: true } })
    simulation.apply({ kind: 'event', event: { type: 'wallet.connect' } })
    const connected = { type: 'wallet.connected', account: '0xabc', chainId: 11155111 }
    simulation.apply({ kind: 'event', event: connected })
    const [pending] = simulation.pending()
    simulation.apply({ kind: 'resolve', invocationId: pending?.id ?? '', output: { loggedIn: false } })
    expect(simulation.snapshot().hasTag('loggedIn')).toBe(false)
    expect(simulation.guardEvaluations()).toEqual([{ name: 'isVerified', outcome: false }])
    simulation.stop()
  })

  it('steps back by replaying the history without its last step', () => {
    const reaction = entry('reaction')
    const simulation = simulate(reaction, { guards: { hasWallet: true, isLoggedIn: true, hasLinkedX: true } })
    simulation.apply({ kind: 'event', event: { type: 'reaction.toggle' } })
    expect(simulation.snapshot().context).toEqual({ active: true, count: 13 })
    const [pending] = simulation.pending()
    simulation.apply({ kind: 'reject', invocationId: pending?.id ?? '', error: { message: 'Network error' } })
    expect(simulation.snapshot().context).toEqual({ active: false, count: 12 })

    const replayed = simulate(reaction, {
      guards: { hasWallet: true, isLoggedIn: true, hasLinkedX: true },
      steps: simulation.history().slice(0, -1),
    })
    expect(replayed.snapshot().value).toBe('updating')
    expect(replayed.snapshot().context).toEqual({ active: true, count: 13 })
    simulation.stop()
    replayed.stop()
  })

  it('lists the sample events the current state accepts and lets guard answers change', () => {
    const simulation = simulate(entry('reaction'))
    expect(simulation.acceptedEvents()).toEqual([{ type: 'reaction.toggle' }])
    simulation.apply({ kind: 'event', event: { type: 'reaction.toggle' } })
    expect(simulation.actions().map((action) => action.name)).toEqual(['openWalletDialog'])
    simulation.apply({ kind: 'guard', name: 'hasWallet', outcome: true })
    simulation.apply({ kind: 'event', event: { type: 'reaction.toggle' } })
    expect(simulation.actions().at(-1)).toMatchObject({
      name: 'notify',
      params: { kind: 'info', message: 'Please sign signature to continue' },
    })
    expect(simulation.guardEvaluations()).toEqual([
      { name: 'hasWallet', outcome: false },
      { name: 'hasWallet', outcome: true },
      { name: 'isLoggedIn', outcome: false },
    ])
    simulation.stop()
  })
})
