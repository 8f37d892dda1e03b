import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useReaction, useReactionGating } from '../../../services/reaction'
import { LoveControl } from '../../../ui/reaction/LoveControl'
import { XSignInPrompt } from '../../../ui/reaction/XSignInPrompt'
import { showNotice } from '../../../ui/toast/serviceToast'
import type { ItemLikesProps } from './ItemLikes'

type Gating = ReturnType<typeof useReactionGating>['effects']

function LikeToggle({
  api,
  collection,
  tokenId,
  name,
  initial,
  gating,
  refresh,
  toggleAtStart,
  ready,
  onToggleSent,
}: Pick<ItemLikesProps, 'api' | 'collection' | 'tokenId' | 'name'> & {
  initial: { active: boolean; count: number }
  gating: Gating
  refresh: () => void
  toggleAtStart: boolean
  /** The gating knows the member (profile read): the first toggle waits for it. */
  ready: boolean
  onToggleSent: () => void
}) {
  const reaction = useReaction(
    initial,
    {
      ...gating,
      update: () => api.call('updateNftReaction', { params: { collection, tokenId }, query: { type: 'like' } }),
      refresh,
    },
    `reaction:item:${collection}:${tokenId}`,
  )
  // the click that brought this code in is the machine's first toggle, once the gate can answer
  const sent = useRef(false)
  const { toggle } = reaction
  useEffect(() => {
    if (!toggleAtStart || !ready || sent.current) return
    sent.current = true
    toggle()
    onToggleSent()
  }, [toggleAtStart, ready, toggle, onToggleSent])
  // until that first toggle is sent the heart stays busy, and a second click is not a second toggle
  return (
    <LoveControl
      {...reaction}
      busy={reaction.busy || toggleAtStart}
      onToggle={toggleAtStart ? () => undefined : reaction.toggle}
      label={`Like ${name}`}
    />
  )
}

/**
 * The like control with its machine: the reaction, gated as every reaction is (wallet, then
 * session, then a linked X account) through the shared reaction gating, and the X sign-in prompt.
 * Loaded with the first click on the heart (`toggleAtStart`), or at once when the member comes back
 * from the X sign-in to link their account.
 */
export default function LiveItemLikes({
  api,
  collection,
  tokenId,
  name,
  member,
  connect,
  xLink,
  active,
  count,
  toggleAtStart,
}: ItemLikesProps & { active: boolean; count: number; toggleAtStart: boolean }) {
  const queryClient = useQueryClient()
  const gating = useReactionGating({ api, member, connect, xLink, notify: showNotice })
  const [pendingToggle, setPendingToggle] = useState(toggleAtStart)
  return (
    <>
      <LikeToggle
        // a refetch with other server values starts the reaction again from them
        key={`${active}-${count}`}
        api={api}
        collection={collection}
        tokenId={tokenId}
        name={name}
        initial={{ active, count }}
        gating={gating.effects}
        refresh={() => void queryClient.invalidateQueries({ queryKey: ['nfts', collection, tokenId] })}
        toggleAtStart={pendingToggle}
        ready={gating.ready}
        onToggleSent={() => setPendingToggle(false)}
      />
      <XSignInPrompt {...gating.xPrompt} />
    </>
  )
}
