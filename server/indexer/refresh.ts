import { and, count, eq, ne, sql } from 'drizzle-orm'
import {
  BaseError,
  createPublicClient,
  getAddress,
  http,
  HttpRequestError,
  TimeoutError,
  parseAbi,
  type Address,
  type PublicClient,
} from 'viem'
import type { Db } from '../db/connect.ts'
import { collections, itemMetadata, items, listings, metadataQueue } from '../db/schema/index.ts'
import { optionalRead } from './collectionFacts.ts'
import type { IndexedCollection, IndexerSettings } from './settings.ts'

/** What a refresh reads of a token and a collection; `totalSupply` is ERC-721 Enumerable's, often missing. */
const refreshReadsAbi = parseAbi([
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function totalSupply() view returns (uint256)',
])

/** A request to the RPC made while a member waits: shorter than the indexer's own. */
const REFRESH_RPC_TIMEOUT_MS = 5_000

/** The chain did not answer (down, timed out, refused): the caller answers 503. */
export class ChainUnreachableError extends Error {
  constructor(cause: unknown) {
    super('the chain could not be reached')
    this.name = 'ChainUnreachableError'
    this.cause = cause
  }
}

/** The chain answered that the token does not exist (ownerOf reverted): burned, or never minted. */
export class TokenNotOnChainError extends Error {
  constructor(tokenId: string) {
    super(`token ${tokenId} does not exist on the chain`)
    this.name = 'TokenNotOnChainError'
  }
}

export interface TokenRefresh {
  owner: string
  tokenUri: string
  /** True when the items table named another owner and was corrected. */
  ownerCorrected: boolean
  /** True when the token's metadata was queued to be read again. */
  metadataQueued: boolean
}

export interface CollectionRefresh {
  name?: string
  totalSupply?: number
  /** The columns that differed from the chain and were corrected. */
  corrected: ('name' | 'totalSupply')[]
}

/** Reads a token's or a collection's state from its chain on demand and corrects the tables. */
export interface ChainRefresh {
  /** The indexed collection at this address, or undefined when the indexer does not follow it. */
  indexed(tokenAddress: string): IndexedCollection | undefined
  /**
   * Reads the token's owner and tokenURI; corrects its owner row (and drops a listing its owner no
   * longer makes), and queues its metadata when asked to or when the tokenURI changed.
   */
  refreshToken(tokenAddress: string, tokenId: string, options: { queueMetadata: boolean }): Promise<TokenRefresh>
  /**
   * Reads the collection's name and total supply (the items indexed when the contract has no
   * `totalSupply()`) and corrects its row.
   */
  refreshCollection(tokenAddress: string): Promise<CollectionRefresh>
}

/** The request did not reach the chain or got no answer, as opposed to a call the contract refused. */
const unreachable = (error: unknown) =>
  !(error instanceof BaseError) ||
  error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null

/** A read that tells a refusal (a revert, a missing function) from an unreachable chain. */
async function read<T>(run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    if (unreachable(error)) throw new ChainUnreachableError(error)
    return { ok: false }
  }
}

async function indexedSupply(db: Db, tokenAddress: string): Promise<number> {
  const [row] = await db.select({ items: count() }).from(items).where(eq(items.tokenAddress, tokenAddress))
  return row?.items ?? 0
}

export function createChainRefresh(db: Db, settings: IndexerSettings, client?: PublicClient): ChainRefresh {
  const chain =
    client ??
    createPublicClient({ transport: http(settings.rpcUrl, { retryCount: 0, timeout: REFRESH_RPC_TIMEOUT_MS }) })
  const byAddress = new Map(settings.collections.map((collection) => [collection.address.toLowerCase(), collection]))

  // the rows name the collection as its settings spell the address; the chain takes any spelling
  const refreshToken: ChainRefresh['refreshToken'] = async (tokenAddress, tokenId, options) => {
    const address = getAddress(tokenAddress)
    const args = [BigInt(tokenId)] as const
    const owned = await read(() => chain.readContract({ address, abi: refreshReadsAbi, functionName: 'ownerOf', args }))
    if (!owned.ok) throw new TokenNotOnChainError(tokenId)
    const uri = await read(() => chain.readContract({ address, abi: refreshReadsAbi, functionName: 'tokenURI', args }))
    const owner = getAddress(owned.value)
    const tokenUri = uri.ok ? uri.value : ''
    const ofToken = <T extends typeof items | typeof listings | typeof itemMetadata | typeof metadataQueue>(table: T) =>
      and(eq(table.tokenAddress, tokenAddress), eq(table.tokenId, tokenId))
    return db.transaction(async (tx) => {
      const corrected = await tx
        .update(items)
        .set({ owner })
        .where(and(ofToken(items), ne(items.owner, owner)))
        .returning({ tokenId: items.tokenId })
      // a listing is shown only while its seller owns the token
      if (corrected.length > 0) await tx.delete(listings).where(and(ofToken(listings), ne(listings.seller, owner)))
      const [kept] = await tx
        .select({ tokenUri: itemMetadata.tokenUri })
        .from(itemMetadata)
        .where(ofToken(itemMetadata))
      const queue = options.queueMetadata || kept?.tokenUri !== tokenUri
      if (queue) {
        // read again by the indexer's metadata worker, with its limits (size, time, addresses)
        await tx
          .insert(metadataQueue)
          .values({ tokenAddress, tokenId, attempts: 0, nextAt: new Date() })
          .onConflictDoUpdate({
            target: [metadataQueue.tokenAddress, metadataQueue.tokenId],
            set: { attempts: 0, nextAt: sql`now()`, lastError: null },
          })
      }
      return { owner, tokenUri, ownerCorrected: corrected.length > 0, metadataQueued: queue }
    })
  }

  const refreshCollection: ChainRefresh['refreshCollection'] = async (tokenAddress) => {
    const address: Address = getAddress(tokenAddress)
    const supply = await read(() => chain.readContract({ address, abi: refreshReadsAbi, functionName: 'totalSupply' }))
    // optionalRead swallows every failure: only trusted once the chain answered the call above
    const name = await optionalRead(chain, address, 'name')
    const [row] = await db
      .select({ name: collections.name, totalSupply: collections.totalSupply })
      .from(collections)
      .where(eq(collections.tokenAddress, tokenAddress))
    // without totalSupply() the supply is the tokens that exist: those indexed
    const totalSupply = supply.ok ? Number(supply.value) : await indexedSupply(db, tokenAddress)
    const corrected: CollectionRefresh['corrected'] = []
    if (row && name !== undefined && row.name !== name) corrected.push('name')
    if (row && totalSupply !== undefined && row.totalSupply !== totalSupply) corrected.push('totalSupply')
    if (corrected.length > 0) {
      await db
        .update(collections)
        .set({
          ...(corrected.includes('name') ? { name } : {}),
          ...(corrected.includes('totalSupply') ? { totalSupply } : {}),
        })
        .where(eq(collections.tokenAddress, tokenAddress))
    }
    return { name, totalSupply, corrected }
  }

  return {
    indexed: (tokenAddress) => byAddress.get(tokenAddress.toLowerCase()),
    refreshToken,
    refreshCollection,
  }
}
