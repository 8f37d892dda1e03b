import { fromPromise } from 'xstate'
import { socialLinkRules } from '../../../machines/socialLink/guards'
import { socialLinkMachine } from '../../../machines/socialLink/machine'
import { ApiError, type ApiClient } from '../../../services/api'
import type { ServiceNotice } from '../../../ui/toast/serviceToast'

/**
 * The socialLink machine with the wallet page's effects: the existing-link check, the social update
 * and the unlink calls. A provider session reaches it through `session.appeared` once the provider's
 * sign-in has returned.
 */
export function provideSocialLinkEffects(deps: {
  api: ApiClient
  isSignedIn: () => boolean
  notify: (notice: ServiceNotice) => void
  onChanged: () => void
}) {
  return socialLinkMachine.provide({
    actors: {
      checkExistingLink: fromPromise(async ({ input }) => {
        const answer = await deps.api.call('getExistingSocial', { params: input })
        return answer.exists
      }),
      linkAccount: fromPromise(async ({ input }) => {
        try {
          // only the identity the provider verified for this session can be linked: the body names which
          await deps.api.call('updateUserSocial', {
            body: { provider: input.provider, providerAccountId: input.providerAccountId },
          })
          deps.onChanged()
          return { status: 201 }
        } catch (error) {
          if (error instanceof ApiError) return { status: error.status, message: error.message }
          throw error
        }
      }),
      unlinkAccount: fromPromise(async ({ input }) => {
        await deps.api.call('deleteUserSocial', { params: { provider: input.provider } })
        deps.onChanged()
      }),
    },
    actions: { notify: (_, notice) => deps.notify(notice) },
    guards: { ...socialLinkRules, isLoggedIn: () => deps.isSignedIn() },
  })
}
