import { Navigate } from '@tanstack/react-router'
import { PageIntro } from '../../ui/page/PageIntro'

/** /forge without an account: the member's own forge once a wallet is connected, else the logged-out screen. */
export function LoggedOut({ account, connect }: { account: string | undefined; connect: () => void }) {
  if (account) return <Navigate to="/forge/$account" params={{ account }} replace />
  return (
    <PageIntro title="Your forge" hero>
      <p>Connect your wallet to see your Battlecards, your likes and your shields.</p>
      <button type="button" className="koi-session-button" onClick={connect}>
        Connect wallet
      </button>
    </PageIntro>
  )
}
