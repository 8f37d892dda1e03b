/**
 * A throwaway PostgreSQL cluster for `bench:scale`, started as `.ci/run` starts the suite's: initdb
 * by an unprivileged user (`postgres` when run as root), trust auth on loopback only, removed at the
 * end. Used when `DATABASE_URL` is not set.
 */
import { execFileSync } from 'node:child_process'
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface Cluster {
  /** `postgres://koi@127.0.0.1:<port>/<name>` for a database of this cluster. */
  urlOf(database: string): string
  /** The administrative database to create others from. */
  adminUrl: string
  stop(): void
}

/** The cluster's memory for shared buffers: the 100x demo is about 3 GB, its hot part well under this. */
export const CLUSTER_SHARED_BUFFERS = '512MB'

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })

function postgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b))
  const newest = versions.at(-1)
  if (!newest) throw new Error('PostgreSQL is not installed (apt-get install postgresql), or set DATABASE_URL')
  return join(root, newest, 'bin')
}

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin()
  const dir = mkdtempSync(join(tmpdir(), 'koi-scale-pg-'))
  const port = await freePort()
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const run = (command: string) =>
    asRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' })
      : execFileSync('/bin/sh', ['-c', command], { stdio: 'pipe' })
  run(`${bin}/initdb -D ${dir}/data -U koi --auth=trust`)
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c shared_buffers=${CLUSTER_SHARED_BUFFERS}`
  run(`${bin}/pg_ctl -D ${dir}/data -o '${options}' -l ${dir}/log -w start`)
  const urlOf = (database: string) => `postgres://koi@127.0.0.1:${port}/${database}`
  return {
    urlOf,
    adminUrl: urlOf('postgres'),
    stop: () => {
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop`)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
