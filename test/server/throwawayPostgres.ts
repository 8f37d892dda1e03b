import { execFile } from 'node:child_process'
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { findFreePort } from '../../contracts/free-port'

const run = promisify(execFile)

/** A PostgreSQL cluster of the test's own, which it may stop and start (never the shared one). */
export interface ThrowawayPostgres {
  url: string
  /** `pg_ctl stop -m fast`: every session is ended at once, as in a restart or a failover. */
  stop(): Promise<void>
  /** Starts it again and waits until it accepts connections. */
  start(): Promise<void>
  destroy(): Promise<void>
}

/** Where PostgreSQL's programs are (Debian's layout), or null when it is not installed. */
export function postgresBin(): string | null {
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
    return versions[0] ? `/usr/lib/postgresql/${versions[0]}/bin` : null
  } catch {
    return null
  }
}

/** Creates and starts a cluster as `.ci/run` does: user `koi`, trust, loopback on a free port. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
  const dir = mkdtempSync(join(tmpdir(), 'koi-pg-'))
  const root = process.getuid?.() === 0
  // PostgreSQL refuses to run as root: the cluster belongs to the postgres user then
  if (root)
    chownSync(
      dir,
      Number((await run('id', ['-u', 'postgres'])).stdout),
      Number((await run('id', ['-g', 'postgres'])).stdout),
    )
  const as = (program: string, args: string[]) =>
    root
      ? run('su', ['postgres', '-s', '/bin/sh', '-c', [join(bin, program), ...args.map((arg) => `'${arg}'`)].join(' ')])
      : run(join(bin, program), args)
  const port = await findFreePort()
  const data = join(dir, 'data')
  await as('initdb', ['-D', data, '-U', 'koi', '--auth=trust', '--no-sync'])
  const start = async () => {
    await as('pg_ctl', [
      '-D',
      data,
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
      '-l',
      join(dir, 'log'),
      '-w',
      'start',
    ])
  }
  await start()
  return {
    url: `postgres://koi@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
    },
    start,
    destroy: async () => {
      await as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
