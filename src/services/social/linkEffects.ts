import { fromPromise } from 'xstate'
import type { Notice } from '../../machines/notice'
import type { ProviderSession, SocialProvider } from '../../machines/socialLink/events'
import { socialLinkRules } from '../../machines/socialLink/guards'
import { socialLinkMachine } from '../../machines/socialLink/machine'
import { ApiError, type ApiClient } from '../api'

export interface SocialLinkDeps {
  api: ApiClient
  /** Whether the member is signed in right now (the machine asks before any call). */
  isLoggedIn: () => boolean
  /** Shows the machine's toasts: pass `showNotice` from src/ui/toast/serviceToast. */
  notify: (notice: Notice) => void
}

/** The identity the provider verified for this session and not linked yet, or null (read failures too). */
export async function readProviderSession(api: ApiClient, provider: SocialProvider): Promise<ProviderSession | null> {
  try {
    const pending = await api.call('getPendingSocial', { params: { provider } })
    return pending ? { ...pending, email: pending.email ?? '' } : null
  } catch {
    return null
  }
}

/**
 * The socialLink machine with its real effects: the existing-link check, the social update (which
 * links only the identity the server verified for this session) and the unlink call.
 */
export function provideSocialLinkEffects({ api, isLoggedIn, notify }: SocialLinkDeps) {
  return socialLinkMachine.provide({
    actors: {
      checkExistingLink: fromPromise<unknown, { provider: SocialProvider; username: string }>(async ({ input }) => {
        const answer = await api.call('getExistingSocial', { params: input })
        return answer.exists
      }),
      linkAccount: fromPromise<{ status: number; message?: string }, ProviderSession>(async ({ input }) => {
        try {
          await api.call('updateUserSocial', {
            body: { provider: input.provider, providerAccountId: input.providerAccountId },
          })
          return { status: 201 }
        } catch (error) {
          // the server refused (already linked, nothing verified): its message is shown
          if (error instanceof ApiError && error.status >= 400 && error.status < 500)
            return { status: error.status, message: error.message }
          throw error
        }
      }),
      unlinkAccount: fromPromise<void, { provider: SocialProvider }>(async ({ input }) => {
        await api.call('deleteUserSocial', { params: input })
      }),
    },
    actions: { notify: (_, notice) => notify(notice) },
    guards: { ...socialLinkRules, isLoggedIn: () => isLoggedIn() },
  })
}
