import { createFileRoute } from '@tanstack/react-router'
import { flowsSearchSchema } from './-components/flowsSearch'
import { FlowsRoutePage } from './-components/FlowsRoutePage'

export const Route = createFileRoute('/flows/')({
  validateSearch: flowsSearchSchema,
  component: FlowsIndex,
})

function FlowsIndex() {
  return <FlowsRoutePage machineId={null} search={Route.useSearch()} />
}
