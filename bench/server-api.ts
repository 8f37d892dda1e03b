/**
 * API benchmark: starts the server as its own process on a fresh embedded database (the full demo
 * data, with the demo's NFT rows written as the indexer would leave them: the test fixture, since
 * the bench measures reads, not the chain), prints its resident memory after seeding, then measures three calls and a
 * trivial JSON endpoint of the same server in the same run, at 50 connections on 127.0.0.1.
 * Requests carry Chromium's `Accept-Encoding`, as the app's own calls do; the items page is also
 * measured without it (a client that takes the ~31 KB of JSON uncompressed), for comparison.
 * The home and a collection's page (HTML, as a browser asks for them) are measured beside them, the
 * home also as a signed-in member asks for it (a session cookie).
 * Goals: each call ≥ 30% of the trivial endpoint's requests per second, p99 < 20 ms, memory ≤ 400 MB.
 * Prints figures; never fails on them.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { findFreePort } from '../contracts/free-port'
import { startLocalChain } from '../contracts/local-chain'
import { chainEnvironment } from '../server/chain/config'
import { openDatabase } from '../server/db/connect'
import { SERVER_NODE_FLAGS } from '../server/nodeFlags'
import { generateDemoData } from '../server/seed/data'
import { seedWithNftRows } from '../test/fixtures/nftRows'

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 50

// BENCH_DATA_DIR keeps a seeded database between runs; by default each run seeds a fresh one
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'koi-bench-'))
const started = Date.now()
// seeded here (a database seeded before is left as it is), closed, then opened by the server alone
const seeding = await openDatabase({ dataDir })
try {
  await seedWithNftRows(seeding.db, generateDemoData())
} finally {
  await seeding.close()
}
// a local chain with Koi's contracts: the pages need their addresses to be drawn (nothing measured
// here reads the chain)
const chain = await startLocalChain({ port: await findFreePort() })
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    ...chainEnvironment(chain),
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SECURITY_ANSWER: 'bench',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})

const url = await new Promise<string>((resolve, reject) => {
  child.stdout.on('data', (chunk: Buffer) => {
    const match = /listening on (http:\/\/[^\s"]+)/.exec(chunk.toString())
    if (match?.[1]) resolve(match[1])
  })
  child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
})
console.log(`server up (migrated and seeded) in ${((Date.now() - started) / 1000).toFixed(1)} s at ${url}`)

const rssMb = () => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}
console.log(`resident memory after seeding: ${rssMb().toFixed(0)} MB (goal ≤ 400 MB)`)

interface Target {
  name: string
  path: string
  method?: 'GET' | 'POST'
  body?: string
  /** Sent without `Accept-Encoding`. */
  identity?: boolean
  /** Sent with a session cookie, as a signed-in member's browser asks for a page. */
  member?: boolean
}

/** What Chromium sends with every fetch of the app. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

const itemsPage = {
  path: '/api/collections/battlecards?limit=50&offset=0&withReactions=true&withPrices=true',
  method: 'POST',
  body: JSON.stringify({ attributes: { Edition: ['Original', 'Forged'], Virtue: ['Hope', 'Wisdom'] } }),
} as const

const targets: Target[] = [
  { name: 'trivial JSON (/healthz)', path: '/healthz' },
  { name: 'Battlecards page of 50, two trait filters', ...itemsPage },
  { name: 'leaderboard page (25)', path: '/api/quests/leaderboard/all?offset=0&limit=25' },
  { name: 'collections list', path: '/api/collections/all?limit=50&withStats=true' },
  { name: 'the same items page, uncompressed', ...itemsPage, identity: true },
  // the pages a first visit opens: HTML (server-rendered for anonymous visitors, kept per data)
  { name: 'home page (HTML)', path: '/' },
  { name: 'Battlecards collection page (HTML)', path: '/collection/battlecards' },
  // a page the browser draws: the app's shell, made and compressed per answer
  { name: 'swaps page (HTML, the shell)', path: '/swaps' },
  // a member is sent the same kept page: nothing of theirs is drawn on the server
  { name: 'home page (HTML), a member asking', path: '/', member: true },
]

const headersOf = (target: Target) => ({
  ...(target.body ? { 'content-type': 'application/json' } : {}),
  ...(target.identity ? {} : { 'accept-encoding': BROWSER_ACCEPT_ENCODING }),
  ...(target.member ? { cookie: 'koi_session=bench-member' } : {}),
})

async function measure(target: Target) {
  const result = await autocannon({
    url: `${url}${target.path}`,
    method: target.method ?? 'GET',
    body: target.body,
    headers: headersOf(target),
    connections: CONNECTIONS,
    duration: DURATION_S,
  })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

try {
  const probe = await fetch(`${url}${targets[1]?.path ?? ''}`, {
    method: 'POST',
    body: targets[1]?.body,
    headers: { 'content-type': 'application/json' },
  })
  console.log(`probe: ${probe.status} ${(await probe.text()).length} bytes`)
  const home = await (await fetch(`${url}/`)).text()
  console.log(`the home page: ${home.length} bytes, ${home.includes('$_TSR') ? 'drawn by the server' : 'the shell'}`)
  // one short warm-up of every target, so caches and JIT are in the same state for each of them
  for (const target of targets) {
    await autocannon({
      url: `${url}${target.path}`,
      method: target.method ?? 'GET',
      body: target.body,
      headers: headersOf(target),
      connections: 10,
      duration: 1,
    })
  }
  const baseline = await measure(targets[0] as Target)
  console.log(`\n${'call'.padEnd(44)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(7)} errors`)
  console.log(
    `${targets[0]?.name.padEnd(44)} ${baseline.rps.toFixed(0).padStart(9)} ${String(baseline.p99).padStart(8)} ${'1.00'.padStart(7)} ${baseline.errors}`,
  )
  for (const target of targets.slice(1)) {
    const figures = await measure(target)
    const ratio = figures.rps / baseline.rps
    console.log(
      `${target.name.padEnd(44)} ${figures.rps.toFixed(0).padStart(9)} ${String(figures.p99).padStart(8)} ${ratio.toFixed(2).padStart(7)} ${figures.errors}`,
    )
  }
  console.log(`\nresident memory after the run: ${rssMb().toFixed(0)} MB`)
  console.log('goals: ratio ≥ 0.30, p99 < 20 ms at 50 connections, memory ≤ 400 MB')
} finally {
  child.kill('SIGTERM')
  await new Promise((done) => child.once('exit', done))
  await chain.stop()
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
}
