import { hardhatDevAccounts } from './accounts.ts'
import { generateBlog } from './blog.ts'
import { BATTLECARDS_SLUG } from './collection-definitions.ts'
import { COLLECTIONS_STREAM, generateCollections } from './collections.ts'
import { ART_CONTEST, generateGalleries } from './galleries.ts'
import { generateGuardians } from './guardians.ts'
import { DEFAULT_MEMBER_COUNT, generateMembers } from './members.ts'
import { generateQuestData, generateQuests } from './quests.ts'
import { demoStream } from './random.ts'
import { generateReactions } from './reactions.ts'
import {
  ETHER_PRICE_USD,
  generateCertifiedNfts,
  generateMemberShields,
  generateSupportedTokens,
  generateSwapLeaderboard,
} from './rewards.ts'
import { generateShields } from './shields.ts'
import { generateSiteConfig } from './site-config.ts'
import { generateSocialAccounts } from './social-accounts.ts'
import { ODYSSEY_STORY, generateOdysseyChallenges, generateStory } from './story.ts'
import type { DemoData, DemoDataOptions } from './types.ts'
import { generateVaultAssets } from './vault.ts'

export type * from './types.ts'
export { assetPaths } from './asset-paths.ts'
export { EDITIONS, VIRTUES, BATTLECARDS_SLUG } from './collection-definitions.ts'
export { computeCollectionStats } from './stats.ts'
export { generateBattlecards } from './collections.ts'
export { HARDHAT_MNEMONIC, hardhatDevAccounts } from './accounts.ts'

/** The chain of this build (a test network). */
export const DEMO_CHAIN_ID = 11_155_111

/**
 * The whole demo world. The same options give the same data, byte for byte: every part draws from
 * its own seeded stream, so changing one part does not reshuffle the others.
 */
export function generateDemoData(options: DemoDataOptions = {}): DemoData {
  // sales run up to the instant of seeding, so the one-day volume change compares real days
  const now = options.now ?? new Date()
  const memberCount = Math.max(options.members ?? DEFAULT_MEMBER_COUNT, hardhatDevAccounts().length)
  const stream = demoStream
  const devAccounts = hardhatDevAccounts()

  const members = generateMembers(stream('members'), memberCount, now)
  const accounts = members.map((member) => member.account)
  const socialAccounts = generateSocialAccounts(stream('social'), members, devAccounts.length)

  // Holders are a shuffled third of the non-development members; the first of them hold the most.
  const holderRandom = stream('holders')
  const holders = holderRandom.sample(accounts.slice(devAccounts.length), Math.ceil(memberCount / 3))
  const collections = generateCollections(
    { random: stream(COLLECTIONS_STREAM), now, devAccounts, holders, accounts },
    DEMO_CHAIN_ID,
  )
  const battlecardsAddress = collections.collections.find((c) => c.slug === BATTLECARDS_SLUG)?.tokenAddress
  const battlecards = collections.items.filter((item) => item.tokenAddress === battlecardsAddress)

  const galleries = generateGalleries({
    random: stream('galleries'),
    now,
    members,
    socialAccounts,
    battlecards,
    devAccounts,
  })
  const reactions = generateReactions({
    random: stream('reactions'),
    now,
    accounts,
    xLinked: new Set(socialAccounts.filter((social) => social.provider === 'twitter').map((social) => social.account)),
    devAccounts,
    items: collections.items,
    fanArt: galleries.fanArtSubmissions,
    game: galleries.gameGalleryItems,
    entries: galleries.artistSubmissions,
  })
  const quests = generateQuests(now)
  const questData = generateQuestData({ random: stream('quests'), now, members, quests, devCount: devAccounts.length })
  const story = generateStory(now)
  const blog = generateBlog(now)

  return {
    generatedAt: now.toISOString(),
    siteConfig: generateSiteConfig(),
    ...collections,
    members,
    socialAccounts,
    reactions,
    guardians: generateGuardians(),
    ...galleries,
    quests,
    ...questData,
    swapLeaderboard: generateSwapLeaderboard(stream('swaps'), members, devAccounts),
    supportedTokens: generateSupportedTokens(),
    etherPriceUsd: ETHER_PRICE_USD,
    shields: generateShields(DEMO_CHAIN_ID),
    memberShields: generateMemberShields(stream('shields'), now, members, devAccounts.length),
    certifiedNfts: generateCertifiedNfts(battlecards),
    ...story,
    odysseyStory: ODYSSEY_STORY,
    odysseyChallenges: generateOdysseyChallenges(),
    artContest: ART_CONTEST,
    vaultAssets: generateVaultAssets(),
    ...blog,
  }
}
