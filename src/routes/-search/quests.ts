import { z } from 'zod/mini'
import { socialSearchShape } from '../../services/social/signIn'
import { flagParam } from './params'

/** The quests' modal keys, and the redeem modal's key (the spec's redeem modal keys: redeem, sign up). */
export const QUEST_MODALS = ['about', 'leaderboard', 'sign up', 'redeem'] as const
export type QuestModal = (typeof QUEST_MODALS)[number]

/** `?modal=` matched case-insensitively; `+` and `%20` both decode to the space of 'sign up'. */
export const questModalParam = z.lazy(() =>
  z.catch(
    z.optional(
      z.pipe(
        z.pipe(
          z.string(),
          z.transform((value: string) => value.trim().toLowerCase().replace(/\+/g, ' ')),
        ),
        z.enum(QUEST_MODALS),
      ),
    ),
    undefined,
  ),
)

export const questsSearchSchema = z.lazy(() =>
  z.object({
    modal: questModalParam,
    auth: flagParam,
    // the X or Discord sign-in's result, read once by the page
    ...socialSearchShape,
  }),
)
export type QuestsSearch = z.output<typeof questsSearchSchema>
