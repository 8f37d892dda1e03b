import { zeroAddress, type Address, type Hex } from 'viem'
import type { TokenEvent } from './decode.ts'
import { PRICE_SYMBOL, storedPrice } from './price.ts'

/** A token's listing as the listings table holds it. */
export interface ListingState {
  seller: Address
  price: bigint
  listedAt: Date
}

/** What the tables say now about the tokens a batch touches (loaded by the shell before reducing). */
export interface PriorState {
  /** Current owner of each token that exists; a token missing here was never minted or was burned. */
  owners: ReadonlyMap<string, string>
  listings: ReadonlyMap<string, ListingState>
}

export interface TransferRow {
  tokenId: string
  from: string
  to: string
  txHash: Hex
  blockNumber: number
  transferredAt: Date
}

export interface SaleRow {
  tokenId: string
  price: bigint
  symbol: string
  seller: string
  buyer: string
  txHash: Hex
  soldAt: Date
}

/** The row changes one batch makes, token by token, for the shell to write in one transaction. */
export interface BatchChanges {
  /** The token's owner after the batch, or null when it was burned. */
  owners: Map<string, string | null>
  /** Tokens that did not exist before the batch and do after it: new items, with metadata to read. */
  minted: Set<string>
  /** The token's listing after the batch, or null when it has none. */
  listings: Map<string, ListingState | null>
  transfers: TransferRow[]
  sales: SaleRow[]
}

/**
 * Folds a batch of token events, in chain order, over the state the tables hold for the tokens it
 * touches. Pure. A listing ends when it is cancelled, sold, replaced by a new Listed, or when its
 * token moves away from the seller (the market could no longer sell it).
 */
export function reduceEvents(events: readonly TokenEvent[], prior: PriorState): BatchChanges {
  const changes: BatchChanges = { owners: new Map(), minted: new Set(), listings: new Map(), transfers: [], sales: [] }
  const listingOf = (tokenId: string) =>
    changes.listings.has(tokenId) ? changes.listings.get(tokenId) : (prior.listings.get(tokenId) ?? null)

  for (const event of events) {
    const tokenId = event.tokenId.toString()
    if (event.kind === 'transfer') {
      const burned = event.to === zeroAddress
      changes.owners.set(tokenId, burned ? null : event.to)
      changes.transfers.push({
        tokenId,
        from: event.from,
        to: event.to,
        txHash: event.txHash,
        blockNumber: event.blockNumber,
        transferredAt: event.at,
      })
      const listing = listingOf(tokenId)
      if (listing && listing.seller !== event.to) changes.listings.set(tokenId, null)
    } else if (event.kind === 'listed') {
      changes.listings.set(tokenId, { seller: event.seller, price: storedPrice(event.priceWei), listedAt: event.at })
    } else if (event.kind === 'cancelled') {
      changes.listings.set(tokenId, null)
    } else {
      changes.listings.set(tokenId, null)
      changes.sales.push({
        tokenId,
        price: storedPrice(event.priceWei),
        symbol: PRICE_SYMBOL,
        seller: event.seller,
        buyer: event.buyer,
        txHash: event.txHash,
        soldAt: event.at,
      })
    }
  }
  for (const [tokenId, owner] of changes.owners) {
    if (owner !== null && !prior.owners.has(tokenId)) changes.minted.add(tokenId)
  }
  return changes
}

/** Tokens a batch of events touches (whose prior state the shell loads before reducing). */
export const touchedTokens = (events: readonly TokenEvent[]): string[] => [
  ...new Set(events.map((event) => event.tokenId.toString())),
]
