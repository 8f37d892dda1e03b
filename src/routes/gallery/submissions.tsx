import { createFileRoute } from '@tanstack/react-router'
import { Gallery } from '../../features/galleries'
import { useSession } from '../../features/shell/session/SessionContext'
import { PageIntro } from '../../ui/page/PageIntro'
import { SortDropdown } from '../../ui/sort/SortDropdown'
import { useStartXLink } from '../-app/startXLink'
import { submissionsSearchSchema } from '../-search/galleries'
import { SORT_VALUES } from '../-search/params'
import { writeSortIntoUrl } from '../-search/sortInUrl'

export const Route = createFileRoute('/gallery/submissions')({
  validateSearch: submissionsSearchSchema,
  beforeLoad: ({ location, search }) => writeSortIntoUrl(location, search.sortBy),
  component: SubmissionsGalleryPage,
})

function SubmissionsGalleryPage() {
  const { api } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { session, connect } = useSession()
  const startXLink = useStartXLink()
  return (
    <>
      <PageIntro title="All submissions">
        <p>Every entry of the art contest. Open one to see its post on X; love the ones you like.</p>
      </PageIntro>
      <Gallery
        api={api}
        kind="submissions"
        sortBy={search.sortBy}
        editRequested={search.type === 'edit'}
        viewerValue={search.id}
        member={session}
        connect={connect}
        startXLink={startXLink}
        toolbar={
          <SortDropdown
            value={search.sortBy}
            options={SORT_VALUES}
            onChange={(sortBy) => void navigate({ search: (previous) => ({ ...previous, sortBy }) })}
          />
        }
      />
    </>
  )
}
