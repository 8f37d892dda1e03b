import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ApiClient } from '../../../services/api'
import type { Env } from '../../../services/config/env'
import { memberProfileQuery } from '../../../services/member/profileQuery'
import { maxClaimableUsdQuery, supportedTokensQuery } from '../../../services/rewards/rewardQueries'
import { startSocialSignIn } from '../../../services/social'
import { pointsText } from '../leaderboard/entryView'
import { accountOf, type QuestsSession } from '../questsTypes'
import './RedeemGCoins.css'
import { usDollars } from '../../../ui/format/decimal'

export interface RedeemGCoinsProps {
  api: ApiClient
  env: Env
  session: QuestsSession
  connect: () => void
  sign: () => void
  /** Where the X sign-in comes back to (this modal). */
  returnTo: string
}

/**
 * The redeem modal: the member's GCoins, the most a claim may be worth, the tokens GCoins redeem
 * into, what redeeming needs (a signed-in wallet and a linked X account, whose state it shows and
 * whose Link X it offers; the server decides), and the way to the claim on /swaps.
 */
export function RedeemGCoins({ api, env, session, connect, sign, returnTo }: RedeemGCoinsProps) {
  const account = accountOf(session)
  const signedIn = session.status === 'signed-in'
  const profile = useQuery({
    ...memberProfileQuery(api, account ?? '', env.chainId),
    enabled: signedIn && account !== null,
  })
  const tokens = useQuery(supportedTokensQuery(api))
  const maximum = useQuery(maxClaimableUsdQuery(api))
  const linkedX = profile.data?.social.twitter ?? null

  return (
    <div className="koi-redeem">
      <p>Redeem your GCoins for crypto, sent to the wallet you signed in with.</p>
      <dl className="koi-redeem__figures">
        <div>
          <dt>Your GCoins</dt>
          <dd className={signedIn ? undefined : 'koi-redeem__prompt'}>
            {signedIn
              ? profile.data
                ? pointsText(profile.data.metadata.currentCoinBalance)
                : '…'
              : session.status === 'connected-unsigned'
                ? 'Sign to see your GCoins'
                : 'Sign in to see your GCoins'}
          </dd>
        </div>
        <div>
          <dt>Most one claim may be worth</dt>
          <dd>
            {maximum.data === undefined ? (maximum.isError ? 'No data available' : '…') : usDollars(maximum.data)}
          </dd>
        </div>
      </dl>
      <h3>Supported tokens</h3>
      {tokens.isError ? <p role="alert">The supported tokens could not be loaded.</p> : null}
      <ul className="koi-redeem__tokens" aria-label="Supported tokens">
        {tokens.data?.map((token) => (
          <li key={token.tokenAddress}>
            {token.name} <span className="koi-redeem__symbol">{token.symbol}</span>
          </li>
        ))}
      </ul>
      <h3>What redeeming needs</h3>
      <ul className="koi-redeem__needs" aria-label="What redeeming needs">
        <li>
          <span>Your wallet, signed in</span>
          {signedIn ? (
            <span className="koi-redeem__done">Done</span>
          ) : session.status === 'connected-unsigned' ? (
            <button type="button" onClick={sign}>
              Sign
            </button>
          ) : (
            <button type="button" onClick={connect}>
              Connect wallet
            </button>
          )}
        </li>
        <li>
          <span>Your X account, linked</span>
          {linkedX ? (
            <span className="koi-redeem__done">Linked as {linkedX}</span>
          ) : signedIn && profile.data ? (
            <button type="button" onClick={() => startSocialSignIn(api, 'twitter', returnTo)}>
              Link X
            </button>
          ) : (
            <span className="koi-redeem__later">Once signed in</span>
          )}
        </li>
      </ul>
      <Link to="/swaps" className="koi-redeem__claim">
        Claim on Swaps
      </Link>
    </div>
  )
}
