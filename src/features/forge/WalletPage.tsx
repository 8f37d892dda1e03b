import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { Suspense, useCallback } from 'react'
import { providerResultOf, withoutProviderResult } from '../../services/social'
import { notify } from '../../ui/toast/notify'
import { WalletBody } from './body/WalletBody'
import { OwnActions } from './header/OwnActions'
import { WalletHeader } from './header/WalletHeader'
import { ArtistCard, ProfileEditorModal, SocialButtons } from './ownerTools'
import { Shields } from './shields/Shields'
import { isSameAccount, SIGN_TO_CONTINUE, type WalletContext, type WalletView, type WalletViewer } from './wallet'
import { profileQuery, walletKeys } from './walletQueries'

export interface WalletPageProps extends WalletContext {
  account: string
  view: WalletView
  viewer: WalletViewer
  /** Where the empty owned tab's Presale button goes. */
  presaleUrl: string
}

/** /forge/{account}: the header, the owned and liked tabs, the profile editor and the shields. */
export function WalletPage({ api, env, config, account, view, viewer, presaleUrl }: WalletPageProps) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const router = useRouter()
  const profile = useQuery(profileQuery(api, account, env.chainId))
  const isOwn = isSameAccount(viewer.account, account)
  // the saved profile is read again, and the route's head with it: the tab shows a new username
  const refreshProfile = useCallback(
    () =>
      void queryClient
        .invalidateQueries({ queryKey: walletKeys.profile(account, env.chainId) })
        .then(() => router.invalidate()),
    [queryClient, router, account, env.chainId],
  )
  const openEditor = () =>
    void navigate({ to: '/forge/$account', params: { account }, search: (previous) => ({ ...previous, edit: true }) })
  const dropProviderResult = useCallback(
    () =>
      void navigate({
        to: '/forge/$account',
        params: { account },
        search: (previous) => withoutProviderResult(previous),
        replace: true,
      }),
    [navigate, account],
  )
  // the picture's edit icon opens the editor too, and asks to sign first as the Edit Profile button does
  const editPicture = () => (viewer.signedIn ? openEditor() : notify.info(SIGN_TO_CONTINUE))

  return (
    <div className="koi-wallet">
      <WalletHeader
        account={account}
        profile={profile.data}
        isOwn={isOwn}
        onEditPicture={editPicture}
        shields={
          <Shields
            api={api}
            product={config.name}
            account={account}
            isOwn={isOwn}
            viewer={viewer.account}
            signedIn={viewer.signedIn}
          />
        }
        actions={
          isOwn ? (
            <OwnActions
              signedIn={viewer.signedIn}
              onEditProfile={openEditor}
              onVault={() => void navigate({ to: '/vault' })}
              artist={
                profile.data ? (
                  <Suspense fallback={null}>
                    <ArtistCard
                      api={api}
                      profile={profile.data}
                      signedIn={viewer.signedIn}
                      onUpdated={refreshProfile}
                    />
                  </Suspense>
                ) : null
              }
              social={
                <Suspense fallback={null}>
                  <SocialButtons
                    api={api}
                    signedIn={viewer.signedIn}
                    linked={profile.data?.social ?? { twitter: null, discord: null }}
                    onChanged={refreshProfile}
                    returnTo={`/forge/${account}`}
                    result={providerResultOf(view)}
                    onResultRead={dropProviderResult}
                  />
                </Suspense>
              }
            />
          ) : null
        }
      />
      <WalletBody
        api={api}
        env={env}
        config={config}
        account={account}
        tab={view.tab}
        address={view.address}
        presaleUrl={presaleUrl}
      />
      {isOwn ? (
        <Suspense fallback={null}>
          <ProfileEditorModal
            api={api}
            account={account}
            profile={profile.data}
            signedIn={viewer.signedIn}
            onSaved={refreshProfile}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
