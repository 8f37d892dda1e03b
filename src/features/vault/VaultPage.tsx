import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { socialLinkMessages } from '../../machines/socialLink/messages'
import type { ApiClient } from '../../services/api'
import type { Env } from '../../services/config/env'
import { memberProfileQuery, memberProfilesKey } from '../../services/member/profileQuery'
import { providerResultOf, startSocialSignIn, useSocialLink } from '../../services/social'
import { ComingRoom } from '../../ui/page/ComingRoom'
import { PageIntro } from '../../ui/page/PageIntro'
import { pageCount, Paginator } from '../../ui/paginator/Paginator'
import { showNotice } from '../../ui/toast/serviceToast'
import { VaultAssetCard } from './VaultAssetCard'
import './VaultPage.css'

export const VAULT_PAGE_SIZE = 12

export type VaultSession =
  | { status: 'loading' }
  | { status: 'disconnected' }
  | { status: 'connected-unsigned'; account: string }
  | { status: 'signed-in'; account: string }

export interface VaultPageProps {
  api: ApiClient
  env: Env
  session: VaultSession
  search: { social?: 'x' | 'discord'; socialError?: string }
  /** Drops the provider's result from the URL once read. */
  onResultRead: () => void
}

/** The vault: for a signed-in member with a linked X account, the assets, paged, each with its download. */
export function VaultPage({ api, env, session, search, onResultRead }: VaultPageProps) {
  const signedIn = session.status === 'signed-in'
  const account = signedIn ? session.account : null
  const queryClient = useQueryClient()
  const { data: profile } = useQuery({
    ...memberProfileQuery(api, account ?? '', env.chainId),
    enabled: account !== null,
  })
  useSocialLink({
    api,
    signedIn,
    result: providerResultOf(search),
    onResultRead,
    notify: showNotice,
    onChanged: () => void queryClient.invalidateQueries({ queryKey: memberProfilesKey }),
  })
  const linkedX = profile?.social.twitter ?? null
  const open = signedIn && linkedX !== null

  // the spec's prompt for a member who has not signed the login message
  const unsigned = session.status === 'disconnected' || session.status === 'connected-unsigned'
  useEffect(() => {
    if (unsigned) showNotice({ kind: 'info', message: socialLinkMessages.signToContinue })
  }, [unsigned])

  const [page, setPage] = useState(1)
  const { data: total } = useQuery({
    queryKey: ['vault', 'count'],
    queryFn: async () => (await api.call('getVaultCount')).totalCount,
    enabled: open,
  })
  const { data: assets } = useQuery({
    queryKey: ['vault', 'page', page],
    queryFn: () => api.page('getVaultAssets', page - 1, VAULT_PAGE_SIZE, {}),
    enabled: open,
  })

  // the member's vault is on its way: their session, their profile (whether X is linked), the assets
  const coming = session.status === 'loading' || (signedIn && !profile) || (open && !assets)

  return (
    <PageIntro title="Vault">
      {unsigned ? <p>Sign in with your wallet to open the vault.</p> : null}
      {coming ? <ComingRoom label="Opening your vault" className="koi-vault__coming" /> : null}
      {signedIn && profile && !linkedX ? (
        <div className="koi-vault__gate">
          <p>The vault opens to members who have linked their X account.</p>
          <button type="button" onClick={() => startSocialSignIn(api, 'twitter', '/vault')}>
            Link X
          </button>
        </div>
      ) : null}
      {open && assets ? (
        <>
          <p>Download the assets kept for the community.</p>
          <ul className="koi-vault__assets" aria-label="Vault assets">
            {assets.map((asset) => (
              <VaultAssetCard key={asset._id} api={api} asset={asset} signedIn={signedIn} />
            ))}
          </ul>
          {assets.length === 0 ? <p>No data available</p> : null}
          <Paginator page={page} totalPages={pageCount(total ?? 0, VAULT_PAGE_SIZE)} onPageChange={setPage} />
        </>
      ) : null}
    </PageIntro>
  )
}
