import { z } from 'zod'
import { flagParam } from './params'

export const QUEST_MODALS = ['about', 'leaderboard', 'sign up'] as const
export type QuestModal = (typeof QUEST_MODALS)[number]

/** `?modal=` matched case-insensitively; `+` and `%20` both decode to the space of 'sign up'. */
export const questModalParam = z
  .string()
  .transform((value) => value.trim().toLowerCase().replace(/\+/g, ' '))
  .pipe(z.enum(QUEST_MODALS))
  .optional()
  .catch(undefined)

export const questsSearchSchema = z.object({
  modal: questModalParam,
  auth: flagParam,
})
export type QuestsSearch = z.output<typeof questsSearchSchema>
