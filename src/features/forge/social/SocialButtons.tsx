import { useSelector } from '@xstate/react'
import type { SocialProvider } from '../../../machines/socialLink/events'
import { selectRefreshFlag } from '../../../machines/socialLink/selectors'
import type { ApiClient } from '../../../services/api'
import { startSocialSignIn, useSocialLink, type ProviderResult } from '../../../services/social'
import { notify } from '../../../ui/toast/notify'
import { showNotice } from '../../../ui/toast/serviceToast'
import { SIGN_TO_CONTINUE } from '../wallet'

const providerNames: Record<SocialProvider, string> = { twitter: 'X', discord: 'Discord' }

export interface SocialButtonsProps {
  api: ApiClient
  signedIn: boolean
  /** The linked usernames, from the profile. */
  linked: Record<SocialProvider, string | null>
  onChanged: () => void
  /** Where the provider's sign-in comes back to. */
  returnTo: string
  /** What the provider's sign-in came back with (`?social=`), or null. */
  result: ProviderResult | null
  /** Drops `social` and `socialError` from the URL once the result is read. */
  onResultRead: () => void
}

/** Connect or disconnect X and Discord: the real provider sign-in and the socialLink machine (src/services/social). */
export function SocialButtons({
  api,
  signedIn,
  linked,
  onChanged,
  returnTo,
  result,
  onResultRead,
}: SocialButtonsProps) {
  const social = useSocialLink({ api, signedIn, result, onResultRead, notify: showNotice, onChanged })
  // the machine takes no link or unlink while it checks, links, unlinks or refreshes (1000 ms after a
  // change): the buttons wait with it rather than drop a click
  const refreshing = useSelector(social.actor, selectRefreshFlag)
  const waiting = social.busy || refreshing
  return (
    <>
      {(['twitter', 'discord'] as const).map((provider) =>
        linked[provider] ? (
          <button
            key={provider}
            type="button"
            disabled={waiting}
            title={`Linked as ${linked[provider] ?? ''}`}
            onClick={() => social.unlink(provider)}
          >
            Disconnect {providerNames[provider]}
          </button>
        ) : (
          <button
            key={provider}
            type="button"
            disabled={waiting}
            onClick={() => {
              if (!signedIn) notify.info(SIGN_TO_CONTINUE)
              else startSocialSignIn(api, provider, returnTo)
            }}
          >
            Connect {providerNames[provider]}
          </button>
        ),
      )}
    </>
  )
}
