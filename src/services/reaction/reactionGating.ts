import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { hasLinkedX } from '../../machines/reaction/rules'
import type { Notice } from '../../machines/notice'
import type { ApiClient } from '../api'
import type { ReactionEffectsDeps } from './reactionEffects'

/** The member as the gating sees them: the shell's session, whatever its loading states. */
export interface GatingMember {
  status: string
  account?: string
}

export interface ReactionGatingInput {
  api: ApiClient
  member: GatingMember
  /** Opens the wallet connect dialog. */
  connect: () => void
  /** Starts linking the member's X account (the X sign-in). */
  startXLink: () => void
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
}

export const memberProfileQueryKey = (account: string) => ['users', account.toLowerCase(), 'profile'] as const

/**
 * The reaction gating of one page: wallet, then session, then a linked X account, read from the
 * shell's session and the member's profile. One per page; every love control on it shares it.
 */
export function useReactionGating({ api, member, connect, startXLink, notify }: ReactionGatingInput): ReactionGating {
  const [xPromptOpen, setXPromptOpen] = useState(false)
  const hasWallet = (member.status === 'connected-unsigned' || member.status === 'signed-in') && !!member.account
  const signedInAccount = member.status === 'signed-in' && member.account ? member.account : null
  const { data: profile } = useQuery({
    queryKey: memberProfileQueryKey(signedInAccount ?? '-'),
    queryFn: () => api.call('getUser', { params: { account: signedInAccount ?? '' } }),
    enabled: signedInAccount !== null,
  })
  const linkedX = signedInAccount !== null && hasLinkedX(profile?.social.twitter)

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
        startXLink()
      },
    },
    isAdmin: signedInAccount !== null && profile?.isAdmin === true,
    signedInAccount,
  }
}
