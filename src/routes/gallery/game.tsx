import { createFileRoute } from '@tanstack/react-router'
import { providerResultOf, withoutProviderResult } from '../../services/social/signIn'
import { GalleryRoutePage } from '../-app/GalleryRoutePage'
import { gameGallerySearchSchema } from '../-search/galleries'
import { writeSortIntoUrl } from '../-search/sortInUrl'
import { sectionHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/gallery/game')({
  head: sectionHead('/gallery/game'),
  validateSearch: gameGallerySearchSchema,
  beforeLoad: ({ location, search }) => writeSortIntoUrl(location, search.sortBy),
  component: GameGalleryPage,
})

function GameGalleryPage() {
  const { api } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <GalleryRoutePage
      api={api}
      title="Game gallery"
      intro={<p>Screenshots, clips and models from the game. Open one to see it in full.</p>}
      kind="game"
      sortBy={search.sortBy}
      editRequested={search.type === 'edit'}
      viewerValue={search.item}
      onSortChange={(sortBy) => void navigate({ search: (previous) => ({ ...previous, sortBy }) })}
      xLink={{
        result: providerResultOf(search),
        onResultRead: () => void navigate({ search: withoutProviderResult, replace: true }),
      }}
    />
  )
}
