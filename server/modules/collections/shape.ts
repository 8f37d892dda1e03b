import type { Collection, Item } from '../../../src/services/api'
import { items } from '../../db/schema'
import type { CollectionRow } from './lookup'
import type { Stats } from './stats'

export function collectionOut(
  row: CollectionRow,
  extra: { stats?: Stats; withTotalSupply?: boolean; withPresale?: boolean } = {},
): Collection {
  return {
    name: row.name,
    description: row.description,
    image: row.image,
    bannerImage: row.bannerImage,
    slug: row.slug,
    tokenAddress: row.tokenAddress,
    contractDeployer: row.contractDeployer,
    chainId: row.chainId,
    ...(extra.withTotalSupply ? { totalSupply: row.totalSupply } : {}),
    ...(extra.stats ? { stats: extra.stats } : {}),
    ...(extra.withPresale ? { presale: { presaleURL: row.presaleUrl } } : {}),
  }
}

export type ItemRow = Pick<
  typeof items.$inferSelect,
  'tokenAddress' | 'tokenId' | 'name' | 'image' | 'thumbnail' | 'mediaUri' | 'mediaMime' | 'traits' | 'owner'
>

/** The columns `itemOut` reads: every query that lists item cards selects these. */
export const itemCardColumns = {
  tokenAddress: items.tokenAddress,
  tokenId: items.tokenId,
  name: items.name,
  image: items.image,
  thumbnail: items.thumbnail,
  mediaUri: items.mediaUri,
  mediaMime: items.mediaMime,
  traits: items.traits,
  owner: items.owner,
}

export function itemOut(row: ItemRow, withOwner = false): Item {
  return {
    tokenAddress: row.tokenAddress,
    tokenId: row.tokenId,
    name: row.name,
    image: row.image,
    thumbnail: row.thumbnail,
    media: { uri: row.mediaUri, mime: row.mediaMime },
    attributes: row.traits,
    ...(withOwner ? { owner: row.owner } : {}),
  }
}

export const itemColumns = {
  tokenAddress: true,
  tokenId: true,
  name: true,
  image: true,
  thumbnail: true,
  mediaUri: true,
  mediaMime: true,
  traits: true,
  owner: true,
} as const
