import { and, eq } from 'drizzle-orm'
import { isAddress, getAddress } from 'viem'
import { items, members } from '../../db/schema'
import type { AppDeps } from '../../http/context'
import { HttpError } from '../../http/errors'
import { cachedCollection, findDefaultCollection, type CollectionRow } from './lookup'

/** The collection a page names, or null when there is none by that slug or address. */
const collectionOrNull = (deps: AppDeps, tokenAddressOrSlug: string): Promise<CollectionRow | null> =>
  cachedCollection(deps, tokenAddressOrSlug).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null
    throw error
  })

/** An item's media when it is a picture (its stored path), else null: a video or model is not preloaded. */
const itemPicture = (deps: AppDeps, collection: CollectionRow | null | undefined, tokenId: string) =>
  collection
    ? deps.cache.get(`lead-image:${collection.tokenAddress}:${tokenId}`, ['items'], async () => {
        const [item] = await deps.db
          .select({ image: items.image, mediaUri: items.mediaUri, mediaMime: items.mediaMime })
          .from(items)
          .where(and(eq(items.tokenAddress, collection.tokenAddress), eq(items.tokenId, tokenId)))
          .limit(1)
        if (!item) return null
        // as the item page: the media, else the image
        if (item.mediaUri) return item.mediaMime.startsWith('image/') ? item.mediaUri : null
        return item.image
      })
    : Promise.resolve(null)

/** A member's own banner, which their profile leads with; none for an address that is not one. */
async function memberBanner(deps: AppDeps, account: string): Promise<string | null> {
  if (!isAddress(account, { strict: false })) return null
  const [member] = await deps.db
    .select({ bannerImage: members.bannerImage })
    .from(members)
    .where(eq(members.account, getAddress(account)))
    .limit(1)
  return member?.bannerImage ?? null
}

const defaultCollection = (deps: AppDeps) =>
  deps.cache.get('default-collection', ['collections'], async () => (await findDefaultCollection(deps)) ?? null)

/**
 * The picture a page leads with, its largest paint, as the path the data stores: the default
 * collection's banner on the home, a collection's banner on its page, an item's picture on its
 * page, a member's banner on their profile. Null for other pages and for what does not exist.
 * Collections and items are read through the table cache, so a page visited again costs no query
 * until they change; a member's banner (members are not watched) is one lookup by key.
 */
export async function leadImageOf(deps: AppDeps, path: string): Promise<string | null> {
  const segments = path.split('/').filter(Boolean)
  const [area, first, second] = segments
  if (segments.length === 0) return (await defaultCollection(deps))?.bannerImage ?? null
  if (area === 'collection' && first !== undefined && segments.length <= 3) {
    const collection = await collectionOrNull(deps, first)
    return second === undefined ? (collection?.bannerImage ?? null) : itemPicture(deps, collection, second)
  }
  if (area === 'explore' && first !== undefined && segments.length === 2)
    return itemPicture(deps, await defaultCollection(deps), first)
  if (area === 'forge' && first !== undefined && segments.length === 2) return memberBanner(deps, first)
  return null
}
