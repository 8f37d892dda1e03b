import { getRouteApi, Link } from '@tanstack/react-router'
import { useSession } from '../../../features/shell/session/SessionContext'
import { useSiteConfig } from '../../../features/shell/site/SiteConfigContext'
import { Modal } from '../../../ui/modal/Modal'
import { QueryParamModal } from '../../../ui/modal/QueryParamModal'
import { PageIntro } from '../../../ui/page/PageIntro'
import type { QuestModal } from '../../-search/quests'
import './QuestsLanding.css'

const route = getRouteApi('/quests/')

/**
 * 'Trials of the Arena': each tab opens its modal through `?modal=`, and closing removes it. The
 * sign-up modal also opens for a visitor who is not signed in when `?auth` is set; closing it
 * removes both, so the URL never keeps `auth` without the modal it asks for.
 */
export function QuestsLanding() {
  const { name } = useSiteConfig()
  const { session } = useSession()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const signedIn = session.status === 'signed-in'
  const signUpOpen = search.modal === 'sign up' || (search.auth === true && !signedIn)

  const tabs: ReadonlyArray<{ modal: QuestModal; label: string }> = [
    { modal: 'about', label: 'About' },
    { modal: 'leaderboard', label: 'Leaderboard' },
    { modal: 'sign up', label: signedIn ? 'Signed In' : 'Sign up' },
  ]

  const closeSignUp = () =>
    void navigate({ search: (previous) => ({ ...previous, modal: undefined, auth: undefined }) })

  return (
    <PageIntro title="Trials of the Arena" hero>
      <p>Take the social quests, earn GCoins and redeem them for crypto sent to your wallet.</p>
      <div className="koi-quests__tabs">
        {tabs.map((tab) => (
          <Link key={tab.modal} to="/quests" search={{ modal: tab.modal }} className="koi-quests__tab">
            {tab.label}
          </Link>
        ))}
      </div>
      <QueryParamModal param="modal" value="about" title={`${name} Social Quests`}>
        <p>Complete quests on X and Discord to earn GCoins, then redeem them for crypto sent to your wallet.</p>
      </QueryParamModal>
      <QueryParamModal param="modal" value="leaderboard" title="Leaderboard">
        <p>The leaderboard is on its way: this panel will list members ranked by GCoins.</p>
        <Link to="/quests/leaderboard">View full leaderboard</Link>
      </QueryParamModal>
      <Modal open={signUpOpen} onClose={closeSignUp} title="Take the Quests">
        <p>Create your {name} Account! Connect your wallet, sign the message and link your X account to start.</p>
        <p>Join Our Community!</p>
      </Modal>
    </PageIntro>
  )
}
