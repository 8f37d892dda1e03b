import { spawn, type ChildProcess } from 'node:child_process'
import { findFreePort } from '../../contracts/free-port.ts'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Database } from '../../server/db/connect'
import { seedDatabase } from '../../server/seed/load'
import { newAccount, openTestDatabase, testDemoData, testEnv } from './harness'

type Fetch = (path: string, init?: RequestInit) => Promise<Response>

/** Logs in through `login` and returns the session cookie. */
async function loginOn(fetchOn: Fetch) {
  const account = newAccount()
  const deadline = Math.floor(Date.now() / 1000) + 300
  const issued = (await (
    await fetchOn(`/api/login?deadline=${deadline}&chainId=11155111&account=${account.address}`)
  ).json()) as { data: { message: string } }
  const signature = await account.signMessage({ message: issued.data.message })
  const posted = await fetchOn('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: account.address, signature, deadline }),
  })
  expect(posted.status).toBe(201)
  return { account, cookie: (posted.headers.get('set-cookie') ?? '').split(';')[0] ?? '' }
}

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

if (databaseUrl) {
  describe('two server processes on one PostgreSQL', () => {
    const children: ChildProcess[] = []
    const urls: string[] = []
    const schema = `koi_two_${randomBytes(4).toString('hex')}`

    // both processes serve one site: the first one's address, where logins are posted
    let site = ''
    const start = (port: number) =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
          env: {
            ...process.env,
            PORT: String(port),
            PUBLIC_URL: site,
            SECURITY_ANSWER: 'two processes',
            DATABASE_URL: databaseUrl,
            DATABASE_SCHEMA: schema,
            SEED_MEMBERS: '200',
            SEED_DEMO: '1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        children.push(child)
        let errors = ''
        child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
        child.stdout?.on('data', (chunk: Buffer) => {
          const match = /listening on (http:\/\/\S+)/.exec(chunk.toString())
          if (match?.[1]) resolve(match[1])
        })
        child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${errors}`)))
      })

    beforeAll(async () => {
      // one after the other: the first applies the migrations and seeds
      const ports = [await findFreePort(), await findFreePort()]
      site = `http://127.0.0.1:${ports[0]}`
      for (const port of ports) urls.push(await start(port))
    })
    afterAll(() => {
      for (const child of children) child.kill('SIGTERM')
    })

    it('logs in on one process and acts on the other', async () => {
      const [first, second] = urls
      expect(first).not.toBe(second)
      await sessionIsShared(
        (path, init) => fetch(`${first}${path}`, init),
        (path, init) => fetch(`${second}${path}`, init),
      )
    })
  })
} else {
  describe('two app instances on one embedded database', () => {
    let database: Database
    beforeAll(async () => {
      database = await openTestDatabase('pglite')
      await seedDatabase(database.db, testDemoData())
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
