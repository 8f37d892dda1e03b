import { createActor, waitFor } from 'xstate'
import type { ActorLogic, EventObject, Snapshot } from 'xstate'
import { describe, expect, it } from 'vitest'
import { machines } from '../../src/machines/index'

// Each machine is listed once even when several registry entries share it.
const distinct = [...new Map(machines.map((entry) => [entry.machine, entry])).values()]

describe.each(distinct.map((entry) => [entry.machine.id, entry] as const))('%s effects', (flow, entry) => {
  const { actions, actors, guards } = entry.machine.implementations

  it('declares guards that throw, naming the guard, until provided', () => {
    for (const [name, guard] of Object.entries(guards)) {
      expect(() => (guard as () => boolean)()).toThrow(`${flow}: provide guard ${name}`)
    }
  })

  it('declares effect actions that throw, naming the action, until provided', () => {
    const effects = Object.entries(actions).filter(
      ([, action]) => !(typeof action === 'function' && 'type' in action && String(action.type).startsWith('xstate.')),
    )
    for (const [name, action] of effects) {
      expect(() => (action as () => void)()).toThrow(`${flow}: provide action ${name}`)
    }
  })

  it('declares actors that fail, naming the actor, until provided', async () => {
    for (const [name, logic] of Object.entries(actors)) {
      const actor = createActor(logic as ActorLogic<Snapshot<unknown>, EventObject, undefined>, { input: undefined })
      actor.subscribe({ error: () => undefined })
      actor.start()
      const snapshot: Snapshot<unknown> = await waitFor(
        actor,
        (current: Snapshot<unknown>) => current.status === 'error',
      )
      expect(snapshot.status === 'error' ? String(snapshot.error) : snapshot.status).toContain(
        `${flow}: provide actor ${name}`,
      )
    }
  })
})
