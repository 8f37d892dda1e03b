import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reactionMachine } from '../../../src/machines/reaction/machine'
import type { ReactionEffectsDeps } from '../../../src/services/reaction/reactionEffects'
import { useReaction } from '../../../src/services/reaction/useReaction'

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
