import { createHash } from 'node:crypto'
import { getAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../server/app'
import type { Database } from '../../server/db/connect'
import { seedDatabase } from '../../server/seed/load'
import {
  computeCollectionStats,
  generateBattlecards,
  generateDemoData,
  type DemoData,
} from '../../server/seed/data/index.ts'
import type { Address, Listing, Sale } from '../../server/seed/data/types.ts'
import { MAX_CLAIMABLE_USD } from '../../server/modules/swaps/routes.ts'
import { databaseTargets, openTestDatabase, ORIGIN, testEnv } from './harness'
import { SPEC_ODYSSEY_CHALLENGES, SPEC_STORY_SECTIONS } from './specStory'

const NOW = new Date(Date.UTC(2026, 10, 1))
const DAY = 86_400_000
const MNEMONIC = 'test test test test test test test test test test test junk'

let data: DemoData

beforeAll(() => {
  data = generateDemoData({ now: NOW })
})

const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')
const battlecardsAddress = () => data.collections.find((collection) => collection.slug === 'battlecards')?.tokenAddress
const trait = (traits: { trait_type: string; value: string }[], type: string) =>
  traits.find((entry) => entry.trait_type === type)?.value

describe('generateDemoData', () => {
  it('gives the same data on every run for the same options', () => {
    const again = generateDemoData({ now: NOW })
    expect(fingerprint(again)).toBe(fingerprint(data))
  })

  it('counts dates back from the given instant', () => {
    const later = new Date(NOW.getTime() + 3 * DAY)
    const shifted = generateDemoData({ now: later, members: 50 })
    expect(shifted.generatedAt).toBe(later.toISOString())
    const newest = Math.max(...shifted.sales.map((sale) => Date.parse(sale.soldAt)))
    expect(newest).toBeLessThanOrEqual(later.getTime())
    expect(newest).toBeGreaterThan(NOW.getTime() - 60 * DAY)
  })

  it('holds a 10,000-card Battlecards collection with the spec editions and virtues', () => {
    const address = battlecardsAddress()
    const cards = data.items.filter((item) => item.tokenAddress === address)
    expect(cards).toHaveLength(10_000)
    expect(new Set(cards.map((card) => card.tokenId)).size).toBe(10_000)
    const editions = new Set(cards.map((card) => trait(card.traits, 'Edition')))
    const virtues = new Set(cards.map((card) => trait(card.traits, 'Virtue')))
    expect([...editions].sort()).toEqual(['Forged', 'Gods', 'Inked', 'Kawarimono', 'Mythic', 'Original'])
    expect([...virtues].sort()).toEqual(['Destiny', 'Hope', 'Resilience', 'Strength', 'Wisdom'])
    const defaults = data.collections.filter((collection) => collection.isDefault)
    expect(defaults.map((collection) => collection.name)).toEqual(['Battlecards'])
    expect(data.collections.length).toBeGreaterThanOrEqual(4)
  })

  it('replays the Battlecards alone with the same traits (the card art depends on it)', () => {
    const replayed = generateBattlecards()
    const address = battlecardsAddress()
    const cards = data.items.filter((item) => item.tokenAddress === address)
    for (const tokenId of [0, 1, 777, 9_999]) {
      expect(replayed[tokenId]?.traits).toEqual(cards[tokenId]?.traits)
    }
  })

  it('puts at least 10,000 visible members on the leaderboard, best first, some below zero', () => {
    expect(data.leaderboard.filter((entry) => entry.totalPoints >= 0).length).toBeGreaterThanOrEqual(10_000)
    expect(data.leaderboard.filter((entry) => entry.totalPoints < 0).length).toBeGreaterThan(50)
    const points = data.leaderboard.map((entry) => entry.totalPoints)
    expect(points).toEqual([...points].sort((a, b) => b - a))
  })

  it('has the eight story sections and the four Odyssey challenges of the spec', () => {
    expect(data.storySections.map((section) => section.title)).toEqual(SPEC_STORY_SECTIONS)
    const sectionIds = new Set(data.storySections.map((section) => section.id))
    expect(data.storyItems.every((item) => sectionIds.has(item.sectionId) && item.text.length > 0)).toBe(true)
    expect(data.storyItems.some((item) => !item.isOpened)).toBe(true)
    expect(data.odysseyChallenges.map((challenge) => [challenge.title, challenge.isOpened])).toEqual(
      SPEC_ODYSSEY_CHALLENGES,
    )
    expect(data.odysseyChallenges.map((challenge) => challenge.prizeUsd).filter(Boolean)).toEqual([3_000, 5_000])
    expect(data.odysseyStory).toMatchObject({ title: 'Our story', subtitle: 'The legend of Koi' })
  })

  it('offers the fifty Guardians the profile editor lists, each named and described, with its own portrait', () => {
    expect(data.guardians).toHaveLength(50)
    expect(new Set(data.guardians.map((guardian) => guardian._id)).size).toBe(50)
    expect(new Set(data.guardians.map((guardian) => guardian.image)).size).toBe(50)
    for (const guardian of data.guardians) {
      expect(guardian.name.length).toBeGreaterThan(2)
      expect(guardian.description.length).toBeGreaterThan(40)
    }
  })

  it('gives every member a checksummed address and includes the Hardhat development accounts first', () => {
    for (const member of data.members) expect(getAddress(member.account)).toBe(member.account)
    const dev = Array.from({ length: 10 }, (_, addressIndex) => mnemonicToAccount(MNEMONIC, { addressIndex }).address)
    expect(data.members.slice(0, 10).map((member) => member.account)).toEqual(dev)
    const [first] = data.members
    expect(first?.username).toBeTruthy()
    expect(first?.currentCoinBalance).toBeGreaterThan(0)
    expect(data.ownedTokens.filter((token) => token.account === dev[0]).length).toBeGreaterThan(10)
    expect(data.memberShields.some((shield) => shield.account === dev[0])).toBe(true)
    expect(data.members.slice(0, 10).some((member) => member.username === null)).toBe(true)
    expect(new Set(data.members.map((member) => member.account)).size).toBe(data.members.length)
  })

  it('lets the development accounts claim the full USD maximum after a start, and keeps one with no GCoins', () => {
    const devCoins = data.members.slice(0, 10).map((member) => member.currentCoinBalance)
    expect(devCoins[0]).toBeGreaterThanOrEqual(MAX_CLAIMABLE_USD)
    expect(devCoins.filter((coins) => coins >= MAX_CLAIMABLE_USD).length).toBeGreaterThanOrEqual(3)
    expect(devCoins).toContain(0)
  })

  it('keeps usernames unique (case-insensitively) and within 2 to 24 characters', () => {
    const names = data.members.flatMap((member) => (member.username ? [member.username.toLowerCase()] : []))
    expect(new Set(names).size).toBe(names.length)
    expect(names.every((name) => name.length >= 2 && name.length <= 24)).toBe(true)
  })

  it('keeps every reference pointing at something that exists', () => {
    const members = new Set<Address>(data.members.map((member) => member.account))
    const itemKey = (address: string, tokenId: string) => `${address}:${tokenId}`
    const items = new Map(data.items.map((item) => [itemKey(item.tokenAddress, item.tokenId), item]))
    for (const owned of data.ownedTokens) {
      expect(items.get(itemKey(owned.tokenAddress, owned.tokenId))?.owner).toBe(owned.account)
    }
    expect(data.ownedTokens).toHaveLength(data.items.length)
    expect(data.items.every((item) => members.has(item.owner))).toBe(true)

    const fanArt = new Set(data.fanArtSubmissions.map((entry) => entry._id))
    const game = new Set(data.gameGalleryItems.map((entry) => entry._id))
    const entries = new Set(data.artistSubmissions.map((entry) => entry._id))
    const seen = new Set<string>()
    // a love on a submission needs a linked X account, in the demo as on the server
    const xLinked = new Set(data.socialAccounts.filter((s) => s.provider === 'twitter').map((s) => s.account))
    expect(data.reactions.filter((r) => r.target.kind !== 'nft' && !xLinked.has(r.account))).toEqual([])
    expect(data.reactions.some((r) => r.target.kind === 'fan_art')).toBe(true)
    for (const reaction of data.reactions) {
      expect(members.has(reaction.account)).toBe(true)
      const { target } = reaction
      const key = target.kind === 'nft' ? itemKey(target.tokenAddress, target.tokenId) : `${target.kind}:${target.id}`
      if (target.kind === 'nft') expect(items.has(key)).toBe(true)
      if (target.kind === 'fan_art') expect(fanArt.has(target.id)).toBe(true)
      if (target.kind === 'game') expect(game.has(target.id)).toBe(true)
      if (target.kind === 'artist_submission') expect(entries.has(target.id)).toBe(true)
      expect(reaction.type).toBe(target.kind === 'nft' ? 'like' : 'love')
      const unique = `${reaction.account}|${key}|${reaction.type}`
      expect(seen.has(unique)).toBe(false)
      seen.add(unique)
    }

    for (const sale of data.sales) {
      expect(items.has(itemKey(sale.tokenAddress, sale.tokenId))).toBe(true)
      expect(members.has(sale.buyer) && members.has(sale.seller)).toBe(true)
    }
    const tweets = new Set(data.tweets.map((tweet) => tweet.tweetId))
    expect(data.fanArtSubmissions.every((entry) => tweets.has(entry.tweetId))).toBe(true)
    expect(data.artistSubmissions.every((entry) => tweets.has(entry.tweetId))).toBe(true)
    const pieces = new Map(data.artContestPieces.map((piece) => [piece._id, piece]))
    for (const entry of data.artistSubmissions)
      expect(pieces.get(entry.artContestPieceId)?.claimedBy).toBe(entry.account)
    const claimers = data.artContestPieces.flatMap((piece) => (piece.claimedBy ? [piece.claimedBy] : []))
    expect(new Set(claimers).size).toBe(claimers.length)

    const guardians = new Set(data.guardians.map((guardian) => guardian._id))
    expect(data.members.every((member) => member.guardianId === null || guardians.has(member.guardianId))).toBe(true)
    const shields = new Set(data.shields.map((shield) => shield._id))
    expect(data.memberShields.every((owned) => shields.has(owned.shieldId) && members.has(owned.account))).toBe(true)
    const quests = new Set(data.quests.map((quest) => quest._id))
    expect(data.questProgress.every((progress) => quests.has(progress.questId))).toBe(true)
    expect(data.leaderboard.every((entry) => members.has(entry.account))).toBe(true)
    expect(data.socialAccounts.every((social) => members.has(social.account))).toBe(true)
    const categories = new Set(data.blogCategories.map((category) => category.category))
    expect(data.blogPosts.every((post) => categories.has(post.category))).toBe(true)
  })

  it('ends every item history with a transfer to its current owner', () => {
    const lastTransfer = new Map<string, { to: Address; at: string }>()
    for (const transfer of data.transfers) {
      const key = `${transfer.tokenAddress}:${transfer.tokenId}`
      const previous = lastTransfer.get(key)
      if (!previous || previous.at <= transfer.transferredAt)
        lastTransfer.set(key, { to: transfer.to, at: transfer.transferredAt })
    }
    for (const item of data.items.slice(0, 2_000)) {
      expect(lastTransfer.get(`${item.tokenAddress}:${item.tokenId}`)?.to).toBe(item.owner)
    }
  })

  it('spreads sales over the last 60 days so every volume window has something to compare', () => {
    const ages = data.sales.map((sale) => (NOW.getTime() - Date.parse(sale.soldAt)) / DAY)
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...ages)).toBeLessThanOrEqual(60)
    expect(ages.some((age) => age < 1)).toBe(true)
    expect(ages.some((age) => age > 30)).toBe(true)
    const battlecards = data.collections.find((collection) => collection.slug === 'battlecards')
    expect(battlecards?.stats.intervals.map((entry) => entry.interval)).toEqual(['one_day', 'seven_day', 'thirty_day'])
    expect(battlecards?.stats.total.volume).toBeGreaterThan(0)
    expect(battlecards?.stats.total.num_owners).toBeGreaterThan(1_000)
  })

  it('runs the sales up to the instant of seeding when no instant is given', () => {
    const before = Date.now()
    const fresh = generateDemoData({ members: 50 })
    const seededAt = Date.parse(fresh.generatedAt)
    expect(seededAt).toBeGreaterThanOrEqual(before)
    // the last hour holds sales, so the one-day window is not empty whatever the time of day
    const newest = Math.max(...fresh.sales.map((sale) => Date.parse(sale.soldAt)))
    expect(seededAt - newest).toBeLessThan(DAY / 24)
    expect(newest).toBeLessThanOrEqual(seededAt)
  })

  it('offers tweet videos in several bit rates', () => {
    const videos = data.tweets.flatMap((tweet) => tweet.media.filter((media) => media.type === 'video'))
    expect(videos.length).toBeGreaterThan(0)
    for (const video of videos) {
      const rates = new Set(video.variants.map((variant) => variant.bit_rate))
      expect(rates.size).toBeGreaterThanOrEqual(3)
    }
  })

  it('names the swap outputs of the story and writes real prose', () => {
    expect(data.supportedTokens.map((token) => token.name)).toEqual(['Ape', 'Anime', 'AVAX', 'Arb', 'USDC'])
    expect(JSON.stringify(data).toLowerCase()).not.toMatch(/lorem|ipsum/)
    expect(data.blogPosts.every((post) => post.paragraphs.length >= 2)).toBe(true)
    expect(data.siteConfig.name).toBe('Koi')
    expect(Object.keys(data.siteConfig.socials).sort()).toEqual([
      'discord',
      'instagram',
      'telegram',
      'tiktok',
      'x',
      'youTube',
    ])
  })
})

