import { createFileRoute } from '@tanstack/react-router'
import { CollectionsList } from '../features/collections/list/CollectionsList'
import { PageIntro } from '../ui/page/PageIntro'
import { collectionsSearchSchema } from './-search/collections'
import { sectionHead } from '../features/shell/head/routeHead'

export const Route = createFileRoute('/collections')({
  head: sectionHead('/collections'),
  validateSearch: collectionsSearchSchema,
  component: CollectionsPage,
})

function CollectionsPage() {
  const { api } = Route.useRouteContext()
  const { page = 1 } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PageIntro title="Collections" wide>
      <p>Every collection ranked by market cap, with its prices, volume, owners and volume change.</p>
      <CollectionsList
        api={api}
        page={page}
        onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
      />
    </PageIntro>
  )
}
