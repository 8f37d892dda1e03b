import { fork, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { findFreePort } from '../contracts/free-port.ts'
import { createApp } from '../server/app.ts'
import { parseEnv } from '../server/config/env.ts'
import { openDatabase } from '../server/db/connect.ts'
import { toggleReaction } from '../server/modules/reactions/toggle.ts'

/**
 * Live streams (issue 36), printed and never asserted: how many streams one process holds and the
 * memory each costs, and how long an event takes from its commit to 1,000 open streams. The
 * server runs here on a fresh embedded database; the streams run in a child process
 * (`liveClients.ts`). Run with `npm run bench:live` (LIVE_STREAMS=5000, LIVE_EVENTS=40 by default).
 */
const STREAMS = Number(process.env.LIVE_STREAMS ?? 5000)
const FANOUT = 1000
const EVENTS = Number(process.env.LIVE_EVENTS ?? 40)

const dataDir = mkdtempSync(join(tmpdir(), 'koi-bench-live-'))
const database = await openDatabase({ dataDir })
const port = await findFreePort()
const app = createApp({
  db: database.db,
  // every stream comes from this one address
  env: parseEnv({ PUBLIC_URL: `http://127.0.0.1:${port}`, LIVE_STREAMS_PER_CLIENT: String(STREAMS + FANOUT) }),
  changes: await database.watchChanges(),
  distDir: '/nonexistent',
})
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
const clients: ChildProcess = fork(fileURLToPath(new URL('./liveClients.ts', import.meta.url)), [
  `http://127.0.0.1:${port}/api/live`,
])

const collect = global.gc ? () => global.gc?.() : () => undefined
// the JavaScript heap alone: the embedded database's WebAssembly memory counts as array buffers
// and moves with its own work
const memory = () => {
  collect()
  const { rss, heapUsed } = process.memoryUsage()
  return { rss, heap: heapUsed }
}

function until<T>(kind: string, accept: (message: T) => boolean = () => true): Promise<T> {
  return new Promise((done) => {
    const listener = (message: { kind: string } & T) => {
      if (message.kind !== kind || !accept(message)) return
      clients.off('message', listener)
      done(message)
    }
    clients.on('message', listener)
  })
}

async function openStreams(total: number, more: number) {
  const opened = until<{ ready: number }>('ready', (message) => message.ready >= total)
  clients.send({ kind: 'open', count: more })
  await opened
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN

/** Loves one post EVENTS times, a little apart, and returns each delivery's time from its commit. */
async function latencies(streams: number) {
  const committed = new Map<number, number>()
  for (let i = 0; i < EVENTS; i += 1) {
    const { totalCount } = await toggleReaction(database.db, 'fan_art', 'bench-post', `0xbench${streams}x${i}`, 'love')
    committed.set(totalCount, performance.timeOrigin + performance.now())
    await new Promise((done) => setTimeout(done, 50))
  }
  await new Promise((done) => setTimeout(done, 1500))
  const report = until<{ arrivals: [number, number[]][] }>('arrivals')
  clients.send({ kind: 'report' })
  const { arrivals } = await report
  const times: number[] = []
  let missing = 0
  for (const [total, at] of committed) {
    const seen = arrivals.find(([which]) => which === total)?.[1] ?? []
    missing += streams - seen.length
    for (const arrival of seen) times.push(arrival - at)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), deliveries: times.length, missing }
}

try {
  await openStreams(FANOUT, FANOUT)
  const fanout = await latencies(FANOUT)
  console.log(
    `commit → ${FANOUT} streams: p50 ${fanout.p50.toFixed(1)} ms, p99 ${fanout.p99.toFixed(1)} ms ` +
      `(${fanout.deliveries} deliveries of ${EVENTS} events, ${fanout.missing} missing)`,
  )
  // measured between FANOUT and STREAMS open streams: the server, its database and its first
  // events are warm by then
  const before = memory()
  await openStreams(STREAMS, STREAMS - FANOUT)
  const after = memory()
  const perStream = (bytes: number) => (bytes / (STREAMS - FANOUT) / 1024).toFixed(1)
  console.log(
    `${STREAMS} streams held by one process: ${perStream(after.rss - before.rss)} KB resident each, ` +
      `${perStream(after.heap - before.heap)} KB of JavaScript heap each` +
      (global.gc ? '' : ' (run with --expose-gc for steadier figures)'),
  )
  const wide = await latencies(STREAMS)
  console.log(
    `commit → ${STREAMS} streams: p50 ${wide.p50.toFixed(1)} ms, p99 ${wide.p99.toFixed(1)} ms (${wide.missing} missing)`,
  )
} finally {
  clients.send({ kind: 'close' })
  server.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}
