import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm'
import { getAddress } from 'viem'
import { artClaims, artContest, artistJudges, artistSubmissions, artPieces } from '../../db/schema'
import type { Db } from '../../db/connect'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { currentAccount } from '../../auth/session'
import { GALLERY_PAGE, reactedIds, showsDisabled, tweetsByIds } from '../galleries/routes'
import { orderFor } from '../galleries/sort'
import { pageOf } from '../paging'
import { toggleSubmissionReaction } from '../reactions/submissionReaction'
import { claimPiece, claimStatus, releasePiece } from './claims'

async function pieces(db: Db, where: ReturnType<typeof eq> | undefined, limit: number, offset: number) {
  const rows = await db
    .select({ piece: artPieces, claimedBy: artClaims.account })
    .from(artPieces)
    .leftJoin(artClaims, and(eq(artClaims.pieceId, artPieces.id), isNull(artClaims.releasedAt)))
    .where(where)
    .orderBy(asc(artPieces.position))
    .limit(limit)
    .offset(offset)
  return rows.map(({ piece, claimedBy }) => ({
    _id: piece.id,
    name: piece.name,
    image: piece.image,
    width: piece.width,
    height: piece.height,
    tokenId: piece.tokenId,
    claimedBy: claimedBy ?? null,
  }))
}

async function submissionItems(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
  viewer: string | null | undefined,
) {
  // each submission's love count is kept on it (migration 0015): no count per row, and the
  // by-loves orders walk an index
  const rows = await db
    .select({ row: artistSubmissions })
    .from(artistSubmissions)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
  const mine = await reactedIds(
    db,
    'artist_submission',
    rows.map(({ row }) => row.id),
    viewer,
  )
  const posts = await tweetsByIds(
    db,
    rows.map(({ row }) => row.tweetId),
  )
  return rows.map(({ row }) => {
    const post = posts.get(row.tweetId)
    return {
      _id: row.id,
      imageUrl: row.imageUrl,
      width: row.width,
      height: row.height,
      artistSubmissionId: row.id,
      submissionProcessId: row.submissionProcessId,
      category: row.category,
      tweetId: row.tweetId,
      text: post?.text ?? '',
      author_id: post?.users[0]?.id ?? row.account,
      tweetCreatedDate: post?.tweetCreatedDate ?? row.createdAt.toISOString(),
      media: post?.media ?? [{ type: 'photo' as const, url: row.imageUrl }],
      users: post?.users ?? [],
      userReaction: { reactionActive: mine.has(row.id) },
      totalReactionsCount: row.loves,
      disabled: row.disabled,
    }
  })
}

export const artContestRoutes = [
  route('getArtContestGallery', async ({ query, deps }) => {
    const { offset, limit } = pageOf(query, 50)
    const [total] = await deps.db.select({ total: count() }).from(artPieces)
    const [settings] = await deps.db.select().from(artContest).where(eq(artContest.id, 1)).limit(1)
    const contest = settings
      ? {
          year: settings.settings.year,
          hashtag: settings.settings.hashtag,
          contestAccount: settings.settings.contestAccount,
          categories: settings.settings.categories,
        }
      : null
    return { items: await pieces(deps.db, undefined, limit, offset), contest, totalCount: total?.total ?? 0 }
  }),
  route('claimArtPiece', ({ params, account, deps }) => claimPiece(deps.db, params.id, account)),
  route('unclaimArtPiece', ({ account, deps }) => releasePiece(deps.db, account)),
  route('getArtPiece', async ({ params, deps }) => {
    const [piece] = await pieces(deps.db, eq(artPieces.id, params.id), 1, 0)
    if (!piece) throw notFound(`no art-contest piece ${params.id}`)
    return piece
  }),
  route('getArtGalleryTotalCount', async ({ deps }) => {
    const [total] = await deps.db.select({ total: count() }).from(artPieces)
    return { totalCount: total?.total ?? 0 }
  }),
  route('getArtClaimStatus', ({ account, deps }) => claimStatus(deps.db, account)),
  route('getArtistSubmissions', async ({ query, deps, c }) => {
    const shown = (await showsDisabled(c, deps, query.showDisabled)) ? undefined : eq(artistSubmissions.disabled, false)
    const where = and(shown, query.category ? eq(artistSubmissions.category, query.category) : undefined)
    const { offset, limit } = pageOf(query, GALLERY_PAGE)
    const order = orderFor(
      query.sortBy ?? 'latest',
      artistSubmissions.createdAt,
      artistSubmissions.id,
      artistSubmissions.loves,
    )
    // a member reads only their own reaction flags: the session says whose, never the body
    const viewer = await currentAccount(c, deps)
    const [items, [all], categories] = await Promise.all([
      submissionItems(deps.db, where, order, limit, offset, viewer),
      deps.db.select({ total: count() }).from(artistSubmissions).where(where),
      deps.db
        .select({ category: artistSubmissions.category, totalCount: count() })
        .from(artistSubmissions)
        .where(shown)
        .groupBy(artistSubmissions.category)
        .orderBy(asc(artistSubmissions.category)),
    ])
    return { items, categories, totalCount: all?.total ?? 0 }
  }),
  route('getArtistSubmission', async ({ params, deps, c }) => {
    const viewer = await currentAccount(c, deps)
    const [item] = await submissionItems(deps.db, eq(artistSubmissions.id, params.id), [], 1, 0, viewer)
    if (!item || (item.disabled && !(await showsDisabled(c, deps, true))))
      throw notFound(`no artist submission ${params.id}`)
    return item
  }),
  route('getArtistSubmissionCount', async ({ query, deps }) => {
    const where = and(
      eq(artistSubmissions.disabled, false),
      query.category ? eq(artistSubmissions.category, query.category) : undefined,
    )
    const [row] = await deps.db.select({ total: count() }).from(artistSubmissions).where(where)
    return { totalCount: row?.total ?? 0 }
  }),
  route('updateArtistSubmissionReaction', ({ body, account, deps }) =>
    toggleSubmissionReaction(deps.db, 'artist_submission', body.artistSubmissionId, account, body.reactionType),
  ),
  route('getArtistJudge', async ({ params, deps }) => {
    const account = getAddress(params.account)
    const [judge] = await deps.db.select().from(artistJudges).where(eq(artistJudges.account, account)).limit(1)
    return { account, isJudge: judge !== undefined }
  }),
]
