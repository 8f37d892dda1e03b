import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { ApiClient } from '../../services/api'
import type { Env } from '../../services/config/env'
import { ComingRoom } from '../../ui/page/ComingRoom'
import { showNotice } from '../../ui/toast/serviceToast'
import { startSocialSignIn } from '../../services/social'
import { SwapClaimPanel } from './SwapClaimPanel'
import { browserSwapChain, type SwapChain } from './swapChain'
import { provideSwapClaimEffects } from './swapClaimEffects'
import { SwapLeaderboard } from './SwapLeaderboard'
import { supportedTokensQuery } from './swapQueries'
import './SwapsArea.css'

export interface SwapsAreaProps {
  api: ApiClient
  env: Env
  /** The claim vault's address (see `swapVaultAddress`). */
  vaultAddress: `0x${string}`
  /** The signed-in member's account; claims need a session. */
  signedInAccount: string | null
  /** Whether the member's session is still coming: the claim's room is kept meanwhile. */
  memberComing?: boolean
  /** The chain and wallet; the browser's by default. */
  chain?: SwapChain
}

/** The swap-and-claim area: supported tokens, the member's claim, the leaderboard. */
export function SwapsArea({ api, env, vaultAddress, signedInAccount, memberComing = false, chain }: SwapsAreaProps) {
  const queryClient = useQueryClient()
  const { data: tokens, isError } = useQuery(supportedTokensQuery(api))
  const [chosen, setChosen] = useState<string | null>(null)
  const [claimRound, setClaimRound] = useState(0)
  const swapChain = useMemo(() => chain ?? browserSwapChain(env, vaultAddress), [chain, env, vaultAddress])
  const tokenAddress = chosen ?? tokens?.[0]?.tokenAddress ?? null

  const machine = useMemo(
    () =>
      signedInAccount
        ? provideSwapClaimEffects({
            api,
            env,
            chain: swapChain,
            account: signedInAccount,
            notify: showNotice,
            // the GCoins balance and the leaderboard moved with the claim
            onVerified: () => void queryClient.invalidateQueries(),
          })
        : null,
    [api, env, swapChain, signedInAccount, queryClient],
  )

  return (
    <div className="koi-swaps">
      <section aria-label="Supported tokens">
        <h2>Supported tokens</h2>
        {isError && <p role="alert">The supported tokens could not be loaded.</p>}
        <fieldset className="koi-swaps__tokens">
          <legend>Claim as</legend>
          {tokens?.map((token) => (
            <label key={token.tokenAddress}>
              <input
                type="radio"
                name="token"
                value={token.tokenAddress}
                checked={token.tokenAddress === tokenAddress}
                onChange={() => setChosen(token.tokenAddress)}
              />
              {token.name} ({token.symbol})
            </label>
          ))}
        </fieldset>
      </section>
      {machine && tokenAddress ? (
        <SwapClaimPanel
          key={`${signedInAccount}-${tokenAddress}-${claimRound}`}
          machine={machine}
          tokenAddress={tokenAddress}
          explorerUrl={env.explorerUrl}
          onClaimAgain={() => setClaimRound((round) => round + 1)}
          onLinkX={() => startSocialSignIn(api, 'twitter', '/swaps')}
        />
      ) : signedInAccount || memberComing ? (
        <ComingRoom label="Loading your claim" className="koi-swaps__claim">
          <h2>Claim</h2>
        </ComingRoom>
      ) : (
        <p className="koi-swaps__sign-in">Sign in to claim your GCoins as tokens.</p>
      )}
      <SwapLeaderboard api={api} />
    </div>
  )
}
