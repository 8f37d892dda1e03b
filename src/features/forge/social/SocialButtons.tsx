import { useActorRef, useSelector } from '@xstate/react'
import { useRef, useState } from 'react'
import type { SocialProvider } from '../../../machines/socialLink/events'
import { selectIsBusy } from '../../../machines/socialLink/selectors'
import type { ApiClient } from '../../../services/api'
import { inspector } from '../../../services/inspection'
import { notify } from '../../../ui/toast/notify'
import { showNotice } from '../../../ui/toast/serviceToast'
import { SIGN_TO_CONTINUE } from '../wallet'
import { provideSocialLinkEffects } from './socialLinkEffects'

const providerNames: Record<SocialProvider, string> = { twitter: 'X', discord: 'Discord' }

export interface SocialButtonsProps {
  api: ApiClient
  signedIn: boolean
  /** The linked usernames, from the profile. */
  linked: Record<SocialProvider, string | null>
  onChanged: () => void
  /** Opens the provider's sign-in; its return hands the provider session to the machine. */
  startLink?: (provider: SocialProvider) => void
}

/** Connect or disconnect X and Discord, through the socialLink machine. */
export function SocialButtons({ api, signedIn, linked, onChanged, startLink }: SocialButtonsProps) {
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
              else startLink?.(provider)
            }}
          >
            Connect {providerNames[provider]}
          </button>
        ),
      )}
    </>
  )
}
