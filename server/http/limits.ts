import type { Context, MiddlewareHandler } from 'hono'
import { rateLimiter } from 'hono-rate-limiter'
import { calls, type CallName } from '../../src/services/api'
import { currentAccount } from '../auth/session'
import type { AppDeps, AppVariables } from './context'
import { postgresLimitStore } from './sharedLimits'

type AppEnv = { Variables: AppVariables }

/** GET calls that write: a code, a signature reservation, a booked claim, a sign-in under way. */
export const WRITING_GETS: ReadonlySet<CallName> = new Set<CallName>([
  'getClaimSignature',
  'verifyClaim',
  'getQuestInvitation',
  'startSocialSignIn',
])

/** POST calls that only read (a filter or a list too long for a query string): not writes. */
export const READING_POSTS: ReadonlySet<CallName> = new Set<CallName>([
  'filterCollectionItems',
  'getFanArt',
  'getGameGallery',
  'getArtistSubmissions',
  'getReactionsBatch',
  'getWalletTokens',
])

/** Calls that change data: every call that is not a GET or a reading POST, and the GETs above. */
export const changesData = (name: CallName) =>
  (calls[name].method !== 'GET' && !READING_POSTS.has(name)) || WRITING_GETS.has(name)

const LOGIN_CALLS: ReadonlySet<CallName> = new Set<CallName>(['getLoginMessage', 'postLogin'])

const WINDOW_MS = 60_000

/**
 * The client's address: the socket's peer, or behind `trustedProxies` proxies the X-Forwarded-For
 * entry that many from the right. Each proxy appends the address it was reached from, so the entries
 * to the left of that one are whatever the client wrote itself. Requests handed to the app in
 * process have neither: one shared key.
 */
export function clientAddress(c: Context<AppEnv>, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
    const forwarded = entries[Math.max(0, entries.length - trustedProxies)]
    if (forwarded) return forwarded
  }
  const bindings = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return bindings?.incoming?.socket?.remoteAddress ?? 'in-process'
}

/**
 * Per-minute limits: login calls per client address; writes per account and, four times as many,
 * per address; cache refreshes per address. Answered 429 with a JSON message. On PostgreSQL the
 * counts are kept in the database, shared by every process; on the embedded database (one process)
 * in memory.
 */
export function callLimits(deps: AppDeps) {
  const { login, writes, refresh } = deps.env.rateLimits
  const ip = (c: Context<AppEnv>) => clientAddress(c, deps.env.trustProxy)
  const limiter = (name: string, limit: number, what: string, key: (c: Context<AppEnv>) => Promise<string> | string) =>
    rateLimiter<AppEnv>({
      windowMs: WINDOW_MS,
      limit,
      standardHeaders: 'draft-7',
      keyGenerator: key,
      ...(deps.limitPool && { store: postgresLimitStore<AppEnv>(deps.limitPool, name, limit, WINDOW_MS) }),
      handler: (c) => {
        deps.metrics.rateLimitRefusals.inc({ limit: name })
        return c.json({ message: `too many ${what}: wait a minute and try again` }, 429)
      },
    })
  const loginByAddress = limiter('login', login, 'login attempts from this address', ip)
  const writesByAccount = limiter(
    'writes_account',
    writes,
    'changes from this account',
    async (c) => (await currentAccount(c, deps)) ?? `address:${ip(c)}`,
  )
  const writesByAddress = limiter('writes_address', writes * 4, 'changes from this address', ip)
  const refreshesByAddress = limiter('refresh', refresh, 'cache refreshes from this address', ip)

  /** The limits that apply to one call, as middleware to run before its handler. */
  return (name: CallName): MiddlewareHandler<AppEnv>[] => {
    const chain: MiddlewareHandler<AppEnv>[] = []
    if (LOGIN_CALLS.has(name)) chain.push(loginByAddress)
    else if (changesData(name)) chain.push(writesByAddress, writesByAccount)
    chain.push((c, next) => (c.req.query('refreshCache') === undefined ? next() : refreshesByAddress(c, next)))
    return chain
  }
}
