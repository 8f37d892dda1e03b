import { createFileRoute } from '@tanstack/react-router'
import { ChallengePage } from '../../features/odyssey'

export const Route = createFileRoute('/odyssey/$id')({
  component: OdysseyChallengePage,
})

function OdysseyChallengePage() {
  const { id } = Route.useParams()
  return <ChallengePage id={id} />
}
