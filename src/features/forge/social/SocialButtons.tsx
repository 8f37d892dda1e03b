import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import type { SocialProvider } from '../../../machines/socialLink/events'
import { selectIsBusy } from '../../../machines/socialLink/selectors'
import type { ApiClient } from '../../../services/api'
import { inspector } from '../../../services/inspection'
import { notify } from '../../../ui/toast/notify'
import { showNotice } from '../../../ui/toast/serviceToast'
import { SIGN_TO_CONTINUE } from '../wallet'
import { socialLinkMessages } from '../../../machines/socialLink/messages'
import { openProviderSignIn, readProviderSession } from './providerSignIn'
import { provideSocialLinkEffects } from './socialLinkEffects'

const providerNames: Record<SocialProvider, string> = { twitter: 'X', discord: 'Discord' }

export interface SocialButtonsProps {
  api: ApiClient
  signedIn: boolean
  /** The linked usernames, from the profile. */
  linked: Record<SocialProvider, string | null>
  onChanged: () => void
  /** Where the provider's sign-in comes back to. */
  returnTo: string
  /** The provider the sign-in just came back from (`?social=`), with its failure if any. */
  returned: { provider: SocialProvider; error: string | undefined } | null
  /** Drops `social` and `socialError` from the URL once the return is handled. */
  onReturnHandled: () => void
}

/** Connect or disconnect X and Discord, through the socialLink machine. */
export function SocialButtons(props: SocialButtonsProps) {
  const { api, signedIn, linked, onChanged, returnTo, returned, onReturnHandled } = props
  const latest = useRef({ signedIn, onChanged })
  latest.current = { signedIn, onChanged }
  const [machine] = useState(() =>
    provideSocialLinkEffects({
      api,
      isSignedIn: () => latest.current.signedIn,
      notify: showNotice,
      onChanged: () => latest.current.onChanged(),
    }),
  )
  const actor = useActorRef(machine, { inspect: inspector('socialLink') })
  const busy = useSelector(actor, selectIsBusy)

  // Back from the provider: the identity it verified appears to the machine, which links it.
  const returnProvider = returned?.provider
  const returnError = returned?.error
  useEffect(() => {
    if (!returnProvider || !signedIn) return
    if (returnError) {
      showNotice({ kind: 'error', message: socialLinkMessages.linkRefused })
      onReturnHandled()
      return
    }
    void readProviderSession(api, returnProvider)
      .then((session) => {
        if (session) actor.send({ type: 'session.appeared', session })
      })
      .catch(() => undefined)
      .finally(onReturnHandled)
  }, [api, actor, returnProvider, returnError, signedIn, onReturnHandled])

  return (
    <>
      {(['twitter', 'discord'] as const).map((provider) =>
        linked[provider] ? (
          <button
            key={provider}
            type="button"
            disabled={busy}
            title={`Linked as ${linked[provider] ?? ''}`}
            onClick={() => actor.send({ type: 'social.unlink', provider })}
          >
            Disconnect {providerNames[provider]}
          </button>
        ) : (
          <button
            key={provider}
            type="button"
            disabled={busy}
            onClick={() => {
              if (!signedIn) notify.info(SIGN_TO_CONTINUE)
              else openProviderSignIn(api, provider, returnTo)
            }}
          >
            Connect {providerNames[provider]}
          </button>
        ),
      )}
    </>
  )
}
