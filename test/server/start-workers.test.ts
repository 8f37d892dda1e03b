import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { findFreePort } from '../../contracts/free-port'
import { newAccount } from './harness'
import type { LogLine } from './serverProcesses'
import { adminQuery, databaseUrlNamed } from './testDatabases'

const databaseUrl = process.env.TEST_DATABASE_URL

/** A database of its own beside the suite's, for the demo `npm start` seeds into it. */
async function freshDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = databaseUrl ?? ''
  await adminQuery(adminUrl, `create database "${name}"`)
  return {
    url: databaseUrlNamed(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  }
}

// WORKERS needs PostgreSQL: the embedded database belongs to one process
if (databaseUrl) {
  describe('WORKERS=2 npm start: the demo served by two processes on one PostgreSQL', () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>
    let child: ChildProcess
    let url = ''
    const lines: LogLine[] = []
    beforeAll(async () => {
      database = await freshDatabase(`koi_start_${randomBytes(4).toString('hex')}`)
      const port = await findFreePort()
      // what `npm start` runs after its build: the demo's whole stack, its chain included
      child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
        env: {
          ...process.env,
          WORKERS: '2',
          DATABASE_URL: database.url,
          PORT: String(port),
          CHAIN_PORT: String(await findFreePort()),
          RATE_LIMIT_LOGIN: '100000',
          // no replay (the demo's collections without NFTs): what is tested here is the processes
          KOI_DEMO_CHAIN: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let pending = ''
      let errors = ''
      child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
      url = await new Promise<string>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          pending += chunk.toString()
          const complete = pending.split('\n')
          pending = complete.pop() ?? ''
          for (const text of complete) {
            const running = /^Koi is running at (\S+)/.exec(text)
            if (running?.[1]) resolve(running[1])
            if (text.startsWith('{')) lines.push(JSON.parse(text) as LogLine)
          }
        })
        child.once('exit', (code) => reject(new Error(`npm start ended with ${code}: ${errors}`)))
      })
    }, 240_000)
    afterAll(async () => {
      if (child && child.exitCode === null) {
        const ended = new Promise((done) => child.once('exit', done))
        child.kill('SIGTERM')
        await ended
      }
      await database?.drop()
    })

    it('answers through both processes, and a session made through one holds on the other', async () => {
      await vi.waitFor(() => expect(lines.map((line) => line.msg)).toContain('server processes started'))
      const started = lines.find((line) => line.msg === 'server processes started')
      const pids = started?.pids as number[]
      expect(pids).toHaveLength(2)
      // the demo is there: seeded once, before either process opened the database
      const collection = await fetch(`${url}/api/collections/battlecards/metadata/`)
      expect(collection.status).toBe(200)

      const account = newAccount()
      const deadline = Math.floor(Date.now() / 1000) + 300
      const issued = await fetch(`${url}/api/login?deadline=${deadline}&chainId=11155111&account=${account.address}`)
      const { data } = (await issued.json()) as { data: { message: string } }
      const posted = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          account: account.address,
          signature: await account.signMessage({ message: data.message }),
          deadline,
        }),
      })
      expect(posted.status).toBe(201)
      const cookie = posted.headers.get('set-cookie')?.split(';')[0] ?? ''
      // connections are handed to the processes in turn: verify until both have answered
      const verifiedBy = new Map<number, number>()
      await vi.waitFor(
        async () => {
          const answer = await fetch(`${url}/api/login/verify`, { headers: { cookie, connection: 'close' } })
          const requestId = answer.headers.get('x-request-id')
          const line = lines.find((candidate) => candidate.msg === 'request' && candidate.reqId === requestId)
          if (line?.pid) verifiedBy.set(line.pid, answer.status)
          expect([...verifiedBy.keys()].sort()).toEqual([...pids].sort())
        },
        { timeout: 30_000, interval: 50 },
      )
      expect([...verifiedBy.values()]).toEqual([200, 200])
    })
  })
}
