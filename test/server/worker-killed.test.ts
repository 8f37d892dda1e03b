import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { newAccount } from './harness'
import { metricValue, startServerProcess, type ServerProcess } from './serverProcesses'

const databaseUrl = process.env.TEST_DATABASE_URL

/** Logs a new member in; the session cookie when answered 201, null for any other outcome. */
async function login(url: string): Promise<string | null> {
  const account = newAccount()
  const deadline = Math.floor(Date.now() / 1000) + 300
  // a request never hangs the load: one left without an answer counts as not acknowledged
  const signal = AbortSignal.timeout(10_000)
  const issued = await fetch(`${url}/api/login?deadline=${deadline}&chainId=11155111&account=${account.address}`, {
    signal,
  })
  if (issued.status !== 200) return null
  const { data } = (await issued.json()) as { data: { message: string } }
  const posted = await fetch(`${url}/api/login`, {
    method: 'POST',
    signal,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account: account.address,
      signature: await account.signMessage({ message: data.message }),
      deadline,
    }),
  })
  return posted.status === 201 ? (posted.headers.get('set-cookie')?.split(';')[0] ?? null) : null
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

// WORKERS needs PostgreSQL: the embedded database belongs to one process
if (databaseUrl) {
  describe('WORKERS=2 on one port, one worker killed with kill -9 under load', () => {
    let server: ServerProcess
    beforeAll(async () => {
      server = await startServerProcess({
        WORKERS: '2',
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: `koi_workers_${randomBytes(4).toString('hex')}`,
        RATE_LIMIT_LOGIN: '100000',
        METRICS_PORT: '0',
      })
    })
    afterAll(() => server?.stop())

    const workerPids = () => server.lines.filter((line) => line.msg === 'request').map((line) => Number(line.pid))

    it('the other keeps serving, a new one takes the place, and no acknowledged login is lost', async () => {
      const started = server.lines.find((line) => line.msg === 'server processes started')
      const pids = started?.pids as number[]
      expect(pids).toHaveLength(2)

      const acknowledged: string[] = []
      let loading = true
      const load = Array.from({ length: 6 }, async () => {
        while (loading) {
          // a request in flight on the killed process fails: it was never acknowledged
          const cookie = await login(server.url).catch(() => null)
          if (cookie) acknowledged.push(cookie)
        }
      })
      // both processes serve
      await vi.waitFor(() => expect(new Set(workerPids())).toEqual(new Set(pids)), { timeout: 30_000 })
      const [victim, survivor] = pids as [number, number]
      process.kill(victim, 'SIGKILL')
      const atKill = acknowledged.length
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(atKill + 30), { timeout: 30_000 })
      expect(alive(victim)).toBe(false)
      expect(alive(survivor)).toBe(true)
      // the primary replaced the dead process
      await vi.waitFor(() =>
        expect(server.lines).toContainEqual(expect.objectContaining({ worker: victim, signal: 'SIGKILL' })),
      )
      // and the new one serves: from then on the primary's metrics answer for every worker
      await vi.waitFor(
        () => expect(server.lines).toContainEqual(expect.objectContaining({ msg: 'a server process replaced' })),
        {
          timeout: 60_000,
          interval: 200,
        },
      )
      loading = false
      await Promise.all(load)

      const verified = await Promise.all(
        acknowledged.map((cookie) =>
          fetch(`${server.url}/api/login/verify`, { headers: { cookie } }).then((r) => r.status),
        ),
      )
      expect(verified.filter((status) => status !== 200)).toEqual([])
      expect(server.running()).toBe(true)
      // the primary serves the figures of its workers, added up
      const metricsUrl = server.metricsUrl ?? ''
      await vi.waitFor(
        async () => {
          const logins = 'koi_http_requests_total{call="postLogin",method="POST",status="201"}'
          expect(await metricValue(metricsUrl, logins)).toBeGreaterThan(0)
          expect(await metricValue(metricsUrl, 'koi_change_feed_live')).toBe(1)
        },
        { timeout: 30_000, interval: 500 },
      )
    }, 240_000)
  })
} else {
  describe('WORKERS without PostgreSQL', () => {
    it('refuses to start more than one process on the embedded database', async () => {
      await expect(startServerProcess({ WORKERS: '2', DATA_DIR: '/nonexistent-koi' })).rejects.toThrow(
        /WORKERS above 1 needs DATABASE_URL/,
      )
    })
  })
}
