import { createFileRoute } from '@tanstack/react-router'
import { ChallengePage } from '../../features/odyssey'
import { challengeTitle, loadChallenge } from '../../features/odyssey/challengeTitle'
import { titleHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/odyssey/$id')({
  loader: ({ context: { queryClient, env } }) => loadChallenge(queryClient, env),
  head: ({ matches, match, params }) =>
    titleHead({ matches }, ...challengeTitle(match.context.queryClient, match.context.env, params.id)),
  component: OdysseyChallengePage,
})

function OdysseyChallengePage() {
  const { id } = Route.useParams()
  return <ChallengePage id={id} />
}
