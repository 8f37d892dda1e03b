import { assetPaths } from './asset-paths.ts'
import { hardhatDevAccounts } from './accounts.ts'
import { BATTLECARDS_SLUG, COLLECTION_DEFINITIONS } from './collection-definitions.ts'
import { demoCollectionAddress, DEMO_DEPLOYER } from './deployment.ts'
import { demoStream } from './random.ts'
import { generateItems } from './items.ts'
import { generateMarket, type MarketContext } from './market.ts'
import { computeCollectionStats } from './stats.ts'
import type { Collection, Item, Listing, OwnedToken, Sale, Transfer } from './types.ts'

export interface CollectionsData {
  collections: Collection[]
  items: Item[]
  sales: Sale[]
  transfers: Transfer[]
  listings: Listing[]
  ownedTokens: OwnedToken[]
}

export const COLLECTIONS_STREAM = 'collections'

/**
 * The Battlecards items alone, with the traits `generateDemoData` gives them: Battlecards are the
 * first thing drawn from the collections stream, so replaying only them gives the same cards.
 */
export function generateBattlecards(): Item[] {
  const definition = COLLECTION_DEFINITIONS.find((entry) => entry.slug === BATTLECARDS_SLUG)
  if (!definition) throw new Error('the Battlecards collection is not defined')
  return generateItems(demoStream(COLLECTIONS_STREAM), definition, collectionAddress(BATTLECARDS_SLUG))
}

/** A demo collection's address: where the chain replay deploys it (see deployment.ts). */
/**
 * Every demo item with the traits `generateDemoData` gives it, without the members: owners and
 * prices draw as many numbers whoever the members are, so the items drawn between them are the same.
 */
export function generateDemoItems(): Item[] {
  const devAccounts = hardhatDevAccounts()
  const context = { random: demoStream(COLLECTIONS_STREAM), now: new Date(0), devAccounts, holders: devAccounts }
  return generateCollections({ ...context, accounts: devAccounts }, 0).items
}

export function collectionAddress(slug: string) {
  return demoCollectionAddress(slug)
}

/** `context.random` must be the fresh collections stream (see `generateBattlecards`). */
export function generateCollections(context: MarketContext, chainId: number): CollectionsData {
  const data: CollectionsData = {
    collections: [],
    items: [],
    sales: [],
    transfers: [],
    listings: [],
    ownedTokens: [],
  }
  for (const definition of COLLECTION_DEFINITIONS) {
    const tokenAddress = collectionAddress(definition.slug)
    const items = generateItems(context.random, definition, tokenAddress)
    const market = generateMarket(context, definition, items)
    const owners = new Set(items.map((item) => item.owner))
    const stats = computeCollectionStats({
      sales: market.sales,
      listings: market.listings,
      totalSupply: items.length,
      numOwners: owners.size,
      now: context.now,
    })
    data.collections.push({
      name: definition.name,
      description: definition.description,
      image: assetPaths.collectionImage(definition.slug),
      bannerImage: assetPaths.collectionBanner(definition.slug),
      slug: definition.slug,
      tokenAddress,
      contractDeployer: DEMO_DEPLOYER,
      chainId,
      symbol: definition.symbol,
      totalSupply: items.length,
      isDefault: definition.slug === BATTLECARDS_SLUG,
      presale: { presaleURL: `/collection/${definition.slug}?presale=true` },
      stats,
    })
    data.items.push(...items)
    data.sales.push(...market.sales)
    data.transfers.push(...market.transfers)
    data.listings.push(...market.listings)
    data.ownedTokens.push(...market.ownedTokens)
  }
  return data
}
