import { z } from 'zod'
import { getAddress, isAddress } from 'viem'
import { defaultPublicRpcUrl } from '../../src/services/chain/chains.ts'
import { BATTLECARDS_SLUG } from '../seed/data/collection-definitions.ts'
import { collectionAddress } from '../seed/data/collections.ts'
import { oauthEnvShape, readOAuthProviders, type OAuthProviders } from '../oauth/config.ts'

const DEFAULT_PORT = 8787

const url = (name: string) => z.url({ error: `${name} must be an absolute http(s) URL` })

/**
 * The server's environment. Every value has a local default so the start command needs no
 * configuration; a value that is set but malformed stops the start with a message naming it.
 */
const envSchema = z.object({
  PORT: z.coerce.number<string>().int().min(0).max(65535).default(DEFAULT_PORT),
  CDN_BASE_URL: url('CDN_BASE_URL').optional(),
  CDN_ASSETS_VERSION: z
    .string()
    .regex(/^[\w.-]{1,40}$/, 'CDN_ASSETS_VERSION must be letters, digits, dots, dashes or underscores')
    .default('v1'),
  DEFAULT_TOKEN_ADDRESS: z
    .string()
    // with capitals, the EIP-55 checksum must hold: the app's first page checks only the shape
    .refine(
      (value) => isAddress(value),
      'DEFAULT_TOKEN_ADDRESS must be a 0x-prefixed 20-byte address (all lower case, or with a valid checksum)',
    )
    .optional(),
  MAIN_SERVICE_URL: url('MAIN_SERVICE_URL').optional(),
  BLOG_SERVICE_URL: url('BLOG_SERVICE_URL').optional(),
  AUTH_SERVICE_URL: url('AUTH_SERVICE_URL').optional(),
  CHAIN_ID: z.coerce.number<string>().int().positive('CHAIN_ID must be a positive integer').default(11155111),
  RPC_URL: url('RPC_URL').default('http://127.0.0.1:8545'),
  /** The RPC the browser reads the chain through; RPC_URL, which may hold a provider key, stays on the server. */
  PUBLIC_RPC_URL: url('PUBLIC_RPC_URL').optional(),
  /** Empty for a chain without a public block explorer (the local chain). */
  EXPLORER_URL: z.union([z.literal(''), url('EXPLORER_URL')]).default(''),
  SECURITY_ANSWER: z.string().min(1, 'SECURITY_ANSWER must not be empty').default('koi'),
  /** Where the arena's development build runs; shown on /arenadev behind the security question. */
  ARENA_DEV_BUILD_URL: url('ARENA_DEV_BUILD_URL').optional(),
  REOWN_PROJECT_ID: z.string().optional(),
  /** Overrides the stored site configuration's mode: `multi` lists every collection. */
  SITE_MODE: z.enum(['single', 'multi'], { error: 'SITE_MODE must be single or multi' }).optional(),
  SESSION_DAYS: z.coerce.number<string>().int().min(1).max(90).default(7),
  ...oauthEnvShape,
  /** The address members open (behind a TLS proxy: its https URL); cookies are Secure when it is https. */
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  /** Comma-separated accounts that are admins; a real start names its admins here. */
  ADMIN_ACCOUNTS: z
    .string()
    .refine(
      (value) => value.split(',').every((entry) => isAddress(entry.trim(), { strict: false })),
      'ADMIN_ACCOUNTS must be comma-separated 0x-prefixed 20-byte addresses',
    )
    .optional(),
  /** Requests per minute: login calls per address, writes per account (four times that per address), cache refreshes. */
  RATE_LIMIT_LOGIN: z.coerce.number<string>().int().min(1).default(120),
  RATE_LIMIT_WRITES: z.coerce.number<string>().int().min(1).default(240),
  RATE_LIMIT_REFRESH: z.coerce.number<string>().int().min(1).default(20),
  /** Live streams one process holds for one client address, and for one member: a browser needs one. */
  LIVE_STREAMS_PER_CLIENT: z.coerce.number<string>().int().min(1).default(24),
  /**
   * How many proxies in front set X-Forwarded-For: the client address is read that many entries from
   * its right (what the client wrote itself is to the left). `true` is one, `false` none.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'TRUST_PROXY must be the number of proxies in front (0 to 99), true or false')
    .optional(),
  /** `off` keeps no derived figures in memory, so every read reaches the database (what `bench:scale` measures). */
  TABLE_CACHE: z.enum(['on', 'off'], { error: 'TABLE_CACHE must be on or off' }).default('on'),
  /** Megabytes the derived figures kept in memory may take (estimated); the least recently used go first. */
  TABLE_CACHE_MB: z.coerce
    .number<string>()
    .int()
    .min(1, 'TABLE_CACHE_MB must be 1 to 65536')
    .max(65536, 'TABLE_CACHE_MB must be 1 to 65536')
    .default(64),
  /** Filter counts of the items page kept per collection in `item_counts`; the earliest go first. */
  ITEM_COUNTS_KEPT: z.coerce
    .number<string>()
    .int()
    .min(1, 'ITEM_COUNTS_KEPT must be 1 to 1000000')
    .max(1_000_000, 'ITEM_COUNTS_KEPT must be 1 to 1000000')
    .default(1000),
})

