import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import type { ApiClient } from '../../../services/api'
import { signedInAccountOf, type GatingMember, type ReactionGatingInput } from '../../../services/reaction'
import { LoveControl } from '../../../ui/reaction/LoveControl'
import { nftLikesQuery } from '../queries'

/** The reaction machine, its gating and the toasts (XState, sonner): fetched with the first click. */
const LiveItemLikes = lazy(() => import('./LiveItemLikes'))

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

/**
 * The item's like count and the member's own like, from the server, with the like control. The
 * control's machine starts with the first click on it (or when the member comes back from the X
 * sign-in); until then the heart shows the server's values, which are the machine's input.
 */
export function ItemLikes(props: ItemLikesProps) {
  const { api, collection, tokenId, name, member, xLink } = props
  const account = signedInAccountOf(member)
  const likes = useQuery(nftLikesQuery(api, collection, tokenId))
  const mine = useQuery({
    queryKey: ['nfts', collection, tokenId, 'reaction', account],
    queryFn: () => api.call('getAccountNftReaction', { params: { collection, tokenId, account: account ?? '' } }),
    enabled: account !== null,
  })
  const [clicked, setClicked] = useState(false)
  if (!likes.data) return <span>…</span>
  const active = mine.data?.like ?? false
  const count = likes.data.totalCount
  // while its code comes, the heart is busy: the click is already on its way to the machine
  const waiting = (
    <LoveControl
      active={active}
      count={count}
      busy={clicked}
      onToggle={() => setClicked(true)}
      label={`Like ${name}`}
    />
  )
  if (!clicked && xLink.result === null) return waiting
  return (
    <Suspense fallback={waiting}>
      <LiveItemLikes {...props} active={active} count={count} toggleAtStart={clicked} />
    </Suspense>
  )
}
