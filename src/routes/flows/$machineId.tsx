import { createFileRoute } from '@tanstack/react-router'
import { flowsSearchSchema } from './-components/flowsSearch'
import { FlowsRoutePage } from './-components/FlowsRoutePage'
import { titleHead } from '../../features/shell/head/routeHead'
import { SECTION_TITLES } from '../../services/pageMeta/pageTitles'

export const Route = createFileRoute('/flows/$machineId')({
  head: ({ matches, params }) => titleHead({ matches }, params.machineId, SECTION_TITLES['/flows']),
  validateSearch: flowsSearchSchema,
  component: FlowsMachine,
})

function FlowsMachine() {
  const { machineId } = Route.useParams()
  return <FlowsRoutePage machineId={machineId} search={Route.useSearch()} />
}
