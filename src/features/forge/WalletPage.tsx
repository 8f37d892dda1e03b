import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { providerResultOf, withoutProviderResult } from '../../services/social'
import { QueryParamModal } from '../../ui/modal/QueryParamModal'
import { notify } from '../../ui/toast/notify'
import { ArtistCard } from './artist/ArtistCard'
import { WalletBody } from './body/WalletBody'
import { ProfileEditor } from './editor/ProfileEditor'
import { OwnActions } from './header/OwnActions'
import { WalletHeader } from './header/WalletHeader'
import { Shields } from './shields/Shields'
import { SocialButtons } from './social/SocialButtons'
import { isSameAccount, SIGN_TO_CONTINUE, type WalletContext, type WalletView, type WalletViewer } from './wallet'
import { profileQuery, walletKeys } from './walletQueries'
import './editor/ProfileEditor.css'

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
                  <ArtistCard api={api} profile={profile.data} signedIn={viewer.signedIn} onUpdated={refreshProfile} />
                ) : null
              }
              social={
                <SocialButtons
                  api={api}
                  signedIn={viewer.signedIn}
                  linked={profile.data?.social ?? { twitter: null, discord: null }}
                  onChanged={refreshProfile}
                  returnTo={`/forge/${account}`}
                  result={providerResultOf(view)}
                  onResultRead={dropProviderResult}
                />
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
        <QueryParamModal param="edit" title="Edit Profile" fullScreenBelow={767}>
          <p className="koi-profile-editor__lead">Update your profile and choose your Guardian</p>
          {profile.data ? (
            <ProfileEditor
              api={api}
              account={account}
              profile={profile.data}
              signedIn={viewer.signedIn}
              onSaved={refreshProfile}
            />
          ) : null}
        </QueryParamModal>
      ) : null}
    </div>
  )
}
