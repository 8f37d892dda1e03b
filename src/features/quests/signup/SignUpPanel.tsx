import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import type { QuestStepId } from '../../../machines/questSteps/events'
import { selectFooter, selectIsComplete, selectSteps } from '../../../machines/questSteps/selectors'
import type { ApiClient } from '../../../services/api'
import type { Env } from '../../../services/config/env'
import { inspector } from '../../../services/inspection'
import { memberProfileQuery, memberProfilesKey } from '../../../services/member/profileQuery'
import { startSocialSignIn, type SocialProvider } from '../../../services/social'
import { accountOf, type QuestsSession } from '../questsTypes'
import { BetaAccessButton } from './BetaAccessButton'
import { provideQuestStepsEffects, type QuestStepActions } from './questStepsEffects'
import { useQuestProgressRecording } from './useQuestProgressRecording'
import './SignUpPanel.css'

export interface SignUpPanelProps {
  api: ApiClient
  env: Env
  product: string
  /** The site configuration offers the optional Link Discord step. */
  includeDiscord: boolean
  session: QuestsSession
  connect: () => void
  sign: () => void
  /** Disconnects X or Discord (the page's socialLink machine). */
  unlink: (provider: SocialProvider) => void
  /** Where the provider's sign-in comes back to. */
  returnTo: string
}

const providerOfStep: Partial<Record<QuestStepId, SocialProvider>> = { linkX: 'twitter', linkDiscord: 'discord' }

/**
 * 'Take the Quests': the numbered access-control steps, driven by the questSteps machine. Each
 * step's button runs its real action and turns green when done; the footer becomes the
 * congratulation once every step is done.
 */
export function SignUpPanel(props: SignUpPanelProps) {
  const { api, env, product, includeDiscord, session, connect, sign, unlink, returnTo } = props
  const account = accountOf(session)
  const signedIn = session.status === 'signed-in'
  const queryClient = useQueryClient()
  const { data: profile } = useQuery({
    ...memberProfileQuery(api, account ?? '', env.chainId),
    enabled: account !== null && signedIn,
    // a member who linked X or Discord in another tab sees the step done on coming back to this one
    refetchOnWindowFocus: true,
  })

  const actions = useRef<QuestStepActions>(null as unknown as QuestStepActions)
  actions.current = {
    connect,
    sign,
    linkX: () => startSocialSignIn(api, 'twitter', returnTo),
    linkDiscord: () => startSocialSignIn(api, 'discord', returnTo),
  }
  const machine = useMemo(() => provideQuestStepsEffects(() => actions.current), [])
  const actor = useActorRef(machine, { input: { product, includeDiscord }, inspect: inspector('questSteps') })

  const xUsername = signedIn ? (profile?.social.twitter ?? null) : null
  const discordUsername = signedIn ? (profile?.social.discord ?? null) : null
  useEffect(() => {
    actor.send({
      type: 'progress.update',
      progress: { walletConnected: account !== null, loggedIn: signedIn, xUsername, discordUsername },
    })
  }, [actor, account, signedIn, xUsername, discordUsername])

  const steps = useSelector(actor, selectSteps)
  const complete = useSelector(actor, selectIsComplete)
  const footer = useSelector(actor, selectFooter)
  useQuestProgressRecording(api, signedIn ? account : null, steps, () => {
    void queryClient.invalidateQueries({ queryKey: memberProfilesKey })
  })

  return (
    <section className="koi-signup" aria-labelledby="koi-signup-title" data-complete={complete}>
      <h3 id="koi-signup-title" className="koi-signup__title">
        Create your {product} Account!
      </h3>
      <ol className="koi-signup__steps">
        {steps.map((step, index) => {
          const provider = providerOfStep[step.id]
          const handle = step.id === 'linkX' ? xUsername : step.id === 'linkDiscord' ? discordUsername : null
          return (
            <li key={step.id} className="koi-signup__step" data-done={step.status}>
              <span className="koi-signup__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="koi-signup__content">
                {step.content}
                {step.id === 'linkDiscord' ? <small> (optional)</small> : null}
                {step.status && handle ? <small className="koi-signup__handle">@{handle}</small> : null}
              </span>
              <button
                type="button"
                className="koi-signup__action"
                data-done={step.status}
                aria-label={step.status ? `${step.action.label}: done` : step.action.label}
                disabled={!step.startable}
                onClick={() => actor.send({ type: 'step.start', step: step.id })}
              >
                {step.status ? '✓ ' : ''}
                {step.action.label}
              </button>
              {step.status && provider ? (
                <button type="button" className="koi-signup__unlink" onClick={() => unlink(provider)}>
                  Disconnect
                </button>
              ) : null}
            </li>
          )
        })}
      </ol>
      <p className="koi-signup__footer" data-testid="signup-footer">
        {footer}
      </p>
      {signedIn ? <BetaAccessButton api={api} signedIn={signedIn} /> : null}
    </section>
  )
}
