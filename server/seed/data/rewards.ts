import { placeholderContract } from './accounts.ts'
import { assetPaths } from './asset-paths.ts'
import type { Random } from './random.ts'
import { round } from './rounding.ts'
import { SHIELD_DEFINITIONS } from './shields.ts'
import { daysBefore } from './time.ts'
import type {
  Address,
  CertifiedNft,
  Item,
  Member,
  MemberShield,
  SupportedToken,
  SwapLeaderboardEntry,
} from './types.ts'

/** Shields each development account holds, by account index: from a full set to none. */
const DEV_SHIELDS: readonly (readonly string[])[] = [
  SHIELD_DEFINITIONS.map((shield) => shield.id),
  ['first-step', 'x-herald', 'card-keeper', 'early-traveller'],
  ['first-step'],
  [],
  [],
  ['first-step', 'x-herald'],
  ['first-step', 'card-keeper'],
  ['first-step'],
  ['first-step', 'discord-voice', 'quest-initiate', 'ink-artist'],
  [],
]

export function generateMemberShields(
  random: Random,
  now: Date,
  members: readonly Member[],
  devCount: number,
): MemberShield[] {
  const shields: MemberShield[] = []
  members.forEach((member, index) => {
    const ids =
      index < devCount
        ? (DEV_SHIELDS[index] ?? [])
        : random.chance(0.35)
          ? random.sample(SHIELD_DEFINITIONS, random.int(1, 4)).map((shield) => shield.id)
          : []
    for (const shieldId of ids) {
      shields.push({ account: member.account, shieldId, earnedAt: daysBefore(now, random.float(0, 100)).toISOString() })
    }
  })
  return shields
}

/** The swap outputs named in the story: Ape, Anime, AVAX, Arb and USDC. */
/** The demo's ether price in USD: the swap page's limits are computed from it. */
export const ETHER_PRICE_USD = '3150.42'

export function generateSupportedTokens(): SupportedToken[] {
  const tokens: Omit<SupportedToken, 'tokenAddress' | 'image'>[] = [
    { name: 'Ape', symbol: 'APE', decimals: 18, priceUsd: 0.62 },
    { name: 'Anime', symbol: 'ANIME', decimals: 18, priceUsd: 0.021 },
    { name: 'AVAX', symbol: 'AVAX', decimals: 18, priceUsd: 24.5 },
    { name: 'Arb', symbol: 'ARB', decimals: 18, priceUsd: 0.38 },
    { name: 'USDC', symbol: 'USDC', decimals: 6, priceUsd: 1 },
  ]
  return tokens.map((token) => ({
    ...token,
    tokenAddress: placeholderContract(`token:${token.symbol}`),
    image: assetPaths.token(token.symbol),
  }))
}

export function generateSwapLeaderboard(
  random: Random,
  members: readonly Member[],
  devAccounts: readonly Address[],
): SwapLeaderboardEntry[] {
  const swappers = [
    ...members.filter((member) => member.account === devAccounts[0] || member.account === devAccounts[1]),
    ...random.sample(members.slice(devAccounts.length), 140),
  ]
  return swappers
    .map((member) => {
      const claimsCount = random.int(1, 18)
      return {
        account: member.account,
        username: member.username,
        totalClaimedUsd: round(claimsCount * random.float(4, 60), 2),
        claimsCount,
      }
    })
    .sort((a, b) => b.totalClaimedUsd - a.totalClaimedUsd || a.account.localeCompare(b.account))
}

/** Prize NFTs: the rarest Battlecards, certified by the team as quest prizes. */
export function generateCertifiedNfts(battlecards: readonly Item[]): CertifiedNft[] {
  return [...battlecards]
    .sort((a, b) => a.rarityRank - b.rarityRank)
    .slice(0, 20)
    .map((card) => ({
      _id: `certified-${card.tokenId}`,
      name: card.name,
      image: card.image,
      tokenAddress: card.tokenAddress,
      tokenId: card.tokenId,
    }))
}
