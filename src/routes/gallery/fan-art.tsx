import { createFileRoute } from '@tanstack/react-router'
import { QueryParamModal } from '../../ui/modal/QueryParamModal'
import { PageIntro } from '../../ui/page/PageIntro'
import { SortDropdown } from '../../ui/sort/SortDropdown'
import { fanArtSearchSchema } from '../-search/galleries'
import { SORT_VALUES } from '../-search/params'
import { writeSortIntoUrl } from '../-search/sortInUrl'

export const Route = createFileRoute('/gallery/fan-art')({
  validateSearch: fanArtSearchSchema,
  beforeLoad: ({ location, search }) => writeSortIntoUrl(location, search.sortBy),
  component: FanArtGalleryPage,
})

function FanArtGalleryPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PageIntro title="Fan art gallery">
      <SortDropdown
        value={search.sortBy}
        options={SORT_VALUES}
        onChange={(sortBy) => void navigate({ search: (previous) => ({ ...previous, sortBy }) })}
      />
      <p>
        This gallery will show the community's fan art in a masonry grid, each piece with its likes. Opening a piece
        shows the post it was shared in.
      </p>
      <QueryParamModal param="tweetId" title="Fan art submission">
        <p>This viewer will show the post with its media, its author and its text, with a link to view it on X.</p>
      </QueryParamModal>
    </PageIntro>
  )
}
