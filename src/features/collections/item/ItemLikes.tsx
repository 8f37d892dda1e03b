import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../../../services/api'
import { useReaction, useReactionGating, type GatingMember, type ReactionGatingInput } from '../../../services/reaction'
import { LoveControl } from '../../../ui/reaction/LoveControl'
import { XSignInPrompt } from '../../../ui/reaction/XSignInPrompt'
import { showNotice } from '../../../ui/toast/serviceToast'
import { nftLikesQuery } from '../queries'

export interface ItemLikesProps {
  api: ApiClient
  collection: string
  tokenId: string
  name: string
  /** The shell's session, its wallet dialog and the X sign-in. */
  member: GatingMember
  connect: () => void
  /** The X sign-in's result read from the URL, and how the route drops it. */
  xLink: ReactionGatingInput['xLink']
}

type Gating = ReturnType<typeof useReactionGating>['effects']

function LikeToggle({
  api,
  collection,
  tokenId,
  name,
  initial,
  gating,
  refresh,
}: Pick<ItemLikesProps, 'api' | 'collection' | 'tokenId' | 'name'> & {
  initial: { active: boolean; count: number }
  gating: Gating
  refresh: () => void
}) {
  const reaction = useReaction(initial, {
    ...gating,
    update: () => api.call('updateNftReaction', { params: { collection, tokenId }, query: { type: 'like' } }),
    refresh,
  })
  return <LoveControl {...reaction} onToggle={reaction.toggle} label={`Like ${name}`} />
}

/**
 * The item's like count with the like control, gated as every reaction is (wallet, then session,
 * then a linked X account) through the shared reaction machine.
 */
export function ItemLikes({ api, collection, tokenId, name, member, connect, xLink }: ItemLikesProps) {
  const queryClient = useQueryClient()
  const gating = useReactionGating({ api, member, connect, xLink, notify: showNotice })
  const account = gating.signedInAccount
  const likes = useQuery(nftLikesQuery(api, collection, tokenId))
  const mine = useQuery({
    queryKey: ['nfts', collection, tokenId, 'reaction', account],
    queryFn: () => api.call('getAccountNftReaction', { params: { collection, tokenId, account: account ?? '' } }),
    enabled: account !== null,
  })
  if (!likes.data) return <span>…</span>
  const active = mine.data?.like ?? false
  const count = likes.data.totalCount
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
      />
      <XSignInPrompt {...gating.xPrompt} />
    </>
  )
}
