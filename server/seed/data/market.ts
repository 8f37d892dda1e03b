import { ZERO_ADDRESS, randomTxHash } from './accounts.ts'
import {
  BATTLECARDS_SLUG,
  EDITIONS,
  EDITION_PRICE_FACTORS,
  type CollectionDefinition,
} from './collection-definitions.ts'
import type { Random } from './random.ts'
import { round } from './rounding.ts'
import { DAY_MS, daysBefore } from './time.ts'
import type { Address, Item, Listing, OwnedToken, Sale, Transfer } from './types.ts'

/** How many items of each collection each Hardhat account holds, by account index. */
const DEV_HOLDINGS: Record<string, readonly number[]> = {
  [BATTLECARDS_SLUG]: [14, 6, 2, 0, 0, 3, 1, 4, 2, 0],
  'koi-guardians': [2, 1, 0, 0, 0, 0, 0, 1, 0, 0],
  'arena-relics': [2, 0, 0, 1, 0, 1, 0, 0, 0, 0],
  'odyssey-passes': [1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  'inkbound-scrolls': [1, 0, 1, 0, 0, 0, 0, 0, 0, 0],
}
/**
 * The collector: a development account that holds more Battlecards than one page of the wallet
 * page shows (50), so its owned tab pages. Its cards are taken in a fixed pattern after the other
 * owners are drawn, so the rest of the demo world is the same with or without it.
 */
export const COLLECTOR_ACCOUNT_INDEX = 7
export const COLLECTOR_EXTRA_CARDS = 160
const COLLECTOR_FIRST_CARD = 3000
const COLLECTOR_CARD_STRIDE = 13
/** Cards the first development account always holds: one of each media kind (see battlecardMedia). */
const DEV_SHOWCASE_TOKENS = [7, 13, 21, 33, 45, 57, 69]
const SALES_WINDOW_DAYS = 60
const SECONDS_PER_BLOCK = 12

export interface MarketContext {
  random: Random
  now: Date
  devAccounts: readonly Address[]
  /** Members who hold tokens, whales first. */
  holders: readonly Address[]
  /** Every member account, for past owners. */
  accounts: readonly Address[]
}

export interface Market {
  sales: Sale[]
  transfers: Transfer[]
  listings: Listing[]
  ownedTokens: OwnedToken[]
}

/** Gives every item an owner and a history of mint, sales and transfers that ends with that owner. */
export function generateMarket(context: MarketContext, definition: CollectionDefinition, items: Item[]): Market {
  const { random, now } = context
  const market: Market = { sales: [], transfers: [], listings: [], ownedTokens: [] }
  const devOwner = devOwnership(context, definition, items.length)
  const collectorOwner = collectorOwnership(context, definition, items.length, devOwner)
  const firstBlockTime = daysBefore(now, 200).getTime()
  const blockAt = (time: number) => 5_000_000 + Math.floor((time - firstBlockTime) / 1000 / SECONDS_PER_BLOCK)

  for (const [index, item] of items.entries()) {
    const drawn = devOwner.get(index) ?? context.holders[Math.floor(context.holders.length * random.next() ** 1.7)]
    // the collector's cards replace the drawn owner after the draw, which keeps the stream as it was
    const owner = collectorOwner.get(index) ?? drawn
    if (!owner) throw new Error('no holders to own the demo items')
    item.owner = owner
    const priceFactor = editionPriceFactor(item)
    const saleCount = random.chance(definition.turnover) ? random.weighted([1, 2, 3], [70, 24, 6]) : 0
    const saleAges = Array.from({ length: saleCount }, () => SALES_WINDOW_DAYS * random.next() ** definition.salesTrend)
    saleAges.sort((a, b) => b - a)

    const owners: Address[] = []
    for (let step = 0; step < saleCount; step += 1) owners.push(random.pick(context.accounts))
    owners.push(owner)
    separateSuccessiveOwners(owners, context.accounts)

    const mintedAt = daysBefore(now, random.float(SALES_WINDOW_DAYS + 5, 150))
    market.transfers.push({
      tokenAddress: item.tokenAddress,
      tokenId: item.tokenId,
      from: ZERO_ADDRESS,
      to: owners[0] ?? owner,
      txHash: randomTxHash(random),
      blockNumber: blockAt(mintedAt.getTime()),
      transferredAt: mintedAt.toISOString(),
    })
    let acquiredAt = mintedAt
    saleAges.forEach((age, step) => {
      const seller = owners[step] ?? owner
      const buyer = owners[step + 1] ?? owner
      const soldAt = new Date(Math.max(now.getTime() - age * DAY_MS, mintedAt.getTime() + DAY_MS))
      const txHash = randomTxHash(random)
      const price = round(definition.basePrice * priceFactor * random.float(0.7, 1.45), 4)
      const common = { tokenAddress: item.tokenAddress, tokenId: item.tokenId, txHash }
      market.sales.push({ ...common, price, symbol: 'ETH', seller, buyer, soldAt: soldAt.toISOString() })
      market.transfers.push({
        ...common,
        from: seller,
        to: buyer,
        blockNumber: blockAt(soldAt.getTime()),
        transferredAt: soldAt.toISOString(),
      })
      acquiredAt = soldAt
    })

    market.ownedTokens.push({
      account: owner,
      tokenAddress: item.tokenAddress,
      tokenId: item.tokenId,
      acquiredAt: acquiredAt.toISOString(),
    })
    const devListing = devOwner.has(index) && index % 5 === 0
    if (devListing || random.chance(0.06)) {
      const listedAt = Math.max(acquiredAt.getTime(), daysBefore(now, random.float(0, 14)).getTime())
      market.listings.push({
        tokenAddress: item.tokenAddress,
        tokenId: item.tokenId,
        price: round(definition.basePrice * priceFactor * random.float(0.85, 1.9), 4),
        symbol: 'ETH',
        seller: owner,
        listedAt: new Date(listedAt).toISOString(),
      })
    }
  }
  return market
}

function devOwnership(context: MarketContext, definition: CollectionDefinition, supply: number): Map<number, Address> {
  const counts = DEV_HOLDINGS[definition.slug] ?? []
  const assigned = new Map<number, Address>()
  const candidates = Array.from({ length: supply }, (_, index) => index)
  const free = context.random.sample(candidates, Math.min(supply, 200))
  context.devAccounts.forEach((account, accountIndex) => {
    let wanted = counts[accountIndex] ?? 0
    if (accountIndex === 0 && definition.slug === BATTLECARDS_SLUG) {
      for (const tokenId of DEV_SHOWCASE_TOKENS) {
        assigned.set(tokenId, account)
        wanted -= 1
      }
    }
    while (wanted > 0) {
      const index = free.pop()
      if (index === undefined) break
      if (assigned.has(index)) continue
      assigned.set(index, account)
      wanted -= 1
    }
  })
  return assigned
}

function collectorOwnership(
  context: MarketContext,
  definition: CollectionDefinition,
  supply: number,
  taken: ReadonlyMap<number, Address>,
): Map<number, Address> {
  const collector = context.devAccounts[COLLECTOR_ACCOUNT_INDEX]
  const assigned = new Map<number, Address>()
  if (!collector || definition.slug !== BATTLECARDS_SLUG) return assigned
  for (
    let index = COLLECTOR_FIRST_CARD;
    index < supply && assigned.size < COLLECTOR_EXTRA_CARDS;
    index += COLLECTOR_CARD_STRIDE
  )
    if (!taken.has(index)) assigned.set(index, collector)
  return assigned
}

/**
 * A seller cannot buy their own card on the chain (the market refuses it), so an owner drawn twice in
 * a row is replaced by the next account, without drawing again: the rest of the stream is as it was.
 */
function separateSuccessiveOwners(owners: Address[], accounts: readonly Address[]): void {
  for (let step = owners.length - 2; step >= 0; step -= 1) {
    let index = accounts.indexOf(owners[step] ?? ZERO_ADDRESS)
    while (owners[step] === owners[step + 1] || (step > 0 && owners[step] === owners[step - 1])) {
      index = (index + 1) % accounts.length
      owners[step] = accounts[index] ?? ZERO_ADDRESS
    }
  }
}

function editionPriceFactor(item: Item): number {
  const edition = item.traits.find((trait) => trait.trait_type === 'Edition')?.value
  if (!edition) return 1
  return EDITION_PRICE_FACTORS[EDITIONS.indexOf(edition as (typeof EDITIONS)[number])] ?? 1
}
