import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { hasLinkedX } from '../../machines/reaction/rules'
import type { Notice } from '../../machines/notice'
import type { ApiClient } from '../api'
import { memberProfilesKey } from '../member/profileQuery'
import { startSocialSignIn, useSocialLink, type ProviderResult } from '../social'
import { signedInAccountOf, type GatingMember } from './member'
import type { ReactionEffectsDeps } from './reactionEffects'

export type { GatingMember }

export interface ReactionGatingInput {
  api: ApiClient
  member: GatingMember
  /** Opens the wallet connect dialog. */
  connect: () => void
  /**
   * The X sign-in's result when the member comes back to the page (`providerResultOf(search)`, the
   * route's search schema spreading `socialSearchShape`), and how the page drops it from the URL.
   */
  xLink: { result: ProviderResult | null; onResultRead: () => void }
  notify: (notice: Notice) => void
}

export interface ReactionGating {
  /** The gating half of every reaction's effects on the page; add `update` and `refresh` per item. */
  effects: Pick<ReactionEffectsDeps, 'gate' | 'openWalletDialog' | 'promptXSignIn' | 'notify'>
  /** Whether the 'Sign in with X' prompt is open, for `XSignInPrompt`. */
  xPrompt: { open: boolean; onClose: () => void; onSignIn: () => void }
  /** The signed-in member's profile says they are an admin. */
  isAdmin: boolean
  /** The signed-in member's account, or null. */
  signedInAccount: string | null
  /** What the gate reads is known: no member signed in, or their profile (linked X) has been read. */
  ready: boolean
}

export const memberProfileQueryKey = (account: string) => ['users', account.toLowerCase(), 'profile'] as const

/**
 * The reaction gating of one page: wallet, then session, then a linked X account, read from the
 * shell's session and the member's profile. One per page; every love control on it shares it.
 * 'Sign in with X' leaves for the X sign-in and comes back to the page, which then links the
 * verified account (the socialLink machine, with its toasts) and refreshes the profile.
 */
export function useReactionGating({ api, member, connect, xLink, notify }: ReactionGatingInput): ReactionGating {
  const queryClient = useQueryClient()
  const [xPromptOpen, setXPromptOpen] = useState(false)
  const hasWallet = (member.status === 'connected-unsigned' || member.status === 'signed-in') && !!member.account
  const signedInAccount = signedInAccountOf(member)
  const { data: profile, isPending: profilePending } = useQuery({
    queryKey: memberProfileQueryKey(signedInAccount ?? '-'),
    queryFn: () => api.call('getUser', { params: { account: signedInAccount ?? '' } }),
    enabled: signedInAccount !== null,
  })
  const linkedX = signedInAccount !== null && hasLinkedX(profile?.social.twitter)
  useSocialLink({
    api,
    signedIn: signedInAccount !== null,
    result: xLink.result,
    onResultRead: xLink.onResultRead,
    notify,
    onChanged: () => void queryClient.invalidateQueries({ queryKey: memberProfilesKey }),
  })

  return {
    effects: {
      gate: () => ({ hasWallet, isLoggedIn: signedInAccount !== null, hasLinkedX: linkedX }),
      openWalletDialog: connect,
      promptXSignIn: () => setXPromptOpen(true),
      notify,
    },
    xPrompt: {
      open: xPromptOpen,
      onClose: () => setXPromptOpen(false),
      onSignIn: () => {
        setXPromptOpen(false)
        startSocialSignIn(api, 'twitter')
      },
    },
    isAdmin: signedInAccount !== null && profile?.isAdmin === true,
    signedInAccount,
    ready: signedInAccount === null || !profilePending,
  }
}