export interface Env {
  port: number
  cdnBase: string
  cdnVersion: string
  /** Empty until the demo data names the default collection. */
  defaultTokenAddress: string
  mainUrl: string
  blogUrl: string
  authUrl: string
  chainId: number
  rpcUrl: string
  /** The RPC the page is given: PUBLIC_RPC_URL, the local node, or the known chain's public endpoint. */
  publicRpcUrl: string
  explorerUrl: string
  securityAnswer: string
  arenaDevBuildUrl?: string
  reownProjectId?: string
  sessionDays: number
  /** The site mode when set by SITE_MODE; otherwise the stored site configuration decides. */
  siteMode?: 'single' | 'multi'
  /** X and Discord sign-in (OAuth 2.0 with PKCE); a provider left out cannot be linked. */
  oauth: OAuthProviders
  /** The public origin members open, e.g. https://koi.example; the server's own origin by default. */
  publicUrl: string
  /** Checksummed accounts the configuration names as admins. */
  adminAccounts: string[]
  rateLimits: { login: number; writes: number; refresh: number }
  /** Live streams held at once per client address and per member, in one process (`LIVE_STREAMS_PER_CLIENT`). */
  liveStreamsPerClient?: number
  /** Proxies in front whose X-Forwarded-For entries are trusted; 0 reads the socket's peer. */
  trustProxy: number
  /** False when TABLE_CACHE=off: nothing derived from the database is kept between requests. */
  tableCache?: boolean
  /** TABLE_CACHE_MB in bytes: what the table cache may hold; `TABLE_CACHE_BYTES` when left out. */
  tableCacheBytes?: number
  /** ITEM_COUNTS_KEPT: filter counts kept per collection; `ITEM_COUNTS_PER_COLLECTION` when left out. */
  itemCountsKept?: number
  /** Tests set this so every answer is checked against the contract's response schema. */
  checkResponses?: boolean
}

export class EnvError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EnvError'
  }
}

/** Reads and checks the environment; throws EnvError naming every missing or malformed value. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`)
  }
  const value = parsed.data
  const oauthProblems = readOAuthProviders.problems(value)
  if (oauthProblems.length > 0)
    throw new EnvError(`Invalid environment:\n${oauthProblems.map((line) => `  ${line}`).join('\n')}`)
  const publicRpcUrl = value.PUBLIC_RPC_URL ?? defaultPublicRpcUrl({ chainId: value.CHAIN_ID, rpcUrl: value.RPC_URL })
  if (!publicRpcUrl)
    throw new EnvError(
      `Invalid environment:\n  PUBLIC_RPC_URL: must be set for chain ${value.CHAIN_ID}: RPC_URL is not sent to the browser`,
    )
  // one process answers all three services on its own origin unless told otherwise
  const origin = `http://127.0.0.1:${value.PORT}`
  return {
    port: value.PORT,
    cdnBase: (value.CDN_BASE_URL ?? origin).replace(/\/+$/, ''),
    cdnVersion: value.CDN_ASSETS_VERSION,
    // the demo data's default collection (Battlecards) unless another is configured
    defaultTokenAddress: value.DEFAULT_TOKEN_ADDRESS ?? collectionAddress(BATTLECARDS_SLUG),
    mainUrl: value.MAIN_SERVICE_URL ?? origin,
    blogUrl: value.BLOG_SERVICE_URL ?? origin,
    authUrl: value.AUTH_SERVICE_URL ?? origin,
    chainId: value.CHAIN_ID,
    rpcUrl: value.RPC_URL,
    publicRpcUrl,
    explorerUrl: value.EXPLORER_URL,
    securityAnswer: value.SECURITY_ANSWER,
    ...(value.ARENA_DEV_BUILD_URL ? { arenaDevBuildUrl: value.ARENA_DEV_BUILD_URL } : {}),
    reownProjectId: value.REOWN_PROJECT_ID,
    sessionDays: value.SESSION_DAYS,
    ...(value.SITE_MODE ? { siteMode: value.SITE_MODE } : {}),
    oauth: readOAuthProviders(value),
    publicUrl: (value.PUBLIC_URL ?? origin).replace(/\/+$/, ''),
    adminAccounts: (value.ADMIN_ACCOUNTS ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .map((entry) => getAddress(entry)),
    rateLimits: { login: value.RATE_LIMIT_LOGIN, writes: value.RATE_LIMIT_WRITES, refresh: value.RATE_LIMIT_REFRESH },
    liveStreamsPerClient: value.LIVE_STREAMS_PER_CLIENT,
    trustProxy: value.TRUST_PROXY === 'true' ? 1 : value.TRUST_PROXY === 'false' ? 0 : Number(value.TRUST_PROXY ?? 0),
    tableCache: value.TABLE_CACHE === 'on',
    tableCacheBytes: value.TABLE_CACHE_MB * 1024 * 1024,
    itemCountsKept: value.ITEM_COUNTS_KEPT,
  }
}
