import { and, eq, type Logger } from 'drizzle-orm'
import { generatePrivateKey, privateKeyToAccount, type LocalAccount } from 'viem/accounts'
import { afterAll, beforeAll, inject } from 'vitest'

/** What logging in needs of an account: its address and a message signature. */
export type Signer = Pick<LocalAccount, 'address' | 'signMessage'>
import { createApp, type App } from '../../server/app'
import { parseEnv, type Env } from '../../server/config/env'
import type { Database, Db } from '../../server/db/connect'
import { socialAccounts } from '../../server/db/schema'
import { generateDemoData } from '../../server/seed/data'
import type { DemoData } from '../../server/seed/data/types'
import type { SwapChain } from '../../server/modules/swaps/chain'
import type { Metrics } from '../../server/ops/metrics'
import type { ChainRefresh } from '../../server/indexer/refresh'
import { TEST_DATA_OPTIONS, openDatabaseCopy } from './testDatabases'

export const ORIGIN = 'http://localhost'

/** The databases the suite runs on: always the embedded one, and PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseTargets: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

let demo: DemoData | undefined
/**
 * The demo data the test databases hold (`TEST_DATA_OPTIONS`, generated for the run's instant): the
 * same in every worker as in the seeded copy each test starts from.
 */
export function testDemoData(): DemoData {
  demo ??= generateDemoData({ ...TEST_DATA_OPTIONS, now: new Date(inject('testDataNow')) })
  return demo
}

/** The environment of the in-process test app: the site is where its requests go, `ORIGIN`. */
export const testEnv = (): Env => ({ ...parseEnv({ PUBLIC_URL: ORIGIN }), checkResponses: true })

/** A database of the test's own, migrated and empty: a copy of the run's migrated database. */
export function openTestDatabase(target: 'pglite' | 'postgres', logger?: Logger): Promise<Database> {
  return openDatabaseCopy(target, { seeded: false, logger })
}

export interface Answer<T = unknown> {
  status: number
  body: { data?: T; message?: string }
  headers: Headers
}

export interface TestServer {
  app: App
  database: Database
  data: DemoData
  request<T = unknown>(
    method: string,
    path: string,
    options?: {
      json?: unknown
      form?: FormData
      cookie?: string
      raw?: string
      contentType?: string
      headers?: Record<string, string>
    },
  ): Promise<Answer<T>>
  login(account?: Signer): Promise<{ account: Signer; cookie: string }>
  close(): Promise<void>
}

export async function startTestServer(
  target: 'pglite' | 'postgres',
  options: {
    seed?: boolean
    chain?: SwapChain
    environment?: Record<string, string>
    env?: Partial<Env>
    /** told every statement the app runs */
    logger?: Logger
    /** the app's metrics, for a test that reads them */
    metrics?: Metrics
    /** reads of indexed collections from their chain, made on the test's database */
    chainRefresh?: (db: Db) => ChainRefresh
  } = {},
): Promise<TestServer> {
  const database = await openDatabaseCopy(target, { seeded: options.seed !== false, logger: options.logger })
  const data = testDemoData()
  const app = createApp({
    db: database.db,
    env: {
      ...(options.environment
        ? { ...parseEnv({ PUBLIC_URL: ORIGIN, ...options.environment }), checkResponses: true }
        : testEnv()),
      ...options.env,
    },
    changes: await database.watchChanges(),
    chain: options.chain,
    distDir: '/nonexistent',
    pool: database.pool,
    metrics: options.metrics,
    chainRefresh: options.chainRefresh?.(database.db),
  })

  const request: TestServer['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers }
    let body: BodyInit | undefined
    if (options.cookie) headers.cookie = options.cookie
    if (options.json !== undefined) {
      body = JSON.stringify(options.json)
      headers['content-type'] = 'application/json'
    } else if (options.form) {
      body = options.form
    } else if (options.raw !== undefined) {
      body = options.raw
      headers['content-type'] = options.contentType ?? 'application/json'
    }
    const response = await app.request(`${ORIGIN}${path}`, { method, headers, body })
    const type = response.headers.get('content-type') ?? ''
    const parsed = type.includes('json') ? ((await response.json()) as Answer['body']) : {}
    return { status: response.status, body: parsed, headers: response.headers } as Answer<never>
  }

  const login: TestServer['login'] = async (account = privateKeyToAccount(generatePrivateKey())) => {
    const deadline = Math.floor(Date.now() / 1000) + 300
    const issued = await request<{ message: string }>(
      'GET',
      `/api/login?deadline=${deadline}&chainId=11155111&account=${account.address}`,
    )
    if (issued.status !== 200 || !issued.body.data)
      throw new Error(`login message: ${issued.status} ${issued.body.message ?? ''}`)
    const signature = await account.signMessage({ message: issued.body.data.message })
    const posted = await app.request(`${ORIGIN}/api/login?chainId=11155111`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: account.address, signature, deadline }),
    })
    if (posted.status !== 201) throw new Error(`login: ${posted.status} ${await posted.text()}`)
    const cookie = (posted.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    return { account, cookie }
  }

  return { app, database, data, request, login, close: () => database.close() }
}

