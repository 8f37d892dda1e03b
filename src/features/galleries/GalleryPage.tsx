import { useMutation, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, type ReactNode } from 'react'
import { ApiError, type ApiClient } from '../../services/api'
import { useReactionGating, type GatingMember, type ReactionGatingInput } from '../../services/reaction'
import { QueryParamModal } from '../../ui/modal/QueryParamModal'
import { XSignInPrompt } from '../../ui/reaction/XSignInPrompt'
import { notify } from '../../ui/toast/notify'
import { showNotice } from '../../ui/toast/serviceToast'
import { toggleLove } from './galleryCalls'
import { GalleryGrid } from './GalleryGrid'
import { SUBMISSION_KIND, VIEWER_PARAM, type GalleryKind, type GalleryPhoto } from './galleryTiles'
import { GameItemViewer } from './GameItemViewer'
import type { SortValue } from './sortValues'
import { SubmissionViewer } from './SubmissionViewer'
import { useGalleryPages } from './useGalleryPages'

const VIEWER_TITLE: Record<GalleryKind, string> = {
  'fan-art': 'Fan art submission',
  game: 'Game gallery item',
  submissions: 'Artist submission',
}

export interface GalleryProps {
  api: ApiClient
  kind: GalleryKind
  sortBy: SortValue
  /** `type=edit` in the URL: admins see disabled entries, the toggle and the ids. */
  editRequested: boolean
  /** The contest's category filter (submissions only). */
  category?: string
  /** The value of the viewer's search parameter, when open. */
  viewerValue?: string
  /** The shell's session, its wallet dialog and the X sign-in. */
  member: GatingMember
  connect: () => void
  /** The X sign-in's result read from the URL, and how the route drops it. */
  xLink: ReactionGatingInput['xLink']
  /** Above the grid: the sort dropdown, the category filter. */
  toolbar?: ReactNode
  /** A heading when the gallery is one section of a page (the art contest's submissions). */
  title?: string
}

/** A gallery: masonry rows of 25 a page with love controls, the admin's and judge's views, and its viewer. */
export function Gallery({
  api,
  kind,
  sortBy,
  editRequested,
  category,
  viewerValue,
  member,
  toolbar,
  title,
  ...rest
}: GalleryProps) {
  const gating = useReactionGating({
    api,
    member,
    connect: rest.connect,
    xLink: rest.xLink,
    notify: showNotice,
  })
  const editing = editRequested && gating.isAdmin
  const account = member.account ?? null
  const pages = useGalleryPages(api, kind, { sortBy, showDisabled: editing, account, category })
  const { data: judge } = useQuery({
    queryKey: ['art-contest', 'judge', account],
    queryFn: () => api.call('getArtistJudge', { params: { account: account ?? '' } }),
    enabled: account !== null,
  })

  const navigate = useNavigate()
  const param = VIEWER_PARAM[kind]
  const openViewer = useCallback(
    (photo: GalleryPhoto) =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, [param]: photo.viewerValue }),
      }),
    [navigate, param],
  )
  const toggleDisabled = useMutation({
    mutationFn: (photo: GalleryPhoto) =>
      api.call('setSubmissionDisabled', {
        params: { kind: SUBMISSION_KIND[kind], id: photo.id },
        body: { disabled: !photo.disabled },
      }),
    onSuccess: () => pages.refresh(),
    onError: (error) => notify.error(error instanceof ApiError ? error.message : 'Please try again later!'),
  })
  const react = useCallback((id: string) => toggleLove(api, kind, id), [api, kind])
  const shown = viewerValue === undefined ? undefined : pages.photos.find((photo) => photo.viewerValue === viewerValue)

  return (
    <section className="koi-gallery-page" aria-label={title ?? 'Gallery'}>
      {title ? <h2>{title}</h2> : null}
      <div className="koi-gallery-page__toolbar">{toolbar}</div>
      <GalleryGrid
        pages={pages}
        roles={{ editing, showsId: judge?.isJudge === true }}
        gating={gating.effects}
        gatingReady={gating.ready}
        react={react}
        onOpen={openViewer}
        onToggleDisabled={(photo) => toggleDisabled.mutate(photo)}
      />
      <QueryParamModal param={param} title={VIEWER_TITLE[kind]}>
        {kind === 'game' && viewerValue ? <GameItemViewer api={api} id={viewerValue} /> : null}
        {kind !== 'game' && viewerValue ? (
          <SubmissionViewer api={api} kind={kind} value={viewerValue} loaded={shown} />
        ) : null}
      </QueryParamModal>
      <XSignInPrompt {...gating.xPrompt} />
    </section>
  )
}
