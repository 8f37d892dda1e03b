import { z } from 'zod'
import { defineCall } from './define'
import { address, countResponse, flag, id, intText, paging } from './fields'

export const quest = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  points: z.number(),
  kind: z.string(),
  link: z.string(),
  disabled: z.boolean(),
})
export const reviewStatus = z.enum(['pending', 'approved', 'rejected'])
export const questProgress = z.object({
  questId: z.string(),
  account: z.string(),
  completed: z.boolean(),
  progress: z.number().int(),
  updatedAt: z.string().nullable(),
  /** For a quest an admin reviews: where the member's submission stands (null before one). */
  review: z.object({ status: reviewStatus, reason: z.string().nullable() }).nullable().optional(),
})
export const questReview = z.object({
  account: z.string(),
  questId: z.string(),
  questTitle: z.string(),
  kind: z.string(),
  points: z.number(),
  status: reviewStatus,
  submittedAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reason: z.string().nullable(),
})
export const leaderboardEntry = z.object({
  _id: z.string(),
  account: z.string(),
  totalPoints: z.number(),
  totalClaimsCount: z.number().int(),
  rank: z.number().int(),
})

/**
 * The spec does not show the leaderboard paths; they live under `/api/quests/leaderboard`:
 * `/all` (page size 25 full, 10 compact), `/count`, and `/connection-status` for the member's
 * X and Discord link state.
 */
export const questCalls = {
  getQuests: defineCall({
    method: 'GET',
    path: '/api/quests/all',
    query: z.object({ ...paging, showDisabled: flag.optional() }),
    response: z.object({ items: z.array(quest) }).extend(countResponse.shape),
    summary: 'Quests of the social quests programme.',
  }),
  getQuestProgress: defineCall({
    method: 'GET',
    path: '/api/quests/users/{account}/{questId}',
    params: z.object({ account: address, questId: id }),
    response: questProgress,
    summary: 'One member’s progress on one quest.',
  }),
  updateQuestProgress: defineCall({
    method: 'POST',
    path: '/api/quests/users/{questId}',
    params: z.object({ questId: id }),
    body: z.object({ progress: intText(0, 1000).optional() }).default({}),
    response: questProgress,
    auth: 'member',
    summary:
      'Asks for a quest to be completed: the server checks what it can (session, linked X or Discord, ' +
      'invitations) and credits its GCoins once; other actions go to the admin review queue. The body is not trusted.',
  }),
  getQuestReviews: defineCall({
    method: 'GET',
    path: '/api/quests/reviews',
    query: z.object({ ...paging, status: reviewStatus.default('pending') }),
    response: z.object({ items: z.array(questReview) }).extend(countResponse.shape),
    auth: 'member',
    summary: 'The review queue, oldest first; admins only (403 for other members).',
  }),
  approveQuestReview: defineCall({
    method: 'POST',
    path: '/api/quests/reviews/{questId}/{account}/approve',
    params: z.object({ questId: id, account: address }),
    response: questReview,
    auth: 'member',
    summary: 'Approves a pending submission and credits the quest once; admins only (403).',
  }),
  rejectQuestReview: defineCall({
    method: 'POST',
    path: '/api/quests/reviews/{questId}/{account}/reject',
    params: z.object({ questId: id, account: address }),
    body: z.object({ reason: z.string().trim().min(1, 'a reason is required').max(500) }),
    response: questReview,
    auth: 'member',
    summary: 'Rejects a pending submission with a reason the member sees; admins only (403).',
  }),
  getQuestInvitation: defineCall({
    method: 'GET',
    path: '/api/quests/users-invitation/me',
    response: z.object({ account: z.string(), invitationCode: z.string(), invitedCount: z.number().int() }),
    auth: 'member',
    summary: 'The member’s invitation code and how many joined with it.',
  }),
  acceptQuestInvitation: defineCall({
    method: 'POST',
    path: '/api/quests/users-invitation/accept',
    body: z.object({ invitationCode: z.string().trim().min(1).max(64) }),
    response: z.object({ account: z.string(), invitedBy: z.string() }),
    auth: 'member',
    summary:
      'Records the member who invited the logged-in member, from their invitation code: once per member, never their own code. The spec names the invitation, not this call.',
  }),
  getLeaderboard: defineCall({
    method: 'GET',
    path: '/api/quests/leaderboard/all',
    query: z.object(paging),
    response: z.array(leaderboardEntry),
    summary: 'A leaderboard page; negative points hidden; rank from position starting at 1.',
  }),
  getLeaderboardCount: defineCall({
    method: 'GET',
    path: '/api/quests/leaderboard/count',
    response: countResponse,
    summary: 'How many entries the leaderboard shows.',
  }),
  getConnectionStatus: defineCall({
    method: 'GET',
    path: '/api/quests/leaderboard/connection-status',
    response: z.object({
      account: z.string(),
      twitter: z.boolean(),
      discord: z.boolean(),
      totalPoints: z.number(),
      rank: z.number().int().nullable(),
    }),
    auth: 'member',
    summary: 'The member’s social connection status and leaderboard standing.',
  }),
}
