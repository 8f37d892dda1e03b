import { createFileRoute } from '@tanstack/react-router'
import { Gallery } from '../../features/galleries'
import { useSession } from '../../features/shell/session/SessionContext'
import { PageIntro } from '../../ui/page/PageIntro'
import { SortDropdown } from '../../ui/sort/SortDropdown'
import { useStartXLink } from '../-app/startXLink'
import { gameGallerySearchSchema } from '../-search/galleries'
import { SORT_VALUES } from '../-search/params'
import { writeSortIntoUrl } from '../-search/sortInUrl'

export const Route = createFileRoute('/gallery/game')({
  validateSearch: gameGallerySearchSchema,
  beforeLoad: ({ location, search }) => writeSortIntoUrl(location, search.sortBy),
  component: GameGalleryPage,
})

function GameGalleryPage() {
  const { api } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { session, connect } = useSession()
  const startXLink = useStartXLink()
  return (
    <>
      <PageIntro title="Game gallery">
        <p>Screenshots, clips and models from the game. Open one to see it in full.</p>
      </PageIntro>
      <Gallery
        api={api}
        kind="game"
        sortBy={search.sortBy}
        editRequested={search.type === 'edit'}
        viewerValue={search.item}
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
