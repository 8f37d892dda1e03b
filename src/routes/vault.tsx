import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../features/shell/session/SessionContext'
import { VaultPage } from '../features/vault'
import { socialSearchSchema, withoutProviderResult } from '../services/social/signIn'
import { sectionHead } from '../features/shell/head/routeHead'

export const Route = createFileRoute('/vault')({
  head: sectionHead('/vault'),
  validateSearch: socialSearchSchema,
  component: VaultRoute,
})

function VaultRoute() {
  const { api, env } = Route.useRouteContext()
  const { session } = useSession()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <VaultPage
      api={api}
      env={env}
      session={session}
      search={search}
      onResultRead={() => void navigate({ search: withoutProviderResult, replace: true })}
    />
  )
}