/** A fresh account, not in the demo data. */
export const newAccount = () => privateKeyToAccount(generatePrivateKey())

/**
 * Links an X account to a member: the row a completed OAuth sign-in and link call write. The X
 * account's id defaults to one of the member's own; pass another to move one X account around.
 */
export async function linkX(server: Pick<TestServer, 'database'>, account: string, xAccountId = `x-${account}`) {
  await server.database.db
    .insert(socialAccounts)
    .values({ account, provider: 'twitter', providerAccountId: xAccountId, username: `x_${xAccountId.slice(-8)}` })
}

/** Unlinks the member's X account, as the unlink call does. */
export async function unlinkX(server: Pick<TestServer, 'database'>, account: string) {
  await server.database.db
    .delete(socialAccounts)
    .where(and(eq(socialAccounts.account, account), eq(socialAccounts.provider, 'twitter')))
}

/** The member's GCoins balance, as their public profile shows it. */
export async function coinBalanceOf(server: Pick<TestServer, 'request'>, address: string): Promise<number> {
  const profile = await server.request<{ metadata: { currentCoinBalance: number } }>('GET', `/api/users/${address}`)
  return profile.body.data?.metadata.currentCoinBalance ?? 0
}

/** An open quest of the demo data by its kind (`link_x`, `invite`, …). */
export function openQuestOf(server: Pick<TestServer, 'data'>, kind: string) {
  const quest = server.data.quests.find((entry) => !entry.disabled && entry.kind === kind)
  if (!quest) throw new Error(`no open ${kind} quest in the demo data`)
  return quest
}

/** The token address of the demo's Battlecards collection, as its public metadata gives it. */
export async function battlecardsAddress(server: Pick<TestServer, 'request'>): Promise<string> {
  const answer = await server.request<{ tokenAddress: string }>('GET', '/api/collections/battlecards/metadata/')
  const tokenAddress = answer.body.data?.tokenAddress
  if (!tokenAddress) throw new Error(`no Battlecards metadata: ${answer.status}`)
  return tokenAddress
}

/** What a file testing the Battlecards collection works with. */
export interface BattlecardsServer {
  server: TestServer
  db: Db
  tokenAddress: string
}

/**
 * One test server for the file, with its database and the Battlecards collection's address: started
 * before the file's tests (handed to `started`) and closed after them.
 */
export function battlecardsServerForFile(
  target: 'pglite' | 'postgres',
  started: (battlecards: BattlecardsServer) => void,
) {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startTestServer(target)
    started({ server, db: server.database.db, tokenAddress: await battlecardsAddress(server) })
  })
  afterAll(() => server?.close())
}
