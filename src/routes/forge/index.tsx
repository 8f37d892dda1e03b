import { createFileRoute } from '@tanstack/react-router'
import { LoggedOut } from '../../features/forge'
import { sessionAccount, useSession } from '../../features/shell/session/SessionContext'

export const Route = createFileRoute('/forge/')({
  component: ForgeIndex,
})

function ForgeIndex() {
  const { session, connect } = useSession()
  return <LoggedOut account={sessionAccount(session)} connect={connect} />
}
