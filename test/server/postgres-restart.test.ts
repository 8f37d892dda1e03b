import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { findFreePort } from '../../contracts/free-port'
import { createApp } from '../../server/app'
import * as schema from '../../server/db/schema'
import { DATABASE_UNAVAILABLE, TRY_AGAIN } from '../../server/http/errors'
import { newAccount, testEnv } from './harness'
import { metricValue, startServerProcess, type ServerProcess } from './serverProcesses'
import { postgresBin, startThrowawayPostgres, type ThrowawayPostgres } from './throwawayPostgres'

/** A call must end by then, whatever the database does (the spec's bound for an outage). */
const ANSWER_WITHIN_MS = 5000

type Answered = { status: number; body: { message?: string; data?: unknown }; cookie?: string }

/** One call, refused as a hang if it has not answered within the bound. */
async function call(url: string, init: RequestInit = {}): Promise<Answered> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) })
  const text = await response.text()
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Answered['body']) : {},
    cookie: response.headers.get('set-cookie')?.split(';')[0],
  }
}

/** A login: two writes (the message's nonce, then the session), answered 201 with the session's cookie. */
async function login(url: string): Promise<Answered> {
  const account = newAccount()
  const deadline = Math.floor(Date.now() / 1000) + 300
  const issued = await call(`${url}/api/login?deadline=${deadline}&chainId=11155111&account=${account.address}`)
  if (issued.status !== 200) return issued
  const signature = await account.signMessage({ message: (issued.body.data as { message: string }).message })
  return call(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: account.address, signature, deadline }),
  })
}

describe('a call while the database cannot be reached', () => {
  it('answers 503 with the message, not 500', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://koi@127.0.0.1:${await findFreePort()}/none` })
    const app = createApp({ db: drizzle(pool, { schema }), env: testEnv(), distDir: '/nonexistent' })
    const answer = await app.request('http://localhost/api/collections/battlecards/metadata/')
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ message: DATABASE_UNAVAILABLE })
    expect(answer.headers.get('retry-after')).toBe('2')
    await pool.end()
  })
})

describe('a call rolled back by a concurrent one', () => {
  it.each([
    ['40P01', 'deadlock detected'],
    ['40001', 'could not serialize access due to concurrent update'],
  ])('answers 503 "try again" for %s (%s), not 500', async (code, message) => {
    // a pool whose every statement is rolled back as PostgreSQL does when two transactions collide
    const pool = new pg.Pool()
    pool.query = () => Promise.reject(Object.assign(new Error(message), { code }))
    const app = createApp({ db: drizzle(pool, { schema }), env: testEnv(), distDir: '/nonexistent' })
    const answer = await app.request('http://localhost/api/collections/battlecards/metadata/')
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ message: TRY_AGAIN })
    expect(answer.headers.get('retry-after')).toBe('1')
  })
})

