export type QuestStepId = 'connect' | 'sign' | 'linkX' | 'linkDiscord'

/** What the member has done so far, from the login and social-link flows. */
export interface MemberProgress {
  walletConnected: boolean
  loggedIn: boolean
  xUsername: string | null
  discordUsername: string | null
}

export type QuestStepsEvent =
  { type: 'progress.update'; progress: MemberProgress } | { type: 'step.start'; step: QuestStepId }

export interface QuestStepsInput {
  product: string
  /** Link Discord is a step only where the site configures it. */
  includeDiscord: boolean
  congratulation?: string
}
