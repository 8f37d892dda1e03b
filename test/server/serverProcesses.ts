import { spawn, type ChildProcess } from 'node:child_process'
import { findFreePort } from '../../contracts/free-port'
import { newAccount } from './harness'

/** One line of a server process's JSON log. */
export type LogLine = Record<string, unknown> & { msg?: string; pid?: number }

export interface ServerProcess {
  url: string
  /** Where its metrics are served (set when METRICS_PORT is). */
  metricsUrl?: string
  child: ChildProcess
  lines: LogLine[]
  /** Whether the process is still running. */
  running(): boolean
  stop(): Promise<void>
}

/**
 * Starts `server/main.ts` as a deployment does, with `environment` over this process's, and resolves
 * once it logs that it listens. Every line it writes must be JSON: one that is not fails the start.
 */
export async function startServerProcess(environment: Record<string, string>): Promise<ServerProcess> {
  // a port known before the start: the site a login names is the process's own address
  const port = environment.PORT ?? String(await findFreePort())
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, SECURITY_ANSWER: 'a test answer', ...environment, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: LogLine[] = []
  let errors = ''
  let pending = ''
  return new Promise<ServerProcess>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString()
      const complete = pending.split('\n')
      pending = complete.pop() ?? ''
      for (const text of complete.filter((line) => line.trim() !== '')) {
        let line: LogLine
        try {
          line = JSON.parse(text) as LogLine
        } catch {
          lines.push({ msg: `not JSON: ${text}` })
          continue
        }
        lines.push(line)
        if (typeof line.msg === 'string' && line.msg.startsWith('Koi listening on'))
          resolve({
            url: String(line.url),
            metricsUrl: typeof line.metrics === 'string' ? line.metrics : undefined,
            child,
            lines,
            running: () => child.exitCode === null && child.signalCode === null,
            stop: () =>
              new Promise<void>((done) => {
                if (child.exitCode !== null || child.signalCode !== null) return done()
                child.once('exit', () => done())
                child.kill('SIGTERM')
              }),
          })
      }
    })
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code}: ${errors}${lines.map((l) => JSON.stringify(l)).join('\n')}`)),
    )
  })
}

/** A figure of a Prometheus text exposition, by its name with labels as written (`koi_x{a="b"}`). */
export async function metricValue(metricsUrl: string, series: string): Promise<number | undefined> {
  const text = await (await fetch(metricsUrl)).text()
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

/** A request to one server process, by path. */
export type Fetch = (path: string, init?: RequestInit) => Promise<Response>

/** Signs a fresh member in through `fetchOn` (one process's address) and returns their session cookie. */
export async function loginOn(fetchOn: Fetch) {
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
  if (posted.status !== 201) throw new Error(`the login through one process answered ${posted.status}`)
  return { account, cookie: (posted.headers.get('set-cookie') ?? '').split(';')[0] ?? '' }
}
