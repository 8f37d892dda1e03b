import { Modal } from '../modal/Modal'
import './XSignInPrompt.css'

export interface XSignInPromptProps {
  open: boolean
  onClose: () => void
  /** Starts linking the member's X account. */
  onSignIn: () => void
}

export const X_SIGN_IN_TITLE = 'Sign in with X'

/** The reaction gating's last step: a signed-in member without a linked X account is asked to sign in with X. */
export function XSignInPrompt({ open, onClose, onSignIn }: XSignInPromptProps) {
  return (
    <Modal open={open} onClose={onClose} title={X_SIGN_IN_TITLE}>
      <p>Reactions count for members with a linked X account. Sign in with X to link yours, then react.</p>
      <div className="koi-x-prompt__actions">
        <button type="button" className="koi-x-prompt__primary" onClick={onSignIn}>
          Sign in with X
        </button>
        <button type="button" className="koi-x-prompt__secondary" onClick={onClose}>
          Not now
        </button>
      </div>
    </Modal>
  )
}
