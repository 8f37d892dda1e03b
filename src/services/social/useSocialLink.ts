import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import type { Notice } from '../../machines/notice'
import type { SocialProvider } from '../../machines/socialLink/events'
import { selectIsBusy, selectRefreshFlag } from '../../machines/socialLink/selectors'
import type { ApiClient } from '../api'
import { inspector } from '../inspection'
import { provideSocialLinkEffects, readProviderSession } from './linkEffects'
import type { ProviderResult } from './signIn'

export interface UseSocialLinkOptions {
  api: ApiClient
  signedIn: boolean
  /** The provider's result read from the URL (`providerResultOf(search)`), or null. */
  result: ProviderResult | null
  /** The page has read the result: remove `social` and `socialError` from the URL here. */
  onResultRead: () => void
  /** Shows the machine's toasts (`showNotice` from src/ui/toast/serviceToast). */
  notify: (notice: Notice) => void
  /** A link or unlink happened: refresh what shows the member's linked accounts. */
  onChanged: () => void
}

/**
 * One socialLink actor for a page. When the member comes back from the provider's sign-in signed
 * in, the verified identity is read from the server and handed to the machine as the provider
 * session; the machine then checks, links and toasts. `unlink(provider)` disconnects.
 */
export function useSocialLink({ api, signedIn, result, onResultRead, notify, onChanged }: UseSocialLinkOptions) {
  const signedInNow = useRef(signedIn)
  signedInNow.current = signedIn
  const notifyNow = useRef(notify)
  notifyNow.current = notify
  const machine = useMemo(
    () =>
      provideSocialLinkEffects({
        api,
        isLoggedIn: () => signedInNow.current,
        notify: (notice) => notifyNow.current(notice),
      }),
    [api],
  )
  const actor = useActorRef(machine, { inspect: inspector('socialLink') })
  const busy = useSelector(actor, selectIsBusy)
  const refresh = useSelector(actor, selectRefreshFlag)

  // the result is read once the member's session is known to be signed in
  const provider = result?.provider
  const failed = result?.error !== null && result?.error !== undefined
  const readResult = useRef(onResultRead)
  readResult.current = onResultRead
  useEffect(() => {
    if (!provider || !signedIn) return
    readResult.current()
    if (failed) return
    void readProviderSession(api, provider).then((session) => {
      if (session) actor.send({ type: 'session.appeared', session })
    })
  }, [api, actor, provider, failed, signedIn])

  const changed = useRef(onChanged)
  changed.current = onChanged
  useEffect(() => {
    if (refresh) changed.current()
  }, [refresh])

  return {
    actor,
    /** Checking, linking or unlinking. */
    busy,
    unlink: (which: SocialProvider) => actor.send({ type: 'social.unlink', provider: which }),
  }
}