describe('computeCollectionStats', () => {
  const address = '0x0000000000000000000000000000000000000001' as const
  const sale = (price: number, daysAgo: number): Sale => ({
    tokenAddress: address,
    tokenId: '1',
    price,
    symbol: 'ETH',
    seller: address,
    buyer: address,
    txHash: '0x00',
    soldAt: new Date(NOW.getTime() - daysAgo * DAY).toISOString(),
  })
  const listing = (price: number): Listing => ({
    tokenAddress: address,
    tokenId: '1',
    price,
    symbol: 'ETH',
    seller: address,
    listedAt: NOW.toISOString(),
  })

  it('takes the floor from listings and compares each window with the one before', () => {
    const stats = computeCollectionStats({
      sales: [sale(2, 0.5), sale(1, 1.5), sale(3, 10), sale(1, 45)],
      listings: [listing(0.5), listing(0.25)],
      totalSupply: 100,
      numOwners: 7,
      now: NOW,
    })
    expect(stats.total).toEqual({
      floor_price: 0.25,
      floor_price_symbol: 'ETH',
      average_price: 1.75,
      market_cap: 25,
      volume: 7,
      num_owners: 7,
    })
    expect(stats.intervals).toEqual([
      { interval: 'one_day', volume_change: 100 },
      { interval: 'seven_day', volume_change: 0 },
      { interval: 'thirty_day', volume_change: 500 },
    ])
  })

  it('reports zero for an empty collection', () => {
    const stats = computeCollectionStats({ sales: [], listings: [], totalSupply: 10, numOwners: 0, now: NOW })
    expect(stats.total.floor_price).toBe(0)
    expect(stats.total.average_price).toBe(0)
    expect(stats.intervals.every((entry) => entry.volume_change === 0)).toBe(true)
  })
})

