import { createFileRoute } from '@tanstack/react-router'
import { QueryParamModal } from '../../ui/modal/QueryParamModal'
import { PageIntro } from '../../ui/page/PageIntro'
import { SortDropdown } from '../../ui/sort/SortDropdown'
import { submissionsSearchSchema } from '../-search/galleries'
import { SORT_VALUES } from '../-search/params'
import { writeSortIntoUrl } from '../-search/sortInUrl'

export const Route = createFileRoute('/gallery/submissions')({
  validateSearch: submissionsSearchSchema,
  beforeLoad: ({ location, search }) => writeSortIntoUrl(location, search.sortBy),
  component: SubmissionsGalleryPage,
})

function SubmissionsGalleryPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PageIntro title="All submissions">
      <SortDropdown
        value={search.sortBy}
        options={SORT_VALUES}
        onChange={(sortBy) => void navigate({ search: (previous) => ({ ...previous, sortBy }) })}
      />
      <p>This gallery will show every artist submission of the art contest in a masonry grid, each with its likes.</p>
      <QueryParamModal param="id" title="Artist submission">
        <p>This viewer will show the submission with its media and its artist.</p>
      </QueryParamModal>
    </PageIntro>
  )
}
