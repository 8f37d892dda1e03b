import { and, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { getAddress } from 'viem'
import type { Db } from '../../db/connect'
import { fanArt, galleryCounts, gameGallery, reactions, tweets } from '../../db/schema'
import type { AppContext, AppDeps } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { currentAccount } from '../../auth/session'
import { pageOf } from '../paging'
import { toggleSubmissionReaction } from '../reactions/submissionReaction'
import type { TargetKind } from '../reactions/toggle'
import { isAdmin } from '../users/profile'
import { orderFor } from './sort'

export const GALLERY_PAGE = 25

/** Disabled submissions are shown only when asked for by an admin. */
export async function showsDisabled(c: AppContext, deps: AppDeps, asked: boolean | undefined) {
  return asked === true && (await isAdmin(deps.db, await currentAccount(c, deps)))
}

/** The ids among `ids` the account reacted to with `love`. */
export async function reactedIds(db: Db, kind: TargetKind, ids: string[], account: string | null | undefined) {
  if (!account || ids.length === 0) return new Set<string>()
  const rows = await db
    .select({ id: reactions.targetId })
    .from(reactions)
    .where(
      and(
        eq(reactions.targetKind, kind),
        eq(reactions.account, getAddress(account)),
        eq(reactions.type, 'love'),
        inArray(reactions.targetId, ids),
      ),
    )
  return new Set(rows.map((row) => row.id))
}

interface StoredTweet {
  text: string
  tweetCreatedDate: string
  media: {
    type: 'photo' | 'video'
    url: string
    preview_image_url?: string
    variants?: { content_type: string; url: string; bit_rate?: number }[]
  }[]
  users: { id: string; username: string; name: string; profile_image_url: string }[]
}

/** A gallery's total, all posts or the shown ones: the count kept beside the posts (migration 0016). */
async function galleryTotal(db: Db, gallery: 'fan_art' | 'game', shownOnly: boolean) {
  const [kept] = await db.select().from(galleryCounts).where(eq(galleryCounts.gallery, gallery))
  return (shownOnly ? kept?.shown : kept?.posts) ?? 0
}

export async function tweetsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, StoredTweet>()
  const rows = await db.select().from(tweets).where(inArray(tweets.tweetId, ids))
  return new Map(rows.map((row) => [row.tweetId, row.post as StoredTweet]))
}

async function gameItems(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
  viewer: string | null | undefined,
) {
  // each row's love count is kept on it (migration 0015): no count per row, and the by-loves
  // orders walk an index
  const rows = await db
    .select({ row: gameGallery })
    .from(gameGallery)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
  const mine = await reactedIds(
    db,
    'game',
    rows.map(({ row }) => row.id),
    viewer,
  )
  return rows.map(({ row }) => ({
    _id: row.id,
    thumbnail: row.thumbnail,
    width: row.width,
    height: row.height,
    url: row.url,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    submissionProcessId: row.submissionProcessId,
    userReaction: { reactionActive: mine.has(row.id) },
    totalReactionsCount: row.loves,
    disabled: row.disabled,
  }))
}

async function fanArtItems(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
  viewer: string | null | undefined,
) {
  // each row's love count is kept on it (migration 0015): no count per row, and the by-loves
  // orders walk an index
  const rows = await db
    .select({ row: fanArt })
    .from(fanArt)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
  const mine = await reactedIds(
    db,
    'fan_art',
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
      width: row.width,
      height: row.height,
      tweetId: row.tweetId,
      text: post?.text ?? '',
      author_id: row.authorId,
      tweetCreatedDate: post?.tweetCreatedDate ?? row.createdAt.toISOString(),
      media: post?.media ?? row.media.map((media) => ({ type: 'photo' as const, ...media })),
      users: post?.users ?? row.users.map((user) => ({ ...user, name: user.username })),
      submissionProcessId: row.submissionProcessId,
      userReaction: { reactionActive: mine.has(row.id) },
      totalReactionsCount: row.loves,
      disabled: row.disabled,
    }
  })
}

export const galleryRoutes = [
  route('getFanArt', async ({ query, deps, c }) => {
    const shownOnly = !(await showsDisabled(c, deps, query.showDisabled))
    const where = shownOnly ? eq(fanArt.disabled, false) : undefined
    const { offset, limit } = pageOf(query, GALLERY_PAGE)
    const order = orderFor(query.sortBy ?? 'latest', fanArt.createdAt, fanArt.id, fanArt.loves)
    // a member reads only their own reaction flags: the session says whose, never the body
    const viewer = await currentAccount(c, deps)
    const [items, totalCount] = await Promise.all([
      fanArtItems(deps.db, where, order, limit, offset, viewer),
      galleryTotal(deps.db, 'fan_art', shownOnly),
    ])
    return { items, totalCount }
  }),
  route('getFanArtItem', async ({ params, deps, c }) => {
    const viewer = await currentAccount(c, deps)
    const newest = [desc(fanArt.createdAt)]
    const [item] = await fanArtItems(deps.db, eq(fanArt.tweetId, params.tweetId), newest, 1, 0, viewer)
    if (!item || (item.disabled && !(await showsDisabled(c, deps, true))))
      throw notFound(`no fan-art submission for post ${params.tweetId}`)
    return item
  }),
  route('getFanArtCount', async ({ query, deps, c }) => {
    return { totalCount: await galleryTotal(deps.db, 'fan_art', !(await showsDisabled(c, deps, query.showDisabled))) }
  }),
  route('reactFanArt', ({ params, body, account, deps }) =>
    toggleSubmissionReaction(deps.db, 'fan_art', params.id, account, body.reactionType),
  ),
  route('getGameGallery', async ({ query, deps, c }) => {
    const shownOnly = !(await showsDisabled(c, deps, query.showDisabled))
    const where = shownOnly ? eq(gameGallery.disabled, false) : undefined
    const { offset, limit } = pageOf(query, GALLERY_PAGE)
    // a member reads only their own reaction flags: the session says whose, never the body
    const viewer = await currentAccount(c, deps)
    const order = orderFor(query.sortBy ?? 'latest', gameGallery.createdAt, gameGallery.id, gameGallery.loves)
    const [page, totalCount] = await Promise.all([
      gameItems(deps.db, where, order, limit, offset, viewer),
      galleryTotal(deps.db, 'game', shownOnly),
    ])
    return { items: page, totalCount }
  }),
  route('getGameGalleryCount', async ({ query, deps, c }) => {
    return { totalCount: await galleryTotal(deps.db, 'game', !(await showsDisabled(c, deps, query.showDisabled))) }
  }),
  route('getGameGalleryItem', async ({ params, deps, c }) => {
    // the member's own flags only: `account` in the query is accepted and ignored
    const viewer = await currentAccount(c, deps)
    const [item] = await gameItems(deps.db, eq(gameGallery.id, params.id), [], 1, 0, viewer)
    if (!item || (item.disabled && !(await showsDisabled(c, deps, true))))
      throw notFound(`no game-gallery item ${params.id}`)
    return item
  }),
  route('reactGameGallery', ({ params, body, account, deps }) =>
    toggleSubmissionReaction(deps.db, 'game', params.id, account, body.reactionType),
  ),
]
