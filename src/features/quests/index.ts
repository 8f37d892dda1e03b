export { QuestsLanding, type QuestsLandingProps } from './QuestsLanding'
export { FullLeaderboard, type FullLeaderboardProps } from './leaderboard/FullLeaderboard'
/** The top 10 with the member's row highlighted: the quests modal and the home page use it. */
export { CompactLeaderboard, type CompactLeaderboardProps } from './leaderboard/CompactLeaderboard'
export type { QuestsLandingSearch, QuestsSession } from './questsTypes'
