/**
 * `npm run bench:scale`: what the heavy calls cost as the demo grows (SCALES, `1,10,100` by default;
 * 100x is a Battlecards collection of 1,000,000 items and 1,000,000 members on the leaderboard). For
 * each scale: seed a PostgreSQL database (a throwaway cluster, or databases named after
 * `DATABASE_URL`'s with `_s<scale>`), start the real server on it, drive each call with autocannon
 * at 20 connections (the reaction toggle at 50 members), and print p50 and p99. Then one table,
 * the plans of calls that read a whole table of more than 100,000 rows, and one line with the worst
 * read and the worst growth. Goal: at the largest scale, every p99 at most twice its 1x figure and
 * every read's at most 50 ms. Prints figures; never fails on them.
 *
 * The server runs with TABLE_CACHE=off, so every request reaches the database (the figures are the
 * cost of a cache miss), and with the login and write rate limits raised (RATE_LIMIT_LOGIN,
 * RATE_LIMIT_WRITES), which would otherwise refuse the bench's load.
 * BENCH_SECONDS (5) sets each measured run; KEEP_SCALE_DATABASES=1 (with DATABASE_URL) keeps the
 * seeded databases and reuses them on the next run.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { findFreePort } from '../contracts/free-port.ts'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { getAddress } from 'viem'
import { startCluster, CLUSTER_SHARED_BUFFERS, type Cluster } from './scaleCluster'
import { seedAtScale } from './scaleSeed'
import {
  calls,
  measureCall,
  measureLogin,
  middleOffset,
  newAccounts,
  signIn,
  RANKED,
  WRITERS,
  type Figures,
  type Fixture,
} from './scaleCalls'
import { wholeTableReads, type WholeTableRead } from './scaleExplain'

const SCALES = (process.env.SCALES ?? '1,10,100').split(',').map((entry) => Number(entry.trim()))
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const READ_GOAL_MS = 50
const GROWTH_GOAL = 2
/** High enough that no request of the bench is refused. */
const RAISED_LIMIT = '10000000'

const LOGIN_MESSAGE = 'login message'
const LOGIN = 'login (signature check)'
const rowNames = [...calls.map((call) => call.name), LOGIN_MESSAGE, LOGIN]
const isRead = (name: string) => calls.some((call) => call.name === name && call.kind === 'read')

async function startServer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  // the login names the configured site and is taken on its host only: the port is known beforehand
  const port = await findFreePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SECURITY_ANSWER: 'bench',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '',
      TABLE_CACHE: 'off',
      RATE_LIMIT_LOGIN: RAISED_LIMIT,
      RATE_LIMIT_WRITES: RAISED_LIMIT,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (http:\/\/[^\s"]+)/.exec(chunk.toString())
      if (match?.[1]) resolve({ url: match[1], child })
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await exited
}

const residentMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/**
 * What the member calls need: leaderboard rows for the ranked members, spread evenly over the board
 * (their points are the board's quantiles), a Battlecards owner and a search matching some of their
 * cards. Rows of an earlier run are removed first.
 */
async function prepareFixture(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`delete from leaderboard where display_id like 'bench-%'`)
    const ranked = newAccounts(RANKED)
    const quantiles = ranked.map((_, index) => (index + 0.5) / ranked.length)
    const points = await client.query<{ points: number[] }>(
      `select percentile_disc($1::float8[]) within group (order by total_points desc) as points from leaderboard where total_points >= 0`,
      [quantiles],
    )
    for (const [index, account] of ranked.entries()) {
      await client.query(
        `insert into leaderboard (account, display_id, total_points, total_claims_count) values ($1, $2, $3, 0)`,
        [account.address, `bench-${index}`, points.rows[0]?.points[index] ?? 0],
      )
    }
    const size = await client.query<{ n: string }>('select count(*) as n from leaderboard where total_points >= 0')
    const owner = await client.query<{ owner: string }>(
      `select owner from items where token_address = (select token_address from collections where slug = 'battlecards')
       and owner like '0x%' and owner not like '0x000000%' group by owner order by count(*) desc, owner limit 1`,
    )
    const rare = await client.query<{ value: string }>(
      `select value from trait_counts where token_address = (select token_address from collections where slug = 'battlecards')
       and trait_type = 'Power' order by items, value limit 1`,
    )
    return {
      ranked,
      leaderboardSize: Number(size.rows[0]?.n ?? 0),
      owner: getAddress(owner.rows[0]?.owner ?? ''),
      rarePower: rare.rows[0]?.value ?? '',
    }
  } finally {
    await client.end()
  }
}

interface ScaleRun {
  scale: number
  figures: Map<string, Figures>
  wholeTable: WholeTableRead[]
}

