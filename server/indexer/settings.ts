import { getAddress, isAddress, type Address } from 'viem'
import { z } from 'zod'

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'not an address (0x and 40 hex digits)')
  .transform((value) => getAddress(value))

/** One collection to index: where it lives on chain, and what Koi shows of it that the chain does not hold. */
const indexedCollection = z.strictObject({
  chainId: z.number().int().positive(),
  address,
  deploymentBlock: z.number().int().nonnegative(),
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lowercase letters, digits and dashes, at most 64'),
  /** Shown when the contract has no `name()`. */
  name: z.string().min(1).max(200),
  description: z.string().max(5000).default(''),
  image: z.string().max(2000).default(''),
  bannerImage: z.string().max(2000).default(''),
  /** The market whose Listed, ListingCancelled and Sold events list and sell this collection. */
  market: address.optional(),
})

export type IndexedCollection = z.infer<typeof indexedCollection>

const wholeNumber = (name: string, fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return fallback
      const number = Number(value)
      if (!Number.isInteger(number) || number < min || number > max) {
        context.addIssue({ code: 'custom', message: `${name}: expected a whole number from ${min} to ${max}` })
        return z.NEVER
      }
      return number
    })

const origin = z
  .string()
  .optional()
  .transform((value, context) => {
    if (!value) return undefined
    try {
      return new URL(value).origin
    } catch {
      context.addIssue({ code: 'custom', message: 'INDEXER_ALLOWED_METADATA_ORIGIN: not a URL' })
      return z.NEVER
    }
  })

/**
 * What the indexer does unless told otherwise: the environment's defaults, and the settings of the
 * starts that build theirs (the demo chain's, the bench's). Confirmations 0 and a 1 s poll suit the
 * local chain; a public chain's operator sets more.
 */
export const INDEXER_DEFAULTS = {
  confirmations: 0,
  pollMs: 1000,
  maxBlockRange: 2000,
  reorgWindow: 128,
  ipfsGateway: 'https://ipfs.io/ipfs/',
  arGateway: 'https://arweave.net/',
  metadataTimeoutMs: 10_000,
  metadataMaxBytes: 2 * 1024 * 1024,
} as const satisfies Omit<IndexerSettings, 'rpcUrl' | 'collections'>

const environment = z.object({
  RPC_URL: z.string().url('RPC_URL: not a URL'),
  INDEXED_COLLECTIONS: z.string(),
  INDEXER_CONFIRMATIONS: wholeNumber('INDEXER_CONFIRMATIONS', INDEXER_DEFAULTS.confirmations, 0, 1000),
  INDEXER_POLL_MS: wholeNumber('INDEXER_POLL_MS', INDEXER_DEFAULTS.pollMs, 100, 600_000),
  INDEXER_MAX_BLOCK_RANGE: wholeNumber('INDEXER_MAX_BLOCK_RANGE', INDEXER_DEFAULTS.maxBlockRange, 1, 1_000_000),
  INDEXER_REORG_WINDOW: wholeNumber('INDEXER_REORG_WINDOW', INDEXER_DEFAULTS.reorgWindow, 4, 10_000),
  IPFS_GATEWAY: z.string().url('IPFS_GATEWAY: not a URL').default(INDEXER_DEFAULTS.ipfsGateway),
  AR_GATEWAY: z.string().url('AR_GATEWAY: not a URL').default(INDEXER_DEFAULTS.arGateway),
  INDEXER_ALLOWED_METADATA_ORIGIN: origin,
})

export interface IndexerSettings {
  rpcUrl: string
  collections: IndexedCollection[]
  /** Blocks behind the head the indexer stays (0 on the local chain). */
  confirmations: number
  pollMs: number
  /** The widest eth_getLogs range asked for; narrowed while the provider refuses it. */
  maxBlockRange: number
  /**
   * The largest RPC answer read, in bytes (10 MiB unless set): a range whose logs come to more is
   * halved like a refused one.
   */
  maxResponseBytes?: number
  /** Recent block hashes kept per collection: a reorg deeper than this re-indexes the collection. */
  reorgWindow: number
  ipfsGateway: string
  arGateway: string
  /** A private origin metadata may still come from (the demo's own server); none by default. */
  allowedMetadataOrigin?: string
  /** Longest a metadata fetch may take, and most bytes it may read. */
  metadataTimeoutMs: number
  metadataMaxBytes: number
}

