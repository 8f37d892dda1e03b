import { createFileRoute } from '@tanstack/react-router'
import { flowsSearchSchema } from './-components/flowsSearch'
import { FlowsRoutePage } from './-components/FlowsRoutePage'

export const Route = createFileRoute('/flows/$machineId')({
  validateSearch: flowsSearchSchema,
  component: FlowsMachine,
})

function FlowsMachine() {
  const { machineId } = Route.useParams()
  return <FlowsRoutePage machineId={machineId} search={Route.useSearch()} />
}
