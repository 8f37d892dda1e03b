import {
  encodeAbiParameters,
  encodeEventTopics,
  getAddress,
  parseEther,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { collectionEventsAbi, marketEventsAbi } from '../../server/indexer/abi'
import { decodeLogs, type RawLog } from '../../server/indexer/decode'
import { eventOfRow, eventRow } from '../../server/indexer/eventRows'
import { reduceEvents } from '../../server/indexer/reduce'

const collection = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3')
const market = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512')
const other = getAddress('0x9fe46736679d2d9a65f0992f20272de9f3c7fa6f')
const alice = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const bob = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
const carol = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906')

let logIndex = 0
/** A log as eth_getLogs answers it, encoded from the agreed event signatures. */
function log(address: Address, topics: Hex[], data: Hex = '0x', blockNumber = 10n): RawLog {
  logIndex += 1
  return {
    address,
    topics,
    data,
    blockNumber,
    blockHash: `0x${blockNumber.toString(16).padStart(64, '0')}`,
    logIndex,
    transactionHash: `0x${logIndex.toString(16).padStart(64, 'a')}`,
  }
}
const transfer = (from: Address, to: Address, tokenId: bigint, block?: bigint) =>
  log(
    collection,
    encodeEventTopics({ abi: collectionEventsAbi, eventName: 'Transfer', args: { from, to, tokenId } }) as Hex[],
    '0x',
    block,
  )
const consecutive = (fromTokenId: bigint, toTokenId: bigint, toAddress: Address) =>
  log(
    collection,
    encodeEventTopics({
      abi: collectionEventsAbi,
      eventName: 'ConsecutiveTransfer',
      args: { fromTokenId, fromAddress: zeroAddress, toAddress },
    }) as Hex[],
    encodeAbiParameters([{ type: 'uint256' }], [toTokenId]),
  )
const listed = (tokenId: bigint, seller: Address, price: bigint, on: Address = collection) =>
  log(
    market,
    encodeEventTopics({
      abi: marketEventsAbi,
      eventName: 'Listed',
      args: { collection: on, tokenId, seller },
    }) as Hex[],
    encodeAbiParameters([{ type: 'uint256' }], [price]),
  )
const sold = (tokenId: bigint, buyer: Address, seller: Address, price: bigint) =>
  log(
    market,
    encodeEventTopics({ abi: marketEventsAbi, eventName: 'Sold', args: { collection, tokenId, buyer } }) as Hex[],
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [seller, price]),
  )
const cancelled = (tokenId: bigint, seller: Address) =>
  log(
    market,
    encodeEventTopics({
      abi: marketEventsAbi,
      eventName: 'ListingCancelled',
      args: { collection, tokenId, seller },
    }) as Hex[],
  )

const at = new Date('2026-01-01T00:00:00Z')
const times = new Map([
  [10n, at],
  [11n, new Date('2026-01-01T00:00:12Z')],
])
const decode = (logs: RawLog[]) => decodeLogs(logs, { collection, market }, times)
const none = { owners: new Map(), listings: new Map() }

