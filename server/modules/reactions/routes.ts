import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { getAddress } from 'viem'
import { items, reactions } from '../../db/schema'
import { forbidden, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { likeCounts, nftTargetId } from '../collections/itemsPage'
import { findCollection } from '../collections/lookup'
import { itemCardColumns, itemOut } from '../collections/shape'
import { pageOf } from '../paging'
import { hasReacted, toggleReaction } from './toggle'

/**
 * An nft reaction's item, found through the items' primary key (token address, token id): the
 * reaction's target is split into both, rather than every item's pair joined into a string no
 * index holds.
 */
const reactedItem = and(
  eq(items.tokenAddress, sql`split_part(${reactions.targetId}, ':', 1)`),
  eq(items.tokenId, sql`split_part(${reactions.targetId}, ':', 2)`),
)

export const reactionRoutes = [
  route('getAccountLikedNfts', async ({ params, query, deps }) => {
    const account = getAddress(params.account)
    const collection = query.tokenAddressOrSlug ? await findCollection(deps.db, query.tokenAddressOrSlug) : null
    const { offset, limit } = pageOf(query, 50)
    const where = and(
      eq(reactions.targetKind, 'nft'),
      eq(reactions.account, account),
      eq(reactions.type, query.type),
      ...(collection ? [eq(items.tokenAddress, collection.tokenAddress)] : []),
    )
    const rows = await deps.db
      .select(itemCardColumns)
      .from(reactions)
      .innerJoin(items, reactedItem)
      .where(where)
      .orderBy(desc(reactions.createdAt), asc(items.tokenAddress), asc(items.tokenNumber))
      .limit(limit)
      .offset(offset)
    const [total] = await deps.db.select({ total: count() }).from(reactions).innerJoin(items, reactedItem).where(where)
    return { items: rows.map((row) => itemOut(row)), totalCount: total?.total ?? 0 }
  }),
  route('getReactionsBatch', ({ body, deps }) =>
    likeCounts(
      deps.db,
      body.filter.map((entry) => ({ tokenAddress: getAddress(entry.tokenAddress), tokenId: entry.tokenId })),
      body.reactionType,
    ),
  ),
  route('getAccountNftReaction', async ({ params, account: member, deps }) => {
    const account = getAddress(params.account)
    // a member's reaction flags are theirs alone: another account's are not read for anyone
    if (account !== getAddress(member)) throw forbidden('params.account: you can only read your own reactions')
    const collection = await findCollection(deps.db, params.collection)
    const target = nftTargetId(collection.tokenAddress, params.tokenId)
    return {
      tokenAddress: collection.tokenAddress,
      tokenId: params.tokenId,
      account,
      like: await hasReacted(deps.db, 'nft', target, account, 'like'),
      love: await hasReacted(deps.db, 'nft', target, account, 'love'),
    }
  }),
  route('getNftReactionCount', async ({ params, query, deps }) => {
    const collection = await findCollection(deps.db, params.collection)
    const [entry] = await likeCounts(
      deps.db,
      [{ tokenAddress: collection.tokenAddress, tokenId: params.tokenId }],
      query.reactionType,
    )
    return entry ?? { tokenAddress: collection.tokenAddress, tokenId: params.tokenId, totalCount: 0 }
  }),
  route('updateNftReaction', async ({ params, query, account, deps }) => {
    const collection = await findCollection(deps.db, params.collection)
    const [item] = await deps.db
      .select({ tokenId: items.tokenId })
      .from(items)
      .where(and(eq(items.tokenAddress, collection.tokenAddress), eq(items.tokenId, params.tokenId)))
      .limit(1)
    if (!item) throw notFound(`no token ${params.tokenId} in ${collection.slug}`)
    const toggled = await toggleReaction(
      deps.db,
      'nft',
      nftTargetId(collection.tokenAddress, params.tokenId),
      account,
      query.type,
    )
    // item pages show like counts: this process reads its own toggle before the change notice arrives
    deps.cache.invalidate('reactions')
    return toggled
  }),
]
