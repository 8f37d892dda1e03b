import { createFileRoute } from '@tanstack/react-router'
import { ArtContest, CategoryFilter } from '../features/artContest'
import { Gallery } from '../features/galleries'
import { useSession } from '../features/shell/session/SessionContext'
import { providerResultOf, withoutProviderResult } from '../services/social/signIn'
import { PageIntro } from '../ui/page/PageIntro'
import { SortDropdown } from '../ui/sort/SortDropdown'
import { artContestSearchSchema } from './-search/galleries'
import { SORT_VALUES } from './-search/params'
import { writeSortIntoUrl } from './-search/sortInUrl'
import { sectionHead } from '../features/shell/head/routeHead'

export const Route = createFileRoute('/art-contest')({
  head: sectionHead('/art-contest'),
  validateSearch: artContestSearchSchema,
  beforeLoad: ({ location, search }) => writeSortIntoUrl(location, search.sortBy),
  component: ArtContestPage,
})

function ArtContestPage() {
  const { api } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { session, connect } = useSession()
  return (
    <>
      <PageIntro title="Art contest">
        <p>Claim a Battlecard to draw, post your piece on X with the contest hashtag, and enter the contest.</p>
      </PageIntro>
      <ArtContest api={api} member={session} />
      <Gallery
        api={api}
        kind="submissions"
        title="Submissions"
        sortBy={search.sortBy}
        editRequested={search.type === 'edit'}
        category={search.category}
        viewerValue={search.id}
        member={session}
        connect={connect}
        xLink={{
          result: providerResultOf(search),
          onResultRead: () => void navigate({ search: withoutProviderResult, replace: true }),
        }}
        toolbar={
          <>
            <CategoryFilter api={api} selected={search.category} />
            <SortDropdown
              value={search.sortBy}
              options={SORT_VALUES}
              onChange={(sortBy) => void navigate({ search: (previous) => ({ ...previous, sortBy }) })}
            />
          </>
        }
      />
    </>
  )
}
