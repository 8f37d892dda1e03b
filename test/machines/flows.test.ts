import { describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { simulate } from '../../src/machines/simulation'
import { entry, notices, settle } from './entries'

const send = (event: EventObject) => ({ kind: 'event', event }) as const
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
    expect(simulation.snapshot().matches({ open: 'editing' })).toBe(true)
    simulation.stop()
  })

  it('warns when a field is empty, before anything else', () => {
    const simulation = simulate(profileModal, { guards: { isLoggedIn: true } })
    simulation.apply(open)
    simulation.apply(send({ type: 'field.change', field: 'name', value: '  ' }))
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
    settle(simulation, 'updateProfile', { error: {} })
    expect(notices(simulation).at(-1)).toBe('error: update failed!')
    simulation.stop()
  })
})
