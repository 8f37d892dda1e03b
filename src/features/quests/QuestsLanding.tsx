import { useQueryClient } from '@tanstack/react-query'
import { Link, Navigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ApiClient } from '../../services/api'
import type { Env } from '../../services/config/env'
import { memberProfilesKey } from '../../services/member/profileQuery'
import { providerResultOf, useSocialLink } from '../../services/social'
import { Modal } from '../../ui/modal/Modal'
import { PageIntro } from '../../ui/page/PageIntro'
import { showNotice } from '../../ui/toast/serviceToast'
import { AboutQuests } from './AboutQuests'
import { CompactLeaderboard } from './leaderboard/CompactLeaderboard'
import { RedeemGCoins } from './redeem/RedeemGCoins'
import { accountOf, type QuestModalKey, type QuestsLandingSearch, type QuestsSession } from './questsTypes'
import { SignUpPanel } from './signup/SignUpPanel'
import './QuestsLanding.css'

export interface QuestsLandingProps {
  api: ApiClient
  env: Env
  product: string
  /** The site configuration offers the optional Link Discord step in the sign-up. */
  includeDiscord: boolean
  session: QuestsSession
  connect: () => void
  sign: () => void
  search: QuestsLandingSearch
  /** Replaces the search parameters (the route navigates). */
  onSearch: (update: (previous: QuestsLandingSearch) => QuestsLandingSearch) => void
  /** The 'View full leaderboard' link. */
  fullLeaderboardLink: ReactNode
}

const tabs: ReadonlyArray<{ modal: QuestModalKey; label: string }> = [
  { modal: 'about', label: 'About' },
  { modal: 'leaderboard', label: 'Leaderboard' },
  { modal: 'sign up', label: 'Sign up' },
]

/**
 * 'Trials of the Arena': each tab opens its modal through `?modal=`, and closing removes it
 * (`?modal=redeem`, linked from the introduction, opens the redeem modal). The
 * sign-up modal also opens for a visitor who is not signed in when `?auth` is set; closing it
 * removes both. The sign-up modal is kept alive, so its steps keep their state while closed.
 */
export function QuestsLanding(props: QuestsLandingProps) {
  const { api, env, product, includeDiscord, session, connect, sign, search, onSearch, fullLeaderboardLink } = props
  const signedIn = session.status === 'signed-in'
  const signUpOpen = search.modal === 'sign up' || (search.auth === true && !signedIn)
  // `auth` only asks for the sign-up: once no sign-up modal shows for it (the member signed in), it leaves the URL
  const authSpent = search.auth === true && signedIn && !signUpOpen
  const queryClient = useQueryClient()

  const social = useSocialLink({
    api,
    signedIn,
    result: providerResultOf(search),
    onResultRead: () => onSearch(({ social: _s, socialError: _e, ...rest }) => rest),
    notify: showNotice,
    onChanged: () => void queryClient.invalidateQueries({ queryKey: memberProfilesKey }),
  })

  const close = () => onSearch(({ modal: _m, auth: _a, ...rest }) => rest)

  return (
    <PageIntro title="Trials of the Arena" hero>
      {authSpent ? <Navigate to="/quests" search={({ auth: _a, ...rest }) => rest} replace /> : null}
      <p>
        Take the social quests, earn GCoins and{' '}
        <Link to="/quests" search={{ modal: 'redeem' }}>
          redeem them for crypto
        </Link>{' '}
        sent to your wallet.
      </p>
      <div className="koi-quests__tabs">
        {tabs.map((tab) => (
          <Link key={tab.modal} to="/quests" search={{ modal: tab.modal }} className="koi-quests__tab">
            {tab.modal === 'sign up' && signedIn ? 'Signed In' : tab.label}
          </Link>
        ))}
      </div>
      <Modal open={search.modal === 'about'} onClose={close} title={`${product} Social Quests`}>
        <AboutQuests product={product} />
      </Modal>
      <Modal open={search.modal === 'leaderboard'} onClose={close} title="Leaderboard">
        <CompactLeaderboard api={api} account={signedIn ? accountOf(session) : null} fullLink={fullLeaderboardLink} />
      </Modal>
      <Modal open={search.modal === 'redeem'} onClose={close} title="Redeem GCoins">
        <RedeemGCoins
          api={api}
          env={env}
          session={session}
          connect={connect}
          sign={sign}
          returnTo="/quests?modal=redeem"
        />
      </Modal>
      <Modal open={signUpOpen} onClose={close} title="Take the Quests" keepAlive>
        <SignUpPanel
          api={api}
          env={env}
          product={product}
          includeDiscord={includeDiscord}
          session={session}
          connect={connect}
          sign={sign}
          unlink={social.unlink}
          returnTo="/quests?modal=sign+up"
        />
      </Modal>
    </PageIntro>
  )
}