export class IndexerSettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`The indexer configuration is invalid: ${problems.join('; ')}.`)
    this.name = 'IndexerSettingsError'
  }
}

const problemsOf = (error: z.ZodError, prefix = '') =>
  error.issues.map((issue) => {
    const path = issue.path.join('.')
    return `${prefix}${path && !issue.message.startsWith(path) ? `${path}: ` : ''}${issue.message}`
  })

/**
 * The indexer's settings from the environment, or undefined when INDEXED_COLLECTIONS is not set
 * (nothing is indexed then). INDEXED_COLLECTIONS is a JSON array of collections:
 * `[{"chainId":11155111,"address":"0x…","deploymentBlock":123,"slug":"koi","name":"Koi",
 * "description":"…","image":"…","bannerImage":"…","market":"0x…"}]`.
 */
export function readIndexerSettings(env: Record<string, string | undefined>): IndexerSettings | undefined {
  if (!env.INDEXED_COLLECTIONS) return undefined
  const parsed = environment.safeParse(env)
  if (!parsed.success) throw new IndexerSettingsError(problemsOf(parsed.error))
  let json: unknown
  try {
    json = JSON.parse(parsed.data.INDEXED_COLLECTIONS)
  } catch {
    throw new IndexerSettingsError(['INDEXED_COLLECTIONS is not JSON'])
  }
  const collections = z.array(indexedCollection).min(1).safeParse(json)
  if (!collections.success) throw new IndexerSettingsError(problemsOf(collections.error, 'INDEXED_COLLECTIONS.'))
  const seen = new Set<string>()
  for (const collection of collections.data) {
    for (const key of [`address ${collection.address}`, `slug ${collection.slug}`]) {
      if (seen.has(key)) throw new IndexerSettingsError([`INDEXED_COLLECTIONS names the ${key} twice`])
      seen.add(key)
    }
  }
  const settings = parsed.data
  return {
    rpcUrl: settings.RPC_URL,
    collections: collections.data,
    confirmations: settings.INDEXER_CONFIRMATIONS,
    pollMs: settings.INDEXER_POLL_MS,
    maxBlockRange: settings.INDEXER_MAX_BLOCK_RANGE,
    reorgWindow: settings.INDEXER_REORG_WINDOW,
    ipfsGateway: settings.IPFS_GATEWAY.endsWith('/') ? settings.IPFS_GATEWAY : `${settings.IPFS_GATEWAY}/`,
    arGateway: settings.AR_GATEWAY.endsWith('/') ? settings.AR_GATEWAY : `${settings.AR_GATEWAY}/`,
    allowedMetadataOrigin: settings.INDEXER_ALLOWED_METADATA_ORIGIN,
    metadataTimeoutMs: INDEXER_DEFAULTS.metadataTimeoutMs,
    metadataMaxBytes: INDEXER_DEFAULTS.metadataMaxBytes,
  }
}

export type { Address }

/**
 * The environment that `readIndexerSettings` reads back as `settings`: how a start that built its
 * settings (the demo chain's) hands them to processes that start from the environment (`WORKERS`).
 */
export function indexerEnvironment(settings: IndexerSettings): Record<string, string> {
  return {
    RPC_URL: settings.rpcUrl,
    INDEXED_COLLECTIONS: JSON.stringify(settings.collections),
    INDEXER_CONFIRMATIONS: String(settings.confirmations),
    INDEXER_POLL_MS: String(settings.pollMs),
    INDEXER_MAX_BLOCK_RANGE: String(settings.maxBlockRange),
    INDEXER_REORG_WINDOW: String(settings.reorgWindow),
    IPFS_GATEWAY: settings.ipfsGateway,
    AR_GATEWAY: settings.arGateway,
    ...(settings.allowedMetadataOrigin ? { INDEXER_ALLOWED_METADATA_ORIGIN: settings.allowedMetadataOrigin } : {}),
  }
}
