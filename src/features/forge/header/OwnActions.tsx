import type { ReactNode } from 'react'
import { notify } from '../../../ui/toast/notify'
import { SIGN_TO_CONTINUE } from '../wallet'

export interface OwnActionsProps {
  signedIn: boolean
  onEditProfile: () => void
  onVault: () => void
  /** The connect or disconnect buttons of X and Discord. */
  social: ReactNode
  /** The artist card's button and modal. */
  artist: ReactNode
}

/** The own account's buttons; each asks to sign first when the member has not signed in. */
export function OwnActions({ signedIn, onEditProfile, onVault, social, artist }: OwnActionsProps) {
  const needSession = (action: () => void) => () => {
    if (signedIn) action()
    else notify.info(SIGN_TO_CONTINUE)
  }
  return (
    <div className="koi-wallet-actions" role="group" aria-label="Your account">
      <button type="button" onClick={needSession(onEditProfile)}>
        Edit Profile
      </button>
      {artist}
      {social}
      <button type="button" onClick={needSession(onVault)}>
        Vault
      </button>
    </div>
  )
}
