import { createFileRoute } from '@tanstack/react-router'
import { Gallery } from '../../features/galleries'
import { useSession } from '../../features/shell/session/SessionContext'
import { PageIntro } from '../../ui/page/PageIntro'
import { SortDropdown } from '../../ui/sort/SortDropdown'
import { useStartXLink } from '../-app/startXLink'
import { fanArtSearchSchema } from '../-search/galleries'
import { SORT_VALUES } from '../-search/params'
import { writeSortIntoUrl } from '../-search/sortInUrl'

export const Route = createFileRoute('/gallery/fan-art')({
  validateSearch: fanArtSearchSchema,
  beforeLoad: ({ location, search }) => writeSortIntoUrl(location, search.sortBy),
  component: FanArtGalleryPage,
})

function FanArtGalleryPage() {
  const { api } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { session, connect } = useSession()
  const startXLink = useStartXLink()
  return (
    <>
      <PageIntro title="Fan art gallery">
        <p>The community's fan art, shared on X. Open a piece to see its post; love the ones you like.</p>
      </PageIntro>
      <Gallery
        api={api}
        kind="fan-art"
        sortBy={search.sortBy}
        editRequested={search.type === 'edit'}
        viewerValue={search.tweetId}
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
