import { describe, expect, it } from 'vitest'
import { simulate } from '../../src/machines/simulation'
import { entry, notices, settle } from './entries'

const profileSave = entry('profileSave')
const loggedIn = { guards: { isLoggedIn: true } }
const type = (value: string) => ({ kind: 'event', event: { type: 'username.change', value } }) as const
const save = { kind: 'event', event: { type: 'profile.save' } } as const
const debounce = { kind: 'advance', ms: 1500 } as const
const running = (simulation: ReturnType<typeof simulate>) => simulation.pending().map((pending) => pending.src)

describe('profileSave: saving waits for the username check and is blocked unless the name is available', () => {
  it('holds a save asked for during the debounce, then sends the name once checked available', () => {
    const simulation = simulate(profileSave, loggedIn)
    simulation.apply(type('sakura_ink'))
    simulation.apply(save)
    expect(simulation.snapshot().hasTag('awaitingUsername')).toBe(true)
    expect(running(simulation)).toEqual([])
    simulation.apply(debounce)
    expect(running(simulation)).toEqual(['checkUsernameAvailability'])
    settle(simulation, 'checkUsernameAvailability', { output: false })
    expect(simulation.pending()).toMatchObject([{ src: 'saveProfile', input: { username: 'sakura_ink' } }])
    expect(notices(simulation)).toEqual(['loading: setting site data...'])
    simulation.stop()
  })

  it('drops a held save silently when the check says the name is taken', () => {
    const simulation = simulate(profileSave, loggedIn)
    simulation.apply(type('sakura_ink'))
    simulation.apply(debounce)
    simulation.apply(save)
    expect(simulation.snapshot().matches({ username: 'checking', save: 'awaitingUsername' })).toBe(true)
    settle(simulation, 'checkUsernameAvailability', { output: true })
    expect(simulation.snapshot().matches({ username: 'taken', save: 'idle' })).toBe(true)
    expect(running(simulation)).toEqual([])
    expect(notices(simulation)).toEqual([])
    simulation.stop()
  })

  it('blocks the current username typed in another case, without asking the server', () => {
    const simulation = simulate(profileSave, loggedIn)
    simulation.apply(type('SAKURA'))
    simulation.apply(save)
    simulation.apply(debounce)
    expect(simulation.snapshot().matches({ username: 'taken', save: 'idle' })).toBe(true)
    simulation.apply(save)
    expect(running(simulation)).toEqual([])
    expect(notices(simulation)).toEqual([])
    simulation.stop()
  })

  it('blocks a name of the wrong length', () => {
    const simulation = simulate(profileSave, loggedIn)
    simulation.apply(type('k'))
    simulation.apply(debounce)
    simulation.apply(save)
    expect(simulation.snapshot().matches({ username: 'invalid', save: 'idle' })).toBe(true)
    simulation.apply(type('a'.repeat(25)))
    simulation.apply(save)
    simulation.apply(debounce)
    expect(simulation.snapshot().matches({ username: 'invalid', save: 'idle' })).toBe(true)
    expect(running(simulation)).toEqual([])
    simulation.stop()
  })

  it('asks again when the check failed, and saves only once the answer is available', () => {
    const simulation = simulate(profileSave, loggedIn)
    simulation.apply(type('sakura_ink'))
    simulation.apply(debounce)
    settle(simulation, 'checkUsernameAvailability', { error: { message: 'Network error' } })
    simulation.apply(save)
    expect(running(simulation)).toEqual(['checkUsernameAvailability'])
    settle(simulation, 'checkUsernameAvailability', { error: { message: 'Network error' } })
    expect(simulation.snapshot().matches({ username: 'unchecked', save: 'idle' })).toBe(true)
    simulation.apply(save)
    settle(simulation, 'checkUsernameAvailability', { output: false })
    expect(running(simulation)).toEqual(['saveProfile'])
    simulation.stop()
  })

  it('saves at once when the username field is empty, without the username', () => {
    const simulation = simulate(profileSave, loggedIn)
    const location = { type: 'field.change', field: 'location', value: 'Kyoto' }
    simulation.apply({ kind: 'event', event: location })
    simulation.apply(save)
    expect(simulation.pending()).toMatchObject([{ src: 'saveProfile', input: { location: 'Kyoto' } }])
    expect(simulation.pending()[0]?.input).not.toHaveProperty('username')
    settle(simulation, 'saveProfile', { output: { status: false, message: 'Guardian not found' } })
    expect(notices(simulation)).toEqual(['loading: setting site data...', 'error: Guardian not found'])
    simulation.stop()
  })

  it('refuses a member who is not logged in with access denied for 5 s', () => {
    const simulation = simulate(profileSave)
    simulation.apply(save)
    expect(simulation.actions()).toMatchObject([
      { name: 'notify', params: { kind: 'error', message: 'access denied', durationMs: 5000 } },
    ])
    simulation.stop()
  })
})

describe('profileSave: the picture upload', () => {
  const picture = { kind: 'event', event: { type: 'image.select', fileName: 'avatar.png' } } as const
  const cancel = { kind: 'event', event: { type: 'upload.cancel' } } as const

  it("cancels a save with a picture on its way: the warning 'file upload aborted' replaces the loading toast", () => {
    const simulation = simulate(profileSave, loggedIn)
    simulation.apply(picture)
    simulation.apply(save)
    expect(simulation.snapshot().hasTag('saving')).toBe(true)
    simulation.apply(cancel)
    expect(running(simulation)).toEqual([])
    expect(notices(simulation)).toEqual(['loading: setting site data...', 'warning: file upload aborted'])
    expect(
      simulation
        .actions()
        .filter((action) => action.name === 'notify')
        .at(-1)?.params,
    ).toMatchObject({
      id: 'profile-save',
    })
    simulation.stop()
  })

  it('has nothing to cancel in a save without a picture', () => {
    const simulation = simulate(profileSave, loggedIn)
    simulation.apply(save)
    simulation.apply(cancel)
    expect(running(simulation)).toEqual(['saveProfile'])
    simulation.stop()
  })

  it("says 'file upload failed' when a save with a picture gets no answer, 'update failed!' when the server fails", () => {
    const simulation = simulate(profileSave, loggedIn)
    simulation.apply(picture)
    simulation.apply(save)
    settle(simulation, 'saveProfile', { error: { message: 'Failed to fetch' } })
    expect(notices(simulation).at(-1)).toBe('error: file upload failed')
    simulation.apply({ kind: 'advance', ms: 1000 })
    simulation.apply(save)
    settle(simulation, 'saveProfile', { error: { status: 500, message: 'Internal Server Error' } })
    expect(notices(simulation).at(-1)).toBe('error: update failed!')
    simulation.stop()
  })
})