async function runScale(scale: number, urls: { admin: string; database: string }, reuse: boolean): Promise<ScaleRun> {
  console.log(`\n== ${scale}x ==`)
  const seeded = await seedAtScale(urls.admin, urls.database, scale, { reuse })
  const sizes = Object.entries(seeded.rows)
    .map(([table, rows]) => `${table} ${rows.toLocaleString('en-US')}`)
    .join(', ')
  console.log(`${seeded.reused ? 'reused the database seeded' : 'seeded'} in ${seeded.seconds.toFixed(1)} s: ${sizes}`)
  const prepared = await prepareFixture(urls.database)
  const { url, child } = await startServer(urls.database)
  const figures = new Map<string, Figures>()
  let fixture: Fixture
  try {
    const writers = newAccounts(WRITERS)
    fixture = {
      leaderboardSize: prepared.leaderboardSize,
      owner: prepared.owner,
      ownedSearch: 'Hope',
      rarePower: prepared.rarePower,
      writerCookies: await Promise.all(writers.map((account) => signIn(url, account))),
      rankedCookies: await Promise.all(prepared.ranked.map((account) => signIn(url, account))),
    }
    console.log(
      `server on ${url}; middle leaderboard page at offset ${middleOffset(fixture.leaderboardSize).toLocaleString('en-US')}`,
    )
    for (const call of calls) {
      const result = await measureCall(url, call, fixture, SECONDS)
      figures.set(call.name, result)
      console.log(
        `  ${call.name.padEnd(34)} p50 ${String(result.p50).padStart(4)} ms  p99 ${String(result.p99).padStart(4)} ms  ${result.requests} requests, ${result.errors} errors; first request alone ${result.firstMs} ms`,
      )
    }
    const login = await measureLogin(url, SECONDS)
    figures.set(LOGIN_MESSAGE, login.message)
    figures.set(LOGIN, login.login)
    console.log(
      `  ${LOGIN_MESSAGE.padEnd(34)} p50 ${String(login.message.p50).padStart(4)} ms  p99 ${String(login.message.p99).padStart(4)} ms  ${login.message.errors} errors`,
    )
    console.log(
      `  ${LOGIN.padEnd(34)} p50 ${String(login.login.p50).padStart(4)} ms  p99 ${String(login.login.p99).padStart(4)} ms  ${login.signed} signed messages, ${login.login.errors} errors`,
    )
    if (scale === 1 && child.pid)
      console.log(`resident memory of the server after the 1x run: ${residentMb(child.pid).toFixed(0)} MB`)
  } finally {
    await stopServer(child)
  }
  const wholeTable = await wholeTableReads(urls.database, fixture, calls)
  return { scale, figures, wholeTable }
}

function printTable(runs: ScaleRun[]) {
  const header = [
    'call'.padEnd(34),
    ...runs.map((run) => `${run.scale}x p50/p99 ms`.padStart(18)),
    ...runs.map((run) => `${run.scale}x first`.padStart(10)),
  ].join(' ')
  console.log(`\n${header}`)
  for (const name of rowNames) {
    const cells = runs.map((run) => {
      const entry = run.figures.get(name)
      if (!entry) return '-'.padStart(18)
      if (entry.requests === 0) return 'no answer'.padStart(18)
      return `${entry.p50} / ${entry.p99}${entry.errors ? ` (${entry.errors} err)` : ''}`.padStart(18)
    })
    const firsts = runs.map((run) => {
      const first = run.figures.get(name)?.firstMs
      return (first === undefined ? '-' : String(first)).padStart(10)
    })
    console.log([name.padEnd(34), ...cells, ...firsts].join(' '))
  }
}

function finalLine(runs: ScaleRun[]) {
  let worstRead = { p99: -1, scale: 0, call: '' }
  for (const run of runs)
    for (const [name, entry] of run.figures)
      if (isRead(name) && entry.p99 > worstRead.p99) worstRead = { p99: entry.p99, scale: run.scale, call: name }
  const base = runs[0]
  const top = runs.at(-1)
  let worstGrowth = { growth: 0, call: '' }
  if (base && top && top !== base) {
    for (const name of rowNames) {
      const from = base.figures.get(name)?.p99
      const to = top.figures.get(name)?.p99
      if (from && to && to / from > worstGrowth.growth) worstGrowth = { growth: to / from, call: name }
    }
  }
  console.log(
    `scale: worst read p99 ${worstRead.p99} ms at ${worstRead.scale}x (${worstRead.call}); worst growth from ${base?.scale ?? 1}x ${worstGrowth.growth.toFixed(2)}x (${worstGrowth.call})`,
  )
}

const reuse = process.env.KEEP_SCALE_DATABASES === '1' && Boolean(process.env.DATABASE_URL)
let cluster: Cluster | undefined
const baseUrl = process.env.DATABASE_URL ?? (cluster = await startCluster()).urlOf('koi_scale')
const adminUrl = process.env.DATABASE_URL ?? cluster?.adminUrl ?? ''
console.log(
  cluster
    ? `bench:scale on a throwaway PostgreSQL cluster (shared_buffers ${CLUSTER_SHARED_BUFFERS})`
    : `bench:scale on ${baseUrl.replace(/\/\/[^@]*@/, '//')} (databases <name>_s<scale>)`,
)
console.log(
  `scales ${SCALES.join(', ')}; ${SECONDS} s per call at 20 connections (the toggle: 50 members); ` +
    `server with TABLE_CACHE=off (every request reaches the database) and RATE_LIMIT_LOGIN, RATE_LIMIT_WRITES raised to ${RAISED_LIMIT} per minute, so the limits refuse none of the bench's requests`,
)
const runs: ScaleRun[] = []
try {
  for (const scale of SCALES) {
    const name = `${new URL(baseUrl).pathname.slice(1)}_s${scale}`
    const database = new URL(baseUrl)
    database.pathname = `/${name}`
    runs.push(await runScale(scale, { admin: adminUrl, database: database.toString() }, reuse))
  }
  printTable(runs)
  for (const run of runs) {
    for (const read of run.wholeTable) {
      console.log(
        `\n${run.scale}x ${read.call}: reads ${read.rowsRead.toLocaleString('en-US')} rows of ${read.table} (${Math.round(read.tableRows).toLocaleString('en-US')} rows)\n${read.statement}\n${read.plan}`,
      )
    }
  }
  if (runs.every((run) => run.wholeTable.length === 0))
    console.log('\nno call reads a whole table of more than 100,000 rows')
  console.log(
    `goals: at ${SCALES.at(-1)}x every p99 ≤ ${GROWTH_GOAL}× its ${SCALES[0]}x figure, every read's p99 ≤ ${READ_GOAL_MS} ms`,
  )
  finalLine(runs)
} finally {
  cluster?.stop()
}
