import { createFileRoute } from '@tanstack/react-router'
import { QueryParamModal } from '../../ui/modal/QueryParamModal'
import { PageIntro } from '../../ui/page/PageIntro'
import { SortDropdown } from '../../ui/sort/SortDropdown'
import { gameGallerySearchSchema } from '../-search/galleries'
import { SORT_VALUES } from '../-search/params'
import { writeSortIntoUrl } from '../-search/sortInUrl'

export const Route = createFileRoute('/gallery/game')({
  validateSearch: gameGallerySearchSchema,
  beforeLoad: ({ location, search }) => writeSortIntoUrl(location, search.sortBy),
  component: GameGalleryPage,
})

function GameGalleryPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PageIntro title="Game gallery">
      <SortDropdown
        value={search.sortBy}
        options={SORT_VALUES}
        onChange={(sortBy) => void navigate({ search: (previous) => ({ ...previous, sortBy }) })}
      />
      <p>This gallery will show screenshots and clips from the game in a masonry grid, each with its likes.</p>
      <QueryParamModal param="item" title="Game gallery item">
        <p>This viewer will show the item with its title, description and media.</p>
      </QueryParamModal>
    </PageIntro>
  )
}
