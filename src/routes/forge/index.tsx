import { createFileRoute } from '@tanstack/react-router'
import { LoggedOut } from './-components/LoggedOut'

export const Route = createFileRoute('/forge/')({
  component: LoggedOut,
})
