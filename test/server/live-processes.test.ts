import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFreePort } from '../../contracts/free-port.ts'
import { createApp } from '../../server/app'
import type { Database } from '../../server/db/connect'
import { fanArt, socialAccounts } from '../../server/db/schema'
import { seedWithNftRows } from '../fixtures/nftRows'
import { openTestDatabase, testDemoData, testEnv } from './harness'
import { readFrames, type OpenStream } from './liveStream'
import { loginOn, startServerProcess, type Fetch, type ServerProcess } from './serverProcesses'

/** Logs a fresh member in through `fetchOn`, with an X account linked (a love needs one). */
async function memberOn(fetchOn: Fetch, linkX: (account: string) => Promise<void>) {
  const { account, cookie } = await loginOn(fetchOn)
  await linkX(account.address)
  return cookie
}

/** A love given through `acting` reaches a visitor's stream held by `watching`. */
async function loveReachesTheOther(
  acting: Fetch,
  watching: Fetch,
  post: string,
  linkX: (account: string) => Promise<void>,
) {
  const response = await watching('/api/live')
  expect(response.status).toBe(200)
  const stream: OpenStream = readFrames(response)
  try {
    expect((await stream.next()).event).toBe('ready')
    const cookie = await memberOn(acting, linkX)
    const loved = await acting(`/api/gallery/fan-art/reaction/${post}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(loved.status).toBe(200)
    const { data } = (await loved.json()) as { data: { totalReactionsCount: number } }
    const event = await stream.next()
    expect(event.event).toBe('reaction.count')
    expect(event.data).toEqual({ targetKind: 'fan_art', targetId: post, type: 'love', total: data.totalReactionsCount })
  } finally {
    await stream.close()
  }
}

const databaseUrl = process.env.TEST_DATABASE_URL

if (databaseUrl) {
  describe('live events across two server processes on one PostgreSQL', () => {
    const servers: ServerProcess[] = []
    const schema = `koi_live_${randomBytes(4).toString('hex')}`
    let admin: pg.Client

    beforeAll(async () => {
      const ports = [await findFreePort(), await findFreePort()]
      const site = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, PUBLIC_URL: `http://127.0.0.1:${ports[0]}` }
      // one after the other: the first applies the migrations and seeds
      servers.push(await startServerProcess({ ...site, PORT: String(ports[0]), SEED_MEMBERS: '200', SEED_DEMO: '1' }))
      servers.push(await startServerProcess({ ...site, PORT: String(ports[1]) }))
      admin = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` })
      await admin.connect()
    })
    afterAll(async () => {
      await admin.query(`drop schema if exists ${schema} cascade`).catch(() => undefined)
      await admin.end()
      await Promise.all(servers.map((server) => server.stop()))
    })

    it('sends a love given through one process to a stream held by the other', async () => {
      const [first, second] = servers.map((server) => server.url)
      const post = (await admin.query<{ id: string }>('select id from fan_art order by id limit 1')).rows[0]?.id
      if (!post) throw new Error('no fan art seeded')
      const linkX = async (account: string) => {
        await admin.query(
          "insert into social_accounts (account, provider, provider_account_id, username) values ($1, 'twitter', $2, $3)",
          [account, `x-${account}`, `x_${account.slice(-8)}`],
        )
      }
      await loveReachesTheOther(
        (path, init) => fetch(`${first}${path}`, init),
        (path, init) => fetch(`${second}${path}`, init),
        post,
        linkX,
      )
    })
  })
} else {
  describe('live events across two app instances on one embedded database', () => {
    let database: Database
    beforeAll(async () => {
      database = await openTestDatabase('pglite')
      await seedWithNftRows(database.db, testDemoData())
    })
    afterAll(() => database.close())

    it('sends a love given through one instance to a stream held by the other', async () => {
      const first = createApp({ db: database.db, env: testEnv(), distDir: '/nonexistent' })
      const second = createApp({
        db: database.db,
        env: testEnv(),
        distDir: '/nonexistent',
        changes: await database.watchChanges(),
      })
      const [post] = await database.db.select({ id: fanArt.id }).from(fanArt).orderBy(fanArt.id).limit(1)
      if (!post) throw new Error('no fan art seeded')
      await loveReachesTheOther(
        async (path, init) => first.request(`http://localhost${path}`, init),
        async (path, init) => second.request(`http://localhost${path}`, init),
        post.id,
        async (account) => {
          await database.db.insert(socialAccounts).values({
            account,
            provider: 'twitter',
            providerAccountId: `x-${account}`,
            username: `x_${account.slice(-8)}`,
          })
        },
      )
    })
  })
}
