import { sql } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { checksummer, insertAll, writeInBulk } from './bulkInsert'
import * as t from '../db/schema'
import type { DemoData } from './data/types'
import type { SiteConfig } from '../../src/services/api'

export function siteConfigOf(data: DemoData, swapAddress?: string): SiteConfig {
  const { koiSwapAddress, socials, ...rest } = data.siteConfig
  return {
    ...rest,
    KoiSwapAddress: swapAddress ?? koiSwapAddress,
    socials: Object.values(socials) as SiteConfig['socials'],
  }
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.siteConfig.id }).from(t.siteConfig).limit(1)
  return rows.length > 0
}

export interface SeedOptions {
  swapAddress?: string
}

/**
 * Inserts the demo data once: the site configuration row is written last, in the same
 * transaction, and its presence means the database is seeded.
 *
 * No NFT fact is seeded: items, traits, owners, transfers, sales and listings are the chain's, read
 * by the indexer (the demo's collections are replayed on its local chain), and each collection's
 * supply starts at 0 until indexed. The collections' presentation and the community's rows
 * (reactions, galleries, quests, certified NFTs), keyed by token address and id, are seeded.
 */
export async function seedDatabase(db: Db, data: DemoData, options: SeedOptions = {}): Promise<boolean> {
  if (await isSeeded(db)) return false
  const a = checksummer()
  await writeInBulk(db, async (run) => {
    await insertAll(
      run,
      t.collections,
      data.collections.map((c) => ({
        tokenAddress: a(c.tokenAddress),
        slug: c.slug.toLowerCase(),
        name: c.name,
        description: c.description,
        image: c.image,
        bannerImage: c.bannerImage,
        contractDeployer: a(c.contractDeployer),
        chainId: c.chainId,
        symbol: c.symbol,
        // the indexer counts what the chain holds
        totalSupply: 0,
        isDefault: c.isDefault,
        presaleUrl: c.presale.presaleURL,
      })),
    )
    await insertAll(
      run,
      t.members,
      data.members.map((m) => ({
        account: a(m.account),
        username: m.username,
        biography: m.biography,
        image: m.image,
        bannerImage: m.bannerImage,
        url: m.url,
        location: m.location,
        guardianId: m.guardianId,
        coinBalance: m.currentCoinBalance,
        isAdmin: m.isAdmin,
        betaAccess: m.isBetaTester,
        joinedAt: new Date(m.joinedAt),
      })),
    )
    await insertAll(
      run,
      t.socialAccounts,
      data.socialAccounts.map((s) => ({
        account: a(s.account),
        provider: s.provider,
        providerAccountId: s.providerAccountId,
        email: s.email,
        username: s.username,
      })),
    )
    await insertAll(
      run,
      t.reactions,
      data.reactions.map((r) => ({
        targetKind: r.target.kind,
        targetId: r.target.kind === 'nft' ? `${a(r.target.tokenAddress)}:${r.target.tokenId}` : r.target.id,
        account: a(r.account),
        type: r.type,
        createdAt: new Date(r.createdAt),
      })),
    )
    // the counts kept beside the reactions (the toggle keeps them from here on)
    await run.execute(
      sql`insert into ${t.reactionCounts} (target_kind, target_id, type, total)
        select target_kind, target_id, type, count(*)::int from ${t.reactions} group by target_kind, target_id, type`,
    )
    await insertAll(
      run,
      t.guardians,
      data.guardians.map((g, position) => ({
        id: g._id,
        name: g.name,
        description: g.description,
        image: g.image,
        bannerImage: g.bannerImage,
        position,
      })),
    )
    await insertAll(
      run,
      t.tweets,
      data.tweets.map((post) => ({ tweetId: post.tweetId, post })),
    )
    await insertAll(
      run,
      t.fanArt,
      data.fanArtSubmissions.map((f) => ({
        id: f._id,
        tweetId: f.tweetId,
        authorId: f.author_id,
        account: f.account ? a(f.account) : null,
        media: f.media,
        users: f.users,
        width: f.width,
        height: f.height,
        submissionProcessId: f.submissionProcessId,
        disabled: f.disabled,
        createdAt: new Date(f.createdAt),
      })),
    )
    await insertAll(
      run,
      t.gameGallery,
      data.gameGalleryItems.map((g) => ({
        id: g._id,
        thumbnail: g.thumbnail,
        width: g.width,
        height: g.height,
        url: g.url,
        mime: g.mime,
        title: g.title,
        description: g.description,
        submissionProcessId: g.submissionProcessId,
        disabled: g.disabled,
        createdAt: new Date(g.createdAt),
      })),
    )
    await insertAll(
      run,
      t.artistSubmissions,
      data.artistSubmissions.map((s) => ({
        id: s._id,
        imageUrl: s.imageUrl,
        width: s.width,
        height: s.height,
        tweetId: s.tweetId,
        account: a(s.account),
        pieceId: s.artContestPieceId,
        category: s.category,
        submissionProcessId: s.submissionProcessId,
        disabled: s.disabled,
        createdAt: new Date(s.createdAt),
      })),
    )
    await insertAll(
      run,
      t.artistJudges,
      data.artistJudges.map((j) => ({ account: a(j.account), name: j.name })),
    )
    await insertAll(
      run,
      t.quests,
      data.quests.map((q) => ({
        id: q._id,
        title: q.title,
        description: q.description,
        points: q.points,
        kind: q.kind,
        actionUrl: q.actionUrl,
        position: q.order,
        disabled: q.disabled,
      })),
    )
    await insertAll(
      run,
      t.questProgress,
      data.questProgress.map((p) => ({
        account: a(p.account),
        questId: p.questId,
        completed: p.status === 'completed',
        progress: p.status === 'completed' ? 1 : 0,
        updatedAt: new Date(p.updatedAt),
      })),
    )
    await insertAll(
      run,
      t.questRewards,
      data.questProgress
        .filter((p) => p.status === 'completed')
        .map((p) => ({
          account: a(p.account),
          questId: p.questId,
          points: p.pointsEarned,
          paidAt: new Date(p.updatedAt),
        })),
    )
    // the link rewards the demo's members were paid, kept against the social accounts that earned them
    const linkQuestProvider = new Map(
      data.quests.flatMap((q) =>
        q.kind === 'link_x' ? [[q._id, 'twitter']] : q.kind === 'link_discord' ? [[q._id, 'discord']] : [],
      ),
    )
    const linkedIds = new Map(data.socialAccounts.map((s) => [`${s.provider}:${a(s.account)}`, s.providerAccountId]))
    const paidLinks = new Map<string, typeof t.socialLinkRewards.$inferInsert>()
    for (const p of data.questProgress) {
      const provider = linkQuestProvider.get(p.questId)
      if (p.status !== 'completed' || !provider) continue
      const providerAccountId = linkedIds.get(`${provider}:${a(p.account)}`)
      if (!providerAccountId || paidLinks.has(`${provider}:${providerAccountId}`)) continue
      paidLinks.set(`${provider}:${providerAccountId}`, {
        provider,
        providerAccountId,
        account: a(p.account),
        questId: p.questId,
        paidAt: new Date(p.updatedAt),
      })
    }
    await insertAll(run, t.socialLinkRewards, [...paidLinks.values()])
    // the invite quests the demo's members were paid, kept against their invitees' X accounts
    const inviteQuests = new Set(data.quests.filter((q) => q.kind === 'invite').map((q) => q._id))
    const paidInviters = new Map(
      data.questProgress
        .filter((p) => p.status === 'completed' && inviteQuests.has(p.questId))
        .map((p) => [a(p.account), new Date(p.updatedAt)]),
    )
    const credits = new Map<string, typeof t.invitationCredits.$inferInsert>()
    for (const i of data.questInvitations) {
      const inviter = i.invitedBy ? a(i.invitedBy) : null
      const paidAt = inviter ? paidInviters.get(inviter) : undefined
      const xAccountId = linkedIds.get(`twitter:${a(i.account)}`)
      if (!inviter || !paidAt || !xAccountId || credits.has(xAccountId)) continue
      credits.set(xAccountId, { xAccountId, inviter, invitee: a(i.account), countedAt: paidAt })
    }
    await insertAll(run, t.invitationCredits, [...credits.values()])
    await insertAll(
      run,
      t.questInvitations,
      data.questInvitations.map((i) => ({
        account: a(i.account),
        code: i.code,
        invitedBy: i.invitedBy ? a(i.invitedBy) : null,
        invitedCount: i.invitedCount,
      })),
    )
    await insertAll(
      run,
      t.leaderboard,
      data.leaderboard.map((l) => ({
        account: a(l.account),
        displayId: l._id,
        totalPoints: l.totalPoints,
        totalClaimsCount: l.totalClaimsCount,
      })),
    )
    await insertAll(
      run,
      t.swapLeaderboard,
      data.swapLeaderboard.map((s) => ({
        account: a(s.account),
        username: s.username,
        totalClaimedUsd: s.totalClaimedUsd,
        claimsCount: s.claimsCount,
      })),
    )
    await insertAll(
      run,
      t.supportedTokens,
      data.supportedTokens.map((s) => ({
        symbol: s.symbol,
        name: s.name,
        tokenAddress: s.tokenAddress,
        decimals: s.decimals,
        priceUsd: s.priceUsd,
      })),
    )
    await run.insert(t.assetPrices).values({ symbol: 'ETH', priceUsd: data.etherPriceUsd }).onConflictDoNothing()
    await insertAll(
      run,
      t.shields,
      data.shields.map((s, position) => ({
        id: s._id,
        chainId: s.chainId,
        name: s.name,
        description: s.description,
        image: s.image,
        position,
      })),
    )
    await insertAll(
      run,
      t.memberShields,
      data.memberShields.map((s) => ({ account: a(s.account), shieldId: s.shieldId, earnedAt: new Date(s.earnedAt) })),
    )
    await insertAll(
      run,
      t.certifiedNfts,
      data.certifiedNfts.map((n, position) => ({ id: n._id, name: n.name, image: n.image, position })),
    )
    await insertAll(
      run,
      t.artPieces,
      data.artContestPieces.map((p, position) => ({
        id: p._id,
        name: p.name,
        image: p.image,
        width: p.width,
        height: p.height,
        tokenId: p.tokenId,
        position,
      })),
    )
    await insertAll(
      run,
      t.artClaims,
      data.artContestPieces
        .filter((p) => p.claimedBy)
        .map((p) => ({
          pieceId: p._id,
          account: a(p.claimedBy ?? ''),
          xAccountId: linkedIds.get(`twitter:${a(p.claimedBy ?? '')}`) ?? null,
          claimedAt: new Date(p.claimedAt ?? data.generatedAt),
        })),
    )
    await run.insert(t.artContest).values({ id: 1, settings: data.artContest })
    await insertAll(
      run,
      t.vaultAssets,
      data.vaultAssets.map((v) => ({
        id: v._id,
        name: v.name,
        description: v.description,
        thumbnail: v.thumbnail,
        fileUri: v.file.uri,
        fileMime: v.file.mime,
        position: v.order,
      })),
    )
    await insertAll(
      run,
      t.blogCategories,
      data.blogCategories.map((c) => ({ id: c._id, category: c.category })),
    )
    await insertAll(
      run,
      t.blogPosts,
      data.blogPosts.map((p) => ({
        id: p._id,
        slug: p.slug,
        title: p.title,
        category: p.category,
        excerpt: p.excerpt,
        paragraphs: p.paragraphs,
        image: p.image,
        author: p.author,
        publishedAt: new Date(p.publishedAt),
      })),
    )
    await insertAll(
      run,
      t.abouts,
      data.abouts.map((p) => ({
        id: p._id,
        slug: p.slug,
        title: p.title,
        category: p.category,
        paragraphs: p.paragraphs,
        image: p.image,
        position: p.order,
      })),
    )
    await run.insert(t.demoInstant).values({ id: 1, instant: new Date(data.generatedAt) })
    await run.insert(t.siteConfig).values({ id: 1, config: siteConfigOf(data, options.swapAddress) })
  })
  // the embedded database runs no autovacuum: without statistics the planner misjudges trait filters
  await db.execute(sql`analyze`)
  return true
}
