import { Link } from '@tanstack/react-router'
import { WALLET_TABS, type WalletContext, type WalletTab } from '../wallet'
import { LikedTab } from './LikedTab'
import { OwnedTab } from './OwnedTab'
import './WalletBody.css'

const tabLabels: Record<WalletTab, string> = { owned: 'Owned', liked: 'Liked' }

export interface WalletBodyProps extends WalletContext {
  account: string
  tab: WalletTab
  address: string | undefined
  presaleUrl: string
}

/** Before the launch stage is post, the quests promo; then the owned and liked tabs. */
export function WalletBody(props: WalletBodyProps) {
  const { config, account, tab } = props
  if (config.launchStage !== 'post')
    return (
      <section className="koi-wallet__promo" aria-label="Quests">
        <h2>{config.name} Quests</h2>
        <p>Earn GCoins through the social quests before launch.</p>
        <Link to="/quests" className="koi-wallet-empty__button">
          Take the Quests
        </Link>
      </section>
    )
  return (
    <section className="koi-wallet-body">
      <div className="koi-wallet__tabs" role="tablist" aria-label="Wallet tabs">
        {WALLET_TABS.map((option) => (
          <Link
            key={option}
            to="/forge/$account"
            params={{ account }}
            search={(previous) => ({ ...previous, tab: option })}
            role="tab"
            aria-selected={tab === option}
            className={tab === option ? 'koi-wallet__tab koi-wallet__tab--active' : 'koi-wallet__tab'}
          >
            {tabLabels[option]}
          </Link>
        ))}
      </div>
      {tab === 'owned' ? <OwnedTab {...props} /> : <LikedTab {...props} />}
    </section>
  )
}
