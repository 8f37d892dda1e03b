import type { ReactNode } from 'react'
import type { UserProfile } from '../../../services/api'
import { useAssetUrl } from '../../../services/config/EnvProvider'
import { shortAddress } from '../../../ui/format/shortAddress'
import { ImageWithFallback } from '../../../ui/image/ImageWithFallback'
import { CopyAddress } from './CopyAddress'
import './WalletHeader.css'

export interface WalletHeaderProps {
  account: string
  profile: UserProfile | undefined
  /** The viewer's own account: the picture's edit icon shows. */
  isOwn: boolean
  onEditPicture: () => void
  shields: ReactNode
  actions: ReactNode
}

/** Banner, picture, the username or the short address, the copy control, the shields and the own-account actions. */
export function WalletHeader({ account, profile, isOwn, onEditPicture, shields, actions }: WalletHeaderProps) {
  const assetUrl = useAssetUrl()
  const name = profile?.username || shortAddress(account)
  return (
    <header className="koi-wallet-header">
      {/* without a banner of their own a member gets the page's gradient band */}
      <div className="koi-wallet-header__banner">
        {profile?.bannerImage ? <ImageWithFallback src={assetUrl(profile.bannerImage)} alt="" /> : null}
      </div>
      <div className="koi-wallet-header__main">
        <div className="koi-wallet-header__picture">
          {profile?.image ? (
            <ImageWithFallback src={assetUrl(profile.image)} alt={`${name}'s picture`} />
          ) : (
            <span className="koi-wallet-header__initial" aria-hidden="true">
              {(profile?.username || account.slice(2)).charAt(0).toUpperCase()}
            </span>
          )}
          {isOwn && (
            <button
              type="button"
              className="koi-wallet-header__edit-picture"
              aria-label="Edit profile picture"
              onClick={onEditPicture}
            >
              ✎
            </button>
          )}
        </div>
        <div className="koi-wallet-header__identity">
          <h1 className="koi-wallet-header__name">{name}</h1>
          <CopyAddress account={account} />
          {profile?.biography ? <p className="koi-wallet-header__bio">{profile.biography}</p> : null}
        </div>
        <div className="koi-wallet-header__side">
          {shields}
          {actions}
        </div>
      </div>
    </header>
  )
}
