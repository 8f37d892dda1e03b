import type { Random } from './random.ts'
import { daysBefore } from './time.ts'
import type { Address, LeaderboardEntry, Member, Quest, QuestInvitation, QuestProgress } from './types.ts'

type QuestDefinition = Omit<Quest, '_id' | 'order' | 'disabled' | 'startsAt' | 'endsAt'>

const QUEST_DEFINITIONS: readonly QuestDefinition[] = [
  {
    title: 'Connect your wallet',
    description: 'Connect the wallet you will play with. It becomes your Traveller identity in the Arena.',
    points: 50,
    kind: 'connect_wallet',
    actionLabel: 'Connect',
    actionUrl: null,
  },
  {
    title: 'Sign the Traveller oath',
    description: 'Sign a message with your wallet to prove the account is yours. No transaction, no gas.',
    points: 50,
    kind: 'sign',
    actionLabel: 'Sign',
    actionUrl: null,
  },
  {
    title: 'Link your X account',
    description: 'Link X so your fan art and contest entries count toward your GCoins.',
    points: 100,
    kind: 'link_x',
    actionLabel: 'Link X',
    actionUrl: null,
  },
  {
    title: 'Link your Discord account',
    description: 'Link Discord to get the Traveller role and a seat in the community halls.',
    points: 100,
    kind: 'link_discord',
    actionLabel: 'Link Discord',
    actionUrl: null,
  },
  {
    title: 'Follow Koi on X',
    description: 'Follow the official Koi account for arena news, drops and challenge announcements.',
    points: 75,
    kind: 'follow',
    actionLabel: 'Follow',
    actionUrl: 'https://x.com/koi_arena',
  },
  {
    title: 'Repost the Odyssey announcement',
    description: 'Share the Golden Temple challenge with your followers and bring a friend to the Odyssey.',
    points: 120,
    kind: 'repost',
    actionLabel: 'Repost',
    actionUrl: 'https://x.com/koi_arena/status/1850000000000000000',
  },
  {
    title: 'Join the Discord',
    description: 'Say hello in the Travellers channel. The Guardians answer questions every evening.',
    points: 80,
    kind: 'join',
    actionLabel: 'Join',
    actionUrl: 'https://discord.gg/koi-arena',
  },
  {
    title: 'Invite three Travellers',
    description: 'Share your invitation code. Each friend who signs the oath brings you GCoins.',
    points: 300,
    kind: 'invite',
    actionLabel: 'Copy code',
    actionUrl: null,
  },
  {
    title: 'Post fan art of a Battlecard',
    description: 'Draw any Battlecard, post it on X with #KoiFanArt and tag @koi_arena.',
    points: 500,
    kind: 'create',
    actionLabel: 'Post',
    actionUrl: 'https://x.com/intent/post?hashtags=KoiFanArt',
  },
  {
    title: 'Subscribe on YouTube',
    description: 'Watch the Arena duel replays and the making of the Battlecards.',
    points: 60,
    kind: 'follow',
    actionLabel: 'Subscribe',
    actionUrl: 'https://www.youtube.com/@koiarena',
  },
]

export function generateQuests(now: Date): Quest[] {
  return QUEST_DEFINITIONS.map((quest, index) => ({
    ...quest,
    _id: `quest-${index + 1}`,
    order: index + 1,
    // The last quest is retired, so the list has a disabled entry for admins.
    disabled: index === QUEST_DEFINITIONS.length - 1,
    startsAt: daysBefore(now, 90).toISOString(),
    endsAt: index === 5 ? daysBefore(now, -14).toISOString() : null,
  }))
}

export interface QuestData {
  questProgress: QuestProgress[]
  questInvitations: QuestInvitation[]
  leaderboard: LeaderboardEntry[]
}

/** The board: at least this many members shown once the negative rows are hidden. */
export const LEADERBOARD_MIN_VISIBLE = 10_000

/**
 * Every member is on the leaderboard. Points follow a long tail; about one in fifty carries a
 * penalty below zero (the server hides those). On a demo large enough for the full board, the
 * penalties stop where they would leave fewer than `LEADERBOARD_MIN_VISIBLE` members shown.
 */
export function generateQuestData(input: {
  random: Random
  now: Date
  members: readonly Member[]
  quests: readonly Quest[]
  devCount: number
}): QuestData {
  const { random, now, members, quests, devCount } = input
  const active = quests.filter((quest) => !quest.disabled)
  const questProgress: QuestProgress[] = []
  const questInvitations: QuestInvitation[] = []
  const leaderboard: LeaderboardEntry[] = []

  const penaltyCap =
    members.length > LEADERBOARD_MIN_VISIBLE ? members.length - LEADERBOARD_MIN_VISIBLE : members.length
  let penalties = 0
  members.forEach((member, index) => {
    const isDev = index < devCount
    const penalised = !isDev && random.chance(0.02) && penalties < penaltyCap
    if (penalised) penalties += 1
    const totalClaimsCount = isDev ? ([9, 4, 2, 0, 0, 3, 1, 1, 6, 0][index] ?? 0) : Math.floor(random.next() ** 2 * 12)
    const totalPoints = penalised
      ? -Math.round(random.float(5, 400) * 100) / 100
      : Math.round((isDev ? member.currentCoinBalance * 1.2 : random.next() ** 4 * 25_000) * 100) / 100
    leaderboard.push({ account: member.account, _id: member.username ?? member.account, totalPoints, totalClaimsCount })

    // Detailed progress for the development accounts and a sample of others keeps the table small.
    if (isDev || index % 20 === 0) {
      const done = isDev ? ([8, 5, 2, 0, 0, 4, 1, 1, 6, 0][index] ?? 0) : random.int(0, active.length)
      active.forEach((quest, questIndex) => {
        if (questIndex > done) return
        const completed = questIndex < done
        questProgress.push({
          account: member.account,
          questId: quest._id,
          status: completed ? 'completed' : 'started',
          pointsEarned: completed ? quest.points : 0,
          updatedAt: daysBefore(now, random.float(0, 60)).toISOString(),
        })
      })
      questInvitations.push({
        account: member.account,
        code: `KOI-${member.account.slice(2, 8).toUpperCase()}`,
        invitedBy: index > devCount ? pickInviter(random, members, index) : null,
        invitedCount: isDev ? index % 4 : random.int(0, 3),
      })
    }
  })
  leaderboard.sort((a, b) => b.totalPoints - a.totalPoints || a.account.localeCompare(b.account))
  return { questProgress, questInvitations, leaderboard }
}

function pickInviter(random: Random, members: readonly Member[], index: number): Address | null {
  if (!random.chance(0.3)) return null
  return members[random.int(0, index - 1)]?.account ?? null
}
