import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reactionMachine } from '../../../src/machines/reaction/machine'
import type { ReactionEffectsDeps } from '../../../src/services/reaction/reactionEffects'
import { useReaction, useReactionOnDemand } from '../../../src/services/reaction/useReaction'

const signedInWithX = { hasWallet: true, isLoggedIn: true, hasLinkedX: true }

function effects(update: ReactionEffectsDeps['update']): ReactionEffectsDeps {
  return {
    gate: () => signedInWithX,
    openWalletDialog: vi.fn(),
    promptXSignIn: vi.fn(),
    notify: vi.fn(),
    update,
    refresh: vi.fn(),
  }
}

afterEach(() => vi.restoreAllMocks())

describe('useReaction', () => {
  it('provides its machine once however often its tile renders, and reacts with the latest effects', async () => {
    const provide = vi.spyOn(reactionMachine, 'provide')
    const first = vi.fn(() => Promise.resolve())
    const latest = vi.fn(() => Promise.resolve())
    const { result, rerender } = renderHook(
      ({ update }: { update: ReactionEffectsDeps['update'] }) =>
        useReaction({ active: false, count: 3 }, effects(update), 'reaction:tile-1'),
      { initialProps: { update: first } },
    )
    rerender({ update: first })
    rerender({ update: latest })
    expect(provide).toHaveBeenCalledTimes(1)

    act(() => result.current.toggle())
    await waitFor(() => expect(latest).toHaveBeenCalledWith(true))
    expect(first).not.toHaveBeenCalled()
    expect(result.current.count).toBe(4)
  })
})

describe('useReactionOnDemand', () => {
  it("shows the server's values and starts no machine until the first toggle, which it takes", async () => {
    // inspection off, whatever an earlier file in this worker turned on
    const inspection = await import('../../../src/services/inspection/inspector')
    vi.spyOn(inspection, 'whenInspectionOn').mockImplementation(() => () => undefined)
    const provide = vi.spyOn(reactionMachine, 'provide')
    let answer: () => void = () => undefined
    const update = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)))
    const { result, rerender } = renderHook(() =>
      useReactionOnDemand({ active: false, count: 3 }, effects(update), 'reaction:tile-2'),
    )
    rerender()
    expect(provide).not.toHaveBeenCalled()
    expect(result.current).toMatchObject({ active: false, count: 3, busy: false })

    act(() => result.current.toggle())
    expect(provide).toHaveBeenCalledTimes(1)
    // the machine's own optimistic step, and its busy tag while the call is out
    expect(result.current).toMatchObject({ active: true, count: 4, busy: true })
    await waitFor(() => expect(update).toHaveBeenCalledWith(true))
    // a second click while busy is the machine's to refuse: still one call, one machine
    act(() => result.current.toggle())
    answer()
    await waitFor(() => expect(result.current.busy).toBe(false))
    expect(update).toHaveBeenCalledTimes(1)
    expect(provide).toHaveBeenCalledTimes(1)
  })

  it('starts at once under live inspection, so its run can be followed from the start', async () => {
    const inspection = await import('../../../src/services/inspection/inspector')
    const on = vi.spyOn(inspection, 'whenInspectionOn').mockImplementation((listener) => {
      listener()
      return () => undefined
    })
    const provide = vi.spyOn(reactionMachine, 'provide')
    renderHook(() => useReactionOnDemand({ active: true, count: 7 }, effects(vi.fn()), 'reaction:tile-3'))
    expect(on).toHaveBeenCalled()
    expect(provide).toHaveBeenCalledTimes(1)
  })
})
