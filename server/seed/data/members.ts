import { hardhatDevAccounts, randomAddress } from './accounts.ts'
import { AVATAR_COUNT, PROFILE_BANNER_COUNT, assetPaths } from './asset-paths.ts'
import { GUARDIAN_DEFINITIONS } from './guardians.ts'
import { BIOGRAPHIES, LOCATIONS, NAME_FIRST, NAME_SECOND } from './member-names.ts'
import type { Random } from './random.ts'
import type { Address, Member } from './types.ts'
import { daysBefore } from './time.ts'

/**
 * Enough members that the leaderboard shows at least 10,000 once the ~2% with negative points are
 * hidden (see `LEADERBOARD_MIN_VISIBLE`).
 */
export const DEFAULT_MEMBER_COUNT = 10_250

/**
 * What each Hardhat development account looks like, so a person on the local wallet meets every
 * profile state: named or not, admin or not, rich in GCoins or empty.
 */
const DEV_PROFILES: readonly { username: string | null; isAdmin: boolean; coins: number; guardian: string | null }[] = [
  { username: 'koi_keeper', isAdmin: true, coins: 12_450, guardian: 'kaito' },
  { username: 'ink_traveller', isAdmin: false, coins: 3_210, guardian: 'sakura' },
  { username: null, isAdmin: false, coins: 540, guardian: null },
  { username: 'tide_ronin', isAdmin: false, coins: 0, guardian: 'kaze' },
  { username: null, isAdmin: false, coins: 0, guardian: null },
  { username: 'lotus_blade', isAdmin: false, coins: 880, guardian: 'mizuki' },
  { username: 'forge_smith', isAdmin: false, coins: 150, guardian: 'ryuga' },
  { username: null, isAdmin: false, coins: 25, guardian: 'hoshi' },
  { username: 'arena_judge', isAdmin: false, coins: 4_000, guardian: 'tetsu' },
  { username: null, isAdmin: false, coins: 0, guardian: null },
]

export function generateMembers(random: Random, count: number, now: Date): Member[] {
  const members: Member[] = []
  const taken = new Set<string>()
  const seen = new Set<Address>()

  hardhatDevAccounts().forEach((account, index) => {
    const profile = DEV_PROFILES[index]
    if (!profile) return
    if (profile.username) taken.add(profile.username.toLowerCase())
    seen.add(account)
    members.push({
      account,
      username: profile.username,
      biography: profile.username ? (BIOGRAPHIES[index % BIOGRAPHIES.length] ?? '') : '',
      image: profile.username ? assetPaths.avatar(index) : null,
      bannerImage: profile.username ? assetPaths.profileBanner(index % PROFILE_BANNER_COUNT) : null,
      url: profile.username ? `https://koi.example/forge/${profile.username}` : '',
      location: profile.username ? (LOCATIONS[index % LOCATIONS.length] ?? '') : '',
      guardianId: profile.guardian,
      currentCoinBalance: profile.coins,
      isAdmin: profile.isAdmin,
      isBetaTester: index < 2,
      joinedAt: daysBefore(now, 120 - index).toISOString(),
    })
  })

  while (members.length < count) {
    let account = randomAddress(random)
    while (seen.has(account)) account = randomAddress(random)
    seen.add(account)
    const named = random.chance(0.72)
    const username = named ? uniqueUsername(random, taken) : null
    const detailed = named && random.chance(0.6)
    members.push({
      account,
      username,
      biography: detailed ? random.pick(BIOGRAPHIES) : '',
      image: named && random.chance(0.85) ? assetPaths.avatar(random.int(0, AVATAR_COUNT - 1)) : null,
      bannerImage: detailed ? assetPaths.profileBanner(random.int(0, PROFILE_BANNER_COUNT - 1)) : null,
      url: detailed && random.chance(0.3) ? `https://koi.example/forge/${username ?? ''}` : '',
      location: detailed ? random.pick(LOCATIONS) : '',
      guardianId: random.chance(0.55) ? random.pick(GUARDIAN_DEFINITIONS).id : null,
      currentCoinBalance: random.chance(0.3) ? 0 : Math.round(random.float(0, 1) ** 3 * 9_000),
      isAdmin: false,
      isBetaTester: random.chance(0.08),
      joinedAt: daysBefore(now, random.float(1, 180)).toISOString(),
    })
  }
  return members
}

function uniqueUsername(random: Random, taken: Set<string>): string {
  for (;;) {
    const base = `${random.pick(NAME_FIRST)}${random.pick(['_', '', '.'])}${random.pick(NAME_SECOND)}`
    const name = random.chance(0.6) ? `${base}${random.int(1, 9999)}` : base
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase())
      return name
    }
  }
}
