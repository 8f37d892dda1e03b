import { decodeEventLog, getAddress, isAddressEqual, type Address, type Hex } from 'viem'
import { collectionEventsAbi, marketEventsAbi } from './abi.ts'

/** A log as eth_getLogs gives it (pending logs, without a block, are never asked for). */
export interface RawLog {
  address: Hex
  topics: readonly Hex[]
  data: Hex
  blockNumber: bigint
  blockHash: Hex
  logIndex: number
  transactionHash: Hex
}

/** Where an event happened: what undoing it after a reorg needs. */
export interface EventPlace {
  blockNumber: number
  blockHash: Hex
  logIndex: number
  txHash: Hex
  at: Date
}

/** One event about one token (a consecutive mint is one of these per token). */
export type TokenEvent = EventPlace &
  (
    | { kind: 'transfer'; tokenId: bigint; from: Address; to: Address }
    | { kind: 'listed'; tokenId: bigint; seller: Address; priceWei: bigint }
    | { kind: 'cancelled'; tokenId: bigint; seller: Address }
    | { kind: 'sold'; tokenId: bigint; buyer: Address; seller: Address; priceWei: bigint }
  )

/** An ERC-4906 notice that metadata changed (not stored: it only queues a refresh). */
export interface MetadataNotice {
  fromTokenId: bigint
  toTokenId: bigint
}

export interface DecodedLogs {
  events: TokenEvent[]
  metadata: MetadataNotice[]
  /** Logs of the watched addresses that are none of the agreed events (kept out, counted). */
  unknown: number
}

/**
 * The widest consecutive mint expanded into single tokens: ERC-2309 allows any range, and a range
 * of billions would fill memory; OpenZeppelin's ERC721Consecutive caps a batch at 5,000.
 */
export const MAX_CONSECUTIVE_RANGE = 50_000n

export interface WatchedAddresses {
  collection: Address
  market?: Address
}

/**
 * Decodes a batch of logs of a collection and its market into token events, in chain order. Market
 * events of other collections are left out. Pure: block times come in as a map.
 */
export function decodeLogs(
  logs: readonly RawLog[],
  watched: WatchedAddresses,
  blockTimes: ReadonlyMap<bigint, Date>,
): DecodedLogs {
  const decoded: DecodedLogs = { events: [], metadata: [], unknown: 0 }
  const sorted = [...logs].sort((a, b) =>
    a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
  )
  for (const log of sorted) {
    const at = blockTimes.get(log.blockNumber)
    if (!at) throw new Error(`no time for block ${log.blockNumber}`)
    const place: EventPlace = {
      blockNumber: Number(log.blockNumber),
      blockHash: log.blockHash,
      logIndex: log.logIndex,
      txHash: log.transactionHash,
      at,
    }
    const topics = log.topics as [Hex, ...Hex[]]
    if (isAddressEqual(log.address, watched.collection)) {
      const event = tryDecode(collectionEventsAbi, log.data, topics)
      if (!event) decoded.unknown += 1
      else if (event.eventName === 'Transfer') {
        const { from, to, tokenId } = event.args
        decoded.events.push({ ...place, kind: 'transfer', tokenId, from: getAddress(from), to: getAddress(to) })
      } else if (event.eventName === 'ConsecutiveTransfer') {
        const { fromTokenId, toTokenId, fromAddress, toAddress } = event.args
        if (toTokenId < fromTokenId || toTokenId - fromTokenId >= MAX_CONSECUTIVE_RANGE) {
          decoded.unknown += 1
          continue
        }
        for (let tokenId = fromTokenId; tokenId <= toTokenId; tokenId += 1n) {
          decoded.events.push({
            ...place,
            kind: 'transfer',
            tokenId,
            from: getAddress(fromAddress),
            to: getAddress(toAddress),
          })
        }
      } else if (event.eventName === 'MetadataUpdate') {
        decoded.metadata.push({ fromTokenId: event.args._tokenId, toTokenId: event.args._tokenId })
      } else {
        const { _fromTokenId, _toTokenId } = event.args
        if (_fromTokenId <= _toTokenId) decoded.metadata.push({ fromTokenId: _fromTokenId, toTokenId: _toTokenId })
      }
    } else if (watched.market && isAddressEqual(log.address, watched.market)) {
      const event = tryDecode(marketEventsAbi, log.data, topics)
      if (!event) decoded.unknown += 1
      else if (!isAddressEqual(event.args.collection, watched.collection)) continue
      else if (event.eventName === 'Listed') {
        const { tokenId, seller, price } = event.args
        decoded.events.push({ ...place, kind: 'listed', tokenId, seller: getAddress(seller), priceWei: price })
      } else if (event.eventName === 'ListingCancelled') {
        const { tokenId, seller } = event.args
        decoded.events.push({ ...place, kind: 'cancelled', tokenId, seller: getAddress(seller) })
      } else {
        const { tokenId, buyer, seller, price } = event.args
        decoded.events.push({
          ...place,
          kind: 'sold',
          tokenId,
          buyer: getAddress(buyer),
          seller: getAddress(seller),
          priceWei: price,
        })
      }
    }
  }
  return decoded
}

function tryDecode<const Abi extends typeof collectionEventsAbi | typeof marketEventsAbi>(
  abi: Abi,
  data: Hex,
  topics: [Hex, ...Hex[]],
) {
  try {
    return decodeEventLog({ abi, data, topics, strict: true })
  } catch {
    // a log of another event, or one whose indexed arguments do not match (an ERC-20 Transfer)
    return undefined
  }
}
