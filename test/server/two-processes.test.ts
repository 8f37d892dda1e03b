import { randomBytes } from 'node:crypto'
import { findFreePort } from '../../contracts/free-port.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Database } from '../../server/db/connect'
import { seedWithNftRows } from '../fixtures/nftRows'
import { newAccount, openTestDatabase, testDemoData, testEnv } from './harness'
import { loginOn, metricValue, startServerProcess, type Fetch, type ServerProcess } from './serverProcesses'

async function sessionIsShared(first: Fetch, second: Fetch) {
  const { account, cookie } = await loginOn(first)
  const verified = await second('/api/login/verify', { headers: { cookie } })
  expect(verified.status).toBe(200)
  const form = new FormData()
  form.set('location', 'Second process')
  const saved = await second('/api/users/', { method: 'PATCH', headers: { cookie }, body: form })
  expect(saved.status).toBe(200)
  const read = (await (await first(`/api/users/${account.address}`)).json()) as { data: { location: string } }
  expect(read.data.location).toBe('Second process')
  expect((await second('/api/logout', { method: 'DELETE', headers: { cookie } })).status).toBe(200)
  expect((await first('/api/login/verify', { headers: { cookie } })).status).toBe(401)
}

const databaseUrl = process.env.TEST_DATABASE_URL
/** Login calls a client address may make a minute, for every process together. */
const LOGIN_LIMIT = 8

if (databaseUrl) {
  describe('two server processes on one PostgreSQL', () => {
    const servers: ServerProcess[] = []
    const schema = `koi_two_${randomBytes(4).toString('hex')}`
    const environment = {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      METRICS_PORT: '0',
      RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
    }

    beforeAll(async () => {
      // both processes serve one site, the first one's address, where logins are posted
      const ports = [await findFreePort(), await findFreePort()]
      const site = { ...environment, PUBLIC_URL: `http://127.0.0.1:${ports[0]}` }
      // one after the other: the first applies the migrations and seeds
      servers.push(await startServerProcess({ ...site, PORT: String(ports[0]), SEED_MEMBERS: '200', SEED_DEMO: '1' }))
      servers.push(await startServerProcess({ ...site, PORT: String(ports[1]) }))
    })
    afterAll(() => Promise.all(servers.map((server) => server.stop())))

    it('logs in on one process and acts on the other', async () => {
      const [first, second] = servers.map((server) => server.url)
      expect(first).not.toBe(second)
      await sessionIsShared(
        (path, init) => fetch(`${first}${path}`, init),
        (path, init) => fetch(`${second}${path}`, init),
      )
    })

    it('holds a login limit reached through one process on the other', async () => {
      const [first, second] = servers
      if (!first?.metricsUrl || !second?.metricsUrl) throw new Error('two servers with metrics expected')
      const message = (url: string) =>
        fetch(
          `${url}/api/login?deadline=${Math.floor(Date.now() / 1000) + 300}&chainId=11155111&account=${newAccount().address}`,
        )
      // the first process alone takes this address to its limit (the login above counted too)...
      const statuses: number[] = []
      while (statuses.at(-1) !== 429 && statuses.length <= LOGIN_LIMIT) statuses.push((await message(first.url)).status)
      expect(statuses.at(-1)).toBe(429)
      expect(statuses.filter((status) => status === 200).length).toBeLessThan(LOGIN_LIMIT)
      // ...and the second, which has counted no login of its own, refuses it too
      const refused = await message(second.url)
      expect(refused.status).toBe(429)
      expect(await refused.json()).toEqual({
        message: 'too many login attempts from this address: wait a minute and try again',
      })
      expect(await metricValue(second.metricsUrl, 'koi_rate_limit_refusals_total{limit="login"}')).toBe(1)
      expect(await metricValue(first.metricsUrl, 'koi_rate_limit_refusals_total{limit="login"}')).toBe(1)
    })
  })
} else {
  describe('two app instances on one embedded database', () => {
    let database: Database
    beforeAll(async () => {
      database = await openTestDatabase('pglite')
      await seedWithNftRows(database.db, testDemoData())
    })
    afterAll(() => database.close())

    it('logs in on one instance and acts on the other', async () => {
      const first = createApp({ db: database.db, env: testEnv(), distDir: '/nonexistent' })
      const second = createApp({ db: database.db, env: testEnv(), distDir: '/nonexistent' })
      await sessionIsShared(
        async (path, init) => first.request(`http://localhost${path}`, init),
        async (path, init) => second.request(`http://localhost${path}`, init),
      )
    })
  })
}
