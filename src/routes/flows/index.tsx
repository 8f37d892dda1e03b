import { createFileRoute } from '@tanstack/react-router'
import { flowsSearchSchema } from './-components/flowsSearch'
import { FlowsRoutePage } from './-components/FlowsRoutePage'
import { sectionHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/flows/')({
  head: sectionHead('/flows'),
  validateSearch: flowsSearchSchema,
  component: FlowsIndex,
})

function FlowsIndex() {
  return <FlowsRoutePage machineId={null} search={Route.useSearch()} />
}
