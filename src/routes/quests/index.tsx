import { createFileRoute } from '@tanstack/react-router'
import { questsSearchSchema } from '../-search/quests'
import { QuestsLanding } from './-components/QuestsLanding'

export const Route = createFileRoute('/quests/')({
  validateSearch: questsSearchSchema,
  component: QuestsLanding,
})
