import { Link } from '@tanstack/react-router'
import { useSiteConfig } from '../../../features/shell/site/SiteConfigContext'
import { shortAddress } from '../../../ui/format/shortAddress'
import { QueryParamModal } from '../../../ui/modal/QueryParamModal'
import { PageIntro } from '../../../ui/page/PageIntro'
import { WALLET_TABS, type WalletSearch } from '../../-search/wallet'
import './WalletPage.css'

const tabLabels = { owned: 'Owned', liked: 'Liked' } as const

export function WalletPage({ account, search }: { account: string; search: WalletSearch }) {
  const config = useSiteConfig()
  return (
    <PageIntro title={shortAddress(account)} hero>
      {config.launchStage === 'pre' ? (
        <div className="koi-wallet__promo">
          <h2>{config.name} Quests</h2>
          <p>Earn GCoins through the social quests before launch.</p>
          <Link to="/quests" className="koi-session-button">
            Take the Quests
          </Link>
        </div>
      ) : (
        <>
          <div className="koi-wallet__tabs" role="tablist">
            {WALLET_TABS.map((tab) => (
              <Link
                key={tab}
                to="/forge/$account"
                params={{ account }}
                search={(previous) => ({ ...previous, tab })}
                role="tab"
                aria-selected={search.tab === tab}
                className={search.tab === tab ? 'koi-wallet__tab koi-wallet__tab--active' : 'koi-wallet__tab'}
              >
                {tabLabels[tab]}
              </Link>
            ))}
          </div>
          <p>
            {search.tab === 'owned'
              ? 'This tab will show the tokens this wallet holds, each card linking to its item page.'
              : 'This tab will show the tokens this wallet has liked.'}
          </p>
        </>
      )}
      <QueryParamModal param="edit" title="Edit Profile" fullScreenBelow={767}>
        <p>Update your profile and choose your Guardian</p>
      </QueryParamModal>
    </PageIntro>
  )
}
