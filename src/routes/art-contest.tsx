import { createFileRoute } from '@tanstack/react-router'
import { QueryParamModal } from '../ui/modal/QueryParamModal'
import { PageIntro } from '../ui/page/PageIntro'
import { SortDropdown } from '../ui/sort/SortDropdown'
import { artContestSearchSchema } from './-search/galleries'
import { SORT_VALUES } from './-search/params'
import { writeSortIntoUrl } from './-search/sortInUrl'

export const Route = createFileRoute('/art-contest')({
  validateSearch: artContestSearchSchema,
  beforeLoad: ({ location, search }) => writeSortIntoUrl(location, search.sortBy),
  component: ArtContestPage,
})

function ArtContestPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PageIntro title="Art contest">
      <SortDropdown
        value={search.sortBy}
        options={SORT_VALUES}
        onChange={(sortBy) => void navigate({ search: (previous) => ({ ...previous, sortBy }) })}
      />
      <p>
        Claim a Battlecard to draw, post your piece on X with the contest hashtag, and enter the contest. This page will
        hold the claimable pieces, the rules, the FAQ and the submissions, filtered by category.
      </p>
      <QueryParamModal param="id" title="Artist submission">
        <p>This viewer will show the submission with its media and its artist.</p>
      </QueryParamModal>
    </PageIntro>
  )
}
