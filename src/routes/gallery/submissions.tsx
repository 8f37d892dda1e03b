import { createFileRoute } from '@tanstack/react-router'
import { providerResultOf, withoutProviderResult } from '../../services/social/signIn'
import { GalleryRoutePage } from '../-app/GalleryRoutePage'
import { submissionsSearchSchema } from '../-search/galleries'
import { writeSortIntoUrl } from '../-search/sortInUrl'
import { sectionHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/gallery/submissions')({
  head: sectionHead('/gallery/submissions'),
  validateSearch: submissionsSearchSchema,
  beforeLoad: ({ location, search }) => writeSortIntoUrl(location, search.sortBy),
  component: SubmissionsGalleryPage,
})

function SubmissionsGalleryPage() {
  const { api } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <GalleryRoutePage
      api={api}
      title="All submissions"
      intro={<p>Every entry of the art contest. Open one to see its post on X; love the ones you like.</p>}
      kind="submissions"
      sortBy={search.sortBy}
      editRequested={search.type === 'edit'}
      viewerValue={search.id}
      onSortChange={(sortBy) => void navigate({ search: (previous) => ({ ...previous, sortBy }) })}
      xLink={{
        result: providerResultOf(search),
        onResultRead: () => void navigate({ search: withoutProviderResult, replace: true }),
      }}
    />
  )
}