describe('the indexer reducer', () => {
  it('expands a consecutive mint into one transfer per token and counts them as minted', () => {
    const { events } = decode([consecutive(0n, 4n, alice)])
    const changes = reduceEvents(events, none)
    expect([...changes.minted]).toEqual(['0', '1', '2', '3', '4'])
    expect(changes.transfers.map((row) => [row.tokenId, row.from, row.to])).toEqual(
      ['0', '1', '2', '3', '4'].map((id) => [id, zeroAddress, alice]),
    )
    expect(changes.owners.get('4')).toBe(alice)
  })

  it('applies transfers in chain order whatever order the logs come in', () => {
    const first = transfer(zeroAddress, alice, 7n, 10n)
    const second = transfer(alice, bob, 7n, 11n)
    const changes = reduceEvents(decode([second, first]).events, none)
    expect(changes.owners.get('7')).toBe(bob)
    expect(changes.transfers.map((row) => row.transferredAt)).toEqual([at, times.get(11n)])
  })

  it('deletes a burned token, and mints nothing that existed before', () => {
    const prior = { owners: new Map([['1', alice]]), listings: new Map() }
    const changes = reduceEvents(decode([transfer(alice, zeroAddress, 1n), transfer(alice, bob, 2n)]).events, prior)
    expect(changes.owners.get('1')).toBeNull()
    expect([...changes.minted]).toEqual(['2'])
  })

  it('lists, replaces, sells and cancels, with prices kept in exact wei', () => {
    const prior = {
      owners: new Map([
        ['1', alice],
        ['2', alice],
        ['3', alice],
      ]),
      listings: new Map(),
    }
    const changes = reduceEvents(
      decode([
        listed(1n, alice, parseEther('1')),
        listed(1n, alice, parseEther('0.25')),
        listed(2n, alice, parseEther('2')),
        sold(2n, bob, alice, parseEther('2')),
        listed(3n, alice, parseEther('3')),
        cancelled(3n, alice),
        // above 2^53 wei and at the top of uint256: no float in between
        listed(4n, alice, 2n ** 53n + 1n),
        sold(5n, bob, alice, 2n ** 256n - 1n),
      ]).events,
      prior,
    )
    expect(changes.listings.get('1')).toEqual({ seller: alice, price: parseEther('0.25'), listedAt: at })
    expect(changes.listings.get('4')).toEqual({ seller: alice, price: 2n ** 53n + 1n, listedAt: at })
    expect(changes.listings.get('2')).toBeNull()
    expect(changes.listings.get('3')).toBeNull()
    expect(changes.sales).toMatchObject([
      { tokenId: '2', price: parseEther('2'), symbol: 'ETH', seller: alice, buyer: bob },
      { tokenId: '5', price: 2n ** 256n - 1n, symbol: 'ETH', seller: alice, buyer: bob },
    ])
  })

  it('drops a listing, listed in an earlier batch, when its token moves away from the seller', () => {
    const prior = {
      owners: new Map([['5', alice]]),
      listings: new Map([['5', { seller: alice, price: parseEther('1'), listedAt: at }]]),
    }
    const changes = reduceEvents(decode([transfer(alice, carol, 5n)]).events, prior)
    expect(changes.listings.get('5')).toBeNull()
  })

  it('leaves out market events of other collections and logs it does not know', () => {
    const unknownTopic = log(collection, [`0x${'12'.repeat(32)}`])
    const decoded = decode([listed(1n, alice, 1n, other), unknownTopic])
    expect(decoded.events).toEqual([])
    expect(decoded.unknown).toBe(1)
  })

  it('queues metadata refreshes from ERC-4906 notices', () => {
    const single = log(
      collection,
      encodeEventTopics({ abi: collectionEventsAbi, eventName: 'MetadataUpdate' }) as Hex[],
      encodeAbiParameters([{ type: 'uint256' }], [9n]),
    )
    const batch = log(
      collection,
      encodeEventTopics({ abi: collectionEventsAbi, eventName: 'BatchMetadataUpdate' }) as Hex[],
      encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [0n, 2n ** 256n - 1n]),
    )
    expect(decode([single, batch]).metadata).toEqual([
      { fromTokenId: 9n, toTokenId: 9n },
      { fromTokenId: 0n, toTokenId: 2n ** 256n - 1n },
    ])
  })

  it('stores events as rows that replay to the same state (what a reorg recomputes from)', () => {
    const { events } = decode([
      transfer(zeroAddress, alice, 1n),
      listed(1n, alice, parseEther('1')),
      transfer(alice, bob, 1n),
      listed(1n, bob, parseEther('2')),
      sold(1n, carol, bob, parseEther('2')),
    ])
    const key = { chainId: 1, tokenAddress: collection }
    const replayed = events.map((event) => eventOfRow(eventRow(key, event)))
    expect(replayed).toEqual(events)
    expect(reduceEvents(replayed, none)).toEqual(reduceEvents(events, none))
  })
})