describe.each(databaseTargets)('the seeded demo on %s', (target) => {
  let database: Database
  let app: App
  beforeAll(async () => {
    database = await openTestDatabase(target)
    await seedDatabase(database.db, data)
    app = createApp({ db: database.db, env: testEnv(), distDir: '/nonexistent' })
  }, 120_000)
  afterAll(() => database.close())

  const json = async <T>(path: string) => {
    const response = await app.request(`${ORIGIN}${path}`)
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: T }).data
  }

  it('shows at least 10,000 members on the leaderboard, with the negative ones hidden', async () => {
    const { totalCount } = await json<{ totalCount: number }>('/api/quests/leaderboard/count')
    expect(totalCount).toBeGreaterThanOrEqual(10_000)
    expect(totalCount).toBe(data.leaderboard.filter((entry) => entry.totalPoints >= 0).length)
    expect(totalCount).toBeLessThan(data.leaderboard.length)
    const last = await json<{ totalPoints: number; rank: number }[]>(
      `/api/quests/leaderboard/all?offset=${totalCount - 1}&limit=10`,
    )
    expect(last).toHaveLength(1)
    expect(last[0]?.rank).toBe(totalCount)
    expect(last[0]?.totalPoints).toBeGreaterThanOrEqual(0)
  })
})
