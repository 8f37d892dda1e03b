import { shortAddress } from '../../../ui/format/shortAddress'
import { useSession } from '../session/SessionContext'

/** Nothing until the session has loaded, then 'Connect wallet' without a wallet, 'Sign' with an unsigned wallet, the account once signed in. */
export function SessionButton() {
  const { session, connect, sign } = useSession()
  switch (session.status) {
    case 'loading':
      // the member session arrives just after the first paint; a dead button meanwhile would mislead
      return null
    case 'disconnected':
      return (
        <button type="button" className="koi-session-button" onClick={connect}>
          Connect wallet
        </button>
      )
    case 'connected-unsigned':
      return (
        <button type="button" className="koi-session-button koi-session-button--sign" onClick={sign}>
          Sign
        </button>
      )
    case 'signed-in':
      return (
        <button
          type="button"
          className="koi-session-button koi-session-button--account"
          onClick={connect}
          title={session.account}
        >
          {shortAddress(session.account, 5)}
        </button>
      )
  }
}
