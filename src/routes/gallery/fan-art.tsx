import { createFileRoute } from '@tanstack/react-router'
import { providerResultOf, withoutProviderResult } from '../../services/social/signIn'
import { GalleryRoutePage } from '../-app/GalleryRoutePage'
import { fanArtSearchSchema } from '../-search/galleries'
import { writeSortIntoUrl } from '../-search/sortInUrl'
import { sectionHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/gallery/fan-art')({
  head: sectionHead('/gallery/fan-art'),
  validateSearch: fanArtSearchSchema,
  beforeLoad: ({ location, search }) => writeSortIntoUrl(location, search.sortBy),
  component: FanArtGalleryPage,
})

function FanArtGalleryPage() {
  const { api } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <GalleryRoutePage
      api={api}
      title="Fan art gallery"
      intro={<p>The community's fan art, shared on X. Open a piece to see its post; love the ones you like.</p>}
      kind="fan-art"
      sortBy={search.sortBy}
      editRequested={search.type === 'edit'}
      viewerValue={search.tweetId}
      onSortChange={(sortBy) => void navigate({ search: (previous) => ({ ...previous, sortBy }) })}
      xLink={{
        result: providerResultOf(search),
        onResultRead: () => void navigate({ search: withoutProviderResult, replace: true }),
      }}
    />
  )
}
