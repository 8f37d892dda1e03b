import type { ReactNode } from 'react'
import { Gallery, type GalleryKind } from '../../features/galleries'
import { useSession } from '../../features/shell/session/SessionContext'
import type { ApiClient } from '../../services/api'
import type { ReactionGatingInput } from '../../services/reaction'
import { PageIntro } from '../../ui/page/PageIntro'
import { SortDropdown } from '../../ui/sort/SortDropdown'
import { SORT_VALUES, type SortValue } from '../-search/params'

export interface GalleryRoutePageProps {
  api: ApiClient
  title: string
  intro: ReactNode
  kind: GalleryKind
  sortBy: SortValue
  editRequested: boolean
  /** The viewer's URL parameter (`tweetId`, `item` or `id`), when one is open. */
  viewerValue: string | undefined
  onSortChange: (sortBy: SortValue) => void
  /** The X sign-in's result in the URL and how to drop it. */
  xLink: ReactionGatingInput['xLink']
}

/** What the three gallery routes compose: the intro, the member's session and the gallery with its sort. */
export function GalleryRoutePage({
  api,
  title,
  intro,
  kind,
  sortBy,
  editRequested,
  viewerValue,
  onSortChange,
  xLink,
}: GalleryRoutePageProps) {
  const { session, connect } = useSession()
  return (
    <>
      <PageIntro title={title}>{intro}</PageIntro>
      <Gallery
        api={api}
        kind={kind}
        sortBy={sortBy}
        editRequested={editRequested}
        viewerValue={viewerValue}
        member={session}
        connect={connect}
        xLink={xLink}
        toolbar={<SortDropdown value={sortBy} options={SORT_VALUES} onChange={onSortChange} />}
      />
    </>
  )
}
