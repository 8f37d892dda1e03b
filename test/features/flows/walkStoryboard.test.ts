import { describe, expect, it } from 'vitest'
import { loadWalk } from '../../../src/features/flows/storyboard/walkStoryboard'

const files: Record<string, unknown> = {
  '/reports/paths/ui/login/states.json': {
    machineId: 'login',
    walkedAt: '2026-11-24T23:00:00.000Z',
    states: {
      'login.connected': { picture: 'states/login.connected.idle.png', path: 2, takenAt: '2026-11-24T23:01:00.000Z' },
      'login.connected.idle': {
        picture: 'states/login.connected.idle.png',
        path: 2,
        takenAt: '2026-11-24T23:01:00.000Z',
      },
    },
  },
  '/reports/paths/ui/login/paths.json': {
    machineId: 'login',
    walkedAt: '2026-11-24T23:00:00.000Z',
    paths: [
      { number: 1, outcome: 'passed', transitions: ['login.walletDisconnected|wallet.connect|0'] },
      { number: 2, outcome: 'failed', transitions: [] },
      { number: 3, outcome: 'passed', transitions: ['login.connecting|wallet.connected|0'] },
    ],
  },
}

const fakeFetch = ((url: string) =>
  Promise.resolve(
    url in files ? Response.json(files[url]) : Response.json({ message: 'no report' }, { status: 404 }),
  )) as unknown as typeof fetch

describe("the flows page's storyboard data", () => {
  it("reads each state's picture and the transitions the passed walks took", async () => {
    const walk = await loadWalk('login', fakeFetch)
    if (walk.kind !== 'walk') throw new Error('expected a walk')
    expect(walk.pictures.get('login.connected.idle')).toEqual({
      url: '/reports/paths/ui/login/states/login.connected.idle.png',
      path: 2,
      takenAt: '2026-11-24T23:01:00.000Z',
    })
    expect([...walk.walkedTransitionIds].sort()).toEqual([
      'login.connecting|wallet.connected|0',
      'login.walletDisconnected|wallet.connect|0',
    ])
    expect([walk.passed, walk.total, walk.walkedAt]).toEqual([2, 3, '2026-11-24T23:00:00.000Z'])
  })

  it('says there was no walk when the files are missing, unreadable or the server is away', async () => {
    expect(await loadWalk('presale', fakeFetch)).toEqual({ kind: 'no-walk' })
    const garbled = (() => Promise.resolve(Response.json({ states: 'none' }))) as unknown as typeof fetch
    expect(await loadWalk('login', garbled)).toEqual({ kind: 'no-walk' })
    const away = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch
    expect(await loadWalk('login', away)).toEqual({ kind: 'no-walk' })
  })
})
