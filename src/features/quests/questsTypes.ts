/** The member as the quests screens see it (the shell's session, passed in by the route). */
export type QuestsSession =
  | { status: 'loading' }
  | { status: 'disconnected' }
  | { status: 'connected-unsigned'; account: string }
  | { status: 'signed-in'; account: string }

export const accountOf = (session: QuestsSession): string | null =>
  session.status === 'connected-unsigned' || session.status === 'signed-in' ? session.account : null

export type QuestModalKey = 'about' | 'leaderboard' | 'sign up' | 'redeem'

/** The landing's search parameters, validated by the route. */
export interface QuestsLandingSearch {
  modal?: QuestModalKey
  auth?: boolean
  social?: 'x' | 'discord'
  socialError?: string
}