// The restart needs a PostgreSQL of the test's own: run where the suite runs on PostgreSQL.
if (process.env.TEST_DATABASE_URL && postgresBin()) {
  describe('PostgreSQL restarted under load, two server processes', () => {
    let postgres: ThrowawayPostgres
    const servers: ServerProcess[] = []
    beforeAll(async () => {
      postgres = await startThrowawayPostgres()
      const environment = {
        DATABASE_URL: postgres.url,
        METRICS_PORT: '0',
        RATE_LIMIT_LOGIN: '100000',
      }
      // one after the other: the first applies the migrations and seeds
      servers.push(await startServerProcess({ ...environment, SEED_DEMO: '1', SEED_MEMBERS: '200' }))
      servers.push(await startServerProcess(environment))
    })
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()))
      await postgres?.destroy()
    })

    const feedLive = (server: ServerProcess) => metricValue(server.metricsUrl ?? '', 'koi_change_feed_live')
    const collectionName = async (server: ServerProcess) =>
      ((await call(`${server.url}/api/collections/battlecards/metadata/`)).body.data as { name: string }).name
    const sql = async (text: string) => {
      const client = new pg.Client({ connectionString: postgres.url })
      await client.connect()
      await client.query(text)
      await client.end()
    }

    it('answers 503 during the outage, serves again once it is back, and loses no acknowledged write', async () => {
      const acknowledged: string[] = []
      const outage: Answered[] = []
      let down = false
      let loading = true
      // four members logging in at a time on each process, until the end
      const load = servers.flatMap((server) =>
        Array.from({ length: 4 }, async () => {
          while (loading) {
            const answer = await login(server.url)
            if (answer.status === 201 && answer.cookie) acknowledged.push(answer.cookie)
            else if (down) outage.push(answer)
            else {
              const logged = servers.flatMap((one) => one.lines.filter((line) => line.level === 50 || line.err))
              expect.fail(
                `before the outage: ${answer.status} ${JSON.stringify(answer.body)}; the servers' errors: ${JSON.stringify(logged).slice(0, 2000)}`,
              )
            }
          }
        }),
      )
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(20), { timeout: 30_000, interval: 50 })

      down = true
      await postgres.stop()
      // every call answers, with the message; the processes live on
      await vi.waitFor(() => expect(outage.filter((answer) => answer.status === 503).length).toBeGreaterThan(16), {
        timeout: 30_000,
        interval: 50,
      })
      for (const server of servers) expect(server.running()).toBe(true)
      const during = await Promise.all(servers.map((server) => login(server.url)))
      for (const answer of during)
        expect(answer).toMatchObject({ status: 503, body: { message: DATABASE_UNAVAILABLE } })

      await postgres.start()
      const writesBefore = acknowledged.length
      // within 5 seconds of its return every process logs members in again
      await vi.waitFor(
        async () => {
          for (const server of servers) expect((await login(server.url)).status).toBe(201)
        },
        { timeout: ANSWER_WITHIN_MS, interval: 100 },
      )
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(writesBefore + 8), { timeout: 10_000 })
      loading = false
      await Promise.all(load)

      // the refusals were the database's message, and only during the outage
      for (const answer of outage)
        expect(answer).toMatchObject({ status: 503, body: { message: DATABASE_UNAVAILABLE } })
      // every session answered 201 is there, on either process
      const verified = await Promise.all(
        acknowledged.map((cookie, index) =>
          call(`${servers[index % 2]?.url}/api/login/verify`, { headers: { cookie } }).then((answer) => answer.status),
        ),
      )
      expect(verified.filter((status) => status !== 200)).toEqual([])
      for (const server of servers) expect(server.running()).toBe(true)
      // each process logged the lost connections and every 503 with its request's id
      for (const server of servers) {
        expect(server.lines).toContainEqual(expect.objectContaining({ level: 40, msg: 'database connection lost' }))
        expect(server.lines).toContainEqual(
          expect.objectContaining({ level: 40, msg: 'database unavailable', reqId: expect.any(String) as string }),
        )
      }
    })

    it('hears change notices again after the restart', async () => {
      const [, second] = servers
      if (!second) throw new Error('two servers expected')
      await vi.waitFor(async () => expect(await feedLive(second)).toBe(1), { timeout: ANSWER_WITHIN_MS })
      const before = await collectionName(second)
      // changed without the change trigger: the process keeps what it cached, so its cache is in use
      await sql(
        `set session_replication_role = replica; update collections set name = 'Quietly renamed' where slug = 'battlecards'`,
      )
      expect(await collectionName(second)).toBe(before)
      // changed as any writer does: the notice reaches the process and it reads the new name
      await sql(`update collections set name = 'Battlecards after the restart' where slug = 'battlecards'`)
      await vi.waitFor(async () => expect(await collectionName(second)).toBe('Battlecards after the restart'), {
        timeout: ANSWER_WITHIN_MS,
      })
    })
  })
}
