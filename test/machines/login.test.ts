import { describe, expect, it } from 'vitest'
import { loginMessages } from '../../src/machines/login/messages'
import { simulate } from '../../src/machines/simulation'
import { entry } from './entries'

const appChainId = 11155111

/** A login simulated up to a connected wallet whose stored session `loggedIn` or not. */
function connectedLogin(loggedIn: boolean) {
  const simulation = simulate(entry('login'))
  simulation.apply({ kind: 'event', event: { type: 'wallet.connect' } })
  const connected = { type: 'wallet.connected', account: '0xabc', chainId: appChainId }
  simulation.apply({ kind: 'event', event: connected })
  const [check] = simulation.pending()
  simulation.apply({ kind: 'resolve', invocationId: check?.id ?? '', output: { loggedIn } })
  return simulation
}

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

  it("keeps the wallet, and a signed-in session, when the wallet says it is on the app's chain", () => {
    const simulation = connectedLogin(true)
    const sameChain = { type: 'wallet.chainChanged', chainId: appChainId }
    simulation.apply({ kind: 'event', event: sameChain })
    expect(simulation.snapshot().matches({ connected: 'loggedIn' })).toBe(true)
    expect(simulation.snapshot().context).toMatchObject({ account: '0xabc', chainId: appChainId })
    expect(simulation.guardEvaluations().at(-1)).toEqual({ name: 'isAppChain', outcome: true })
    simulation.stop()
  })

  it('ends the connection with a notice when the wallet moves to another chain, signed in or not', () => {
    for (const loggedIn of [true, false]) {
      const simulation = connectedLogin(loggedIn)
      const otherChain = { type: 'wallet.chainChanged', chainId: 1 }
      simulation.apply({ kind: 'event', event: otherChain })
      expect(simulation.snapshot().value).toBe('walletDisconnected')
      expect(simulation.snapshot().context).toMatchObject({ appChainId, account: null, chainId: null })
      expect(simulation.guardEvaluations().at(-1)).toEqual({ name: 'isAppChain', outcome: false })
      const actions = simulation.actions().map((action) => action.name)
      expect(actions.slice(-2)).toEqual(['releaseWallet', 'notify'])
      expect(simulation.actions().at(-1)?.params).toEqual({ kind: 'info', message: loginMessages.chainLeft })
      simulation.stop()
    }
  })
})
