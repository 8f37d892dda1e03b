import { getAddress, type Hex } from 'viem'
import type { chainEvents } from '../db/schema/index.ts'
import type { TokenEvent } from './decode.ts'

type EventRow = typeof chainEvents.$inferSelect

/**
 * An event as a `chain_events` row: `from_account` holds the sender, the seller of a listing or a
 * sale; `to_account` the receiver or the buyer.
 */
export function eventRow(key: { chainId: number; tokenAddress: string }, event: TokenEvent): EventRow {
  const place = {
    ...key,
    blockNumber: event.blockNumber,
    blockHash: event.blockHash,
    logIndex: event.logIndex,
    txHash: event.txHash,
    kind: event.kind,
    tokenId: event.tokenId.toString(),
    emittedAt: event.at,
  }
  switch (event.kind) {
    case 'transfer':
      return { ...place, fromAccount: event.from, toAccount: event.to, priceWei: null }
    case 'listed':
      return { ...place, fromAccount: event.seller, toAccount: null, priceWei: event.priceWei.toString() }
    case 'cancelled':
      return { ...place, fromAccount: event.seller, toAccount: null, priceWei: null }
    case 'sold':
      return { ...place, fromAccount: event.seller, toAccount: event.buyer, priceWei: event.priceWei.toString() }
  }
}

/** A stored event back as the reducer takes it (for replaying a token's history after a reorg). */
export function eventOfRow(row: EventRow): TokenEvent {
  const place = {
    blockNumber: row.blockNumber,
    blockHash: row.blockHash as Hex,
    logIndex: row.logIndex,
    txHash: row.txHash as Hex,
    at: row.emittedAt,
    tokenId: BigInt(row.tokenId),
  }
  const account = (value: string | null) => getAddress(value ?? '0x0000000000000000000000000000000000000000')
  switch (row.kind) {
    case 'transfer':
      return { ...place, kind: 'transfer', from: account(row.fromAccount), to: account(row.toAccount) }
    case 'listed':
      return { ...place, kind: 'listed', seller: account(row.fromAccount), priceWei: BigInt(row.priceWei ?? '0') }
    case 'cancelled':
      return { ...place, kind: 'cancelled', seller: account(row.fromAccount) }
    case 'sold':
      return {
        ...place,
        kind: 'sold',
        seller: account(row.fromAccount),
        buyer: account(row.toAccount),
        priceWei: BigInt(row.priceWei ?? '0'),
      }
  }
}
