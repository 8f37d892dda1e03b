import { createFileRoute } from '@tanstack/react-router'
import { LoggedOut } from '../../features/forge'
import { sessionAccount, useSession } from '../../features/shell/session/SessionContext'
import { sectionHead } from '../../features/shell/head/routeHead'

export const Route = createFileRoute('/forge/')({
  head: sectionHead('/forge'),
  component: ForgeIndex,
})

function ForgeIndex() {
  const { session, connect } = useSession()
  return <LoggedOut account={sessionAccount(session)} connect={connect} />
}
