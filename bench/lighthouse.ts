/**
 * Lighthouse 12 (mobile preset: a mid-range phone on a slow 4G connection, simulated) against the
 * built app served by the real stack, with Debian's Chromium: one page of every kind (`PAGES` below,
 * with real paths from the demo data), and a bare static page of the same server (`public/bench/bare.html`)
 * as the floor. The CPU slowdown is set from this host's benchmark index, measured first, by the
 * throttling calculator's rule (`cpuSlowdown.ts`), so the simulated phone is the same on a fast or a
 * slow host; as the index of a shared host swings within a run, a run whose own index calls for a
 * slowdown more than a fifth off is made again with that one. Prints performance, accessibility and SEO scores, FCP, LCP, TBT and CLS for each, FCP
 * and LCP as multiples of the bare page's, and the audits that cost the most or fail. Prints, never
 * asserts. Goal: performance ≥ 0.95, SEO ≥ 0.95 and CLS < 0.1 on every page. Run `npm run build`
 * first (or `npm run bench:bundle`, which builds). Each page is measured
 * `LIGHTHOUSE_RUNS` times (3 unless set): a score moves by a few hundredths from run to run on the
 * same build, so the table gives the run with the median score and the range of all. With
 * `LIGHTHOUSE_REPORT_DIR` set, the median run's full JSON report of each page is written there;
 * `LIGHTHOUSE_PAGES` (names from the table, comma-separated) measures only those pages.
 */
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { startBuiltApp } from './builtApp.ts'
import { cpuSlowdownFor } from './cpuSlowdown.ts'
import { pageKindsOf } from './pageKinds.ts'

interface Audit {
  score: number | null
  numericValue?: number
  title: string
  details?: { type?: string; overallSavingsMs?: number }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

const port = await freePort()
// the flags of the e2e browser (test/e2e/harness/browser.ts), with a debugging port for Lighthouse
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--remote-debugging-port=${port}`,
  ],
})
const app = await startBuiltApp()
const BARE = 'bare'
/** One page of each kind the app has, by the name LIGHTHOUSE_PAGES picks it with, after the bare page. */
const PAGES = [{ name: BARE, path: '/bench/bare.html' }, ...(await pageKindsOf(app.baseUrl))]
if ((await fetch(`${app.baseUrl}/bench/bare.html`)).headers.get('content-type')?.startsWith('text/html') !== true)
  throw new Error('the bare page is not built: run npm run build')

const rows: string[] = []
/** Lighthouse's benchmark index of this host in each page's median run. */
const benchmarkIndexes: number[] = []
/** The bare page's FCP and LCP, and each app page's, in ms: the table gives their ratios. */
const paints = new Map<string, { fcp: number; lcp: number }>()
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number from 1, not ${runs}`)

interface Measured {
  lhr: {
    environment?: { benchmarkIndex?: number }
    categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>
    audits: Record<string, Audit>
  }
  report: string
  performance: number
  /** The CPU slowdown the run was made with. */
  slowdown: number
}
/** How far (a fraction) a run's slowdown may be from the one its own benchmark index calls for. */
const RECALIBRATE_OFF = 0.2
/** How many times a page's run is made again with the slowdown its index called for, at most (the nearest is kept). */
const RECALIBRATIONS = 3
const ms = (audit: Audit | undefined) =>
  audit?.numericValue === undefined ? '?' : `${Math.round(audit.numericValue)} ms`
let calibration: { index: number; slowdown: number; rule: string } | undefined
try {
  // the host's benchmark index first (a run of the bare page at Lighthouse's defaults), then the
  // slowdown that makes this host the preset's phone
  const probe = await lighthouse(`${app.baseUrl}/bench/bare.html`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const index = probe?.lhr.environment.benchmarkIndex ?? 0
  calibration = { index, ...cpuSlowdownFor(index) }
  console.log(
    `host benchmark index ${Math.round(index)}: CPU slowdown ${calibration.slowdown.toFixed(2)}x (${calibration.rule})`,
  )
  // the slowdown follows the host: a run whose own benchmark index calls for a slowdown more than
  // RECALIBRATE_OFF off the one it ran with is run again with that one, and the next page starts there
  let slowdown = calibration.slowdown
  // LIGHTHOUSE_PAGES=/,item measures only the pages named (and the bare page, the ratios' floor)
  const only = process.env.LIGHTHOUSE_PAGES?.split(',')
  for (const { name, path } of PAGES.filter((page) => !only || page.name === BARE || only.includes(page.name))) {
    const run = (cpuSlowdownMultiplier: number) =>
      lighthouse(
        `${app.baseUrl}${path}`,
        { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] },
        { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier } } },
      )
    const measured: Measured[] = []
    for (let count = 0; count < runs; count += 1) {
      // of the attempts, the one whose slowdown is nearest to what its own index called for
      let result: Awaited<ReturnType<typeof run>> | undefined
      let off = Number.POSITIVE_INFINITY
      for (let attempt = 0; attempt <= RECALIBRATIONS; attempt += 1) {
        const attempted = await run(slowdown)
        // a trace that Chromium failed to record (NO_NAVSTART, now and then on the first page) is run again
        if (!attempted || attempted.lhr.runtimeError) {
          console.log(`${name}: ${attempted?.lhr.runtimeError?.code ?? 'no result'}, measured again`)
          continue
        }
        const index = attempted.lhr.environment.benchmarkIndex
        const wanted = cpuSlowdownFor(index).slowdown
        const attemptOff = Math.abs(wanted / slowdown - 1)
        if (attemptOff < off) [result, off] = [attempted, attemptOff]
        if (attemptOff <= RECALIBRATE_OFF) break
        console.log(`${name}: host index ${Math.round(index)} in the run, measured again at ${wanted.toFixed(2)}x`)
        slowdown = wanted
      }
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
      const lhr = result.lhr as unknown as Measured['lhr']
      measured.push({
        lhr,
        report: String(result.report),
        performance: lhr.categories.performance?.score ?? 0,
        slowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
      })
    }
    measured.sort((a, b) => a.performance - b.performance)
    const median = measured[Math.floor((measured.length - 1) / 2)] as Measured
    // LIGHTHOUSE_REPORT_DIR keeps each page's full report (JSON), to read what its figures are made of
    if (process.env.LIGHTHOUSE_REPORT_DIR)
      writeFileSync(
        join(process.env.LIGHTHOUSE_REPORT_DIR, `${name.replace(/\W+/g, '_') || 'home'}.json`),
        median.report,
      )
    const { categories, audits } = median.lhr
    if (median.lhr.environment?.benchmarkIndex) benchmarkIndexes.push(median.lhr.environment.benchmarkIndex)
    const score = (id: string) => categories[id]?.score?.toFixed(2) ?? '?'
    const cls = audits['cumulative-layout-shift']?.numericValue ?? Number.NaN
    const fcp = audits['first-contentful-paint']?.numericValue ?? Number.NaN
    const lcp = audits['largest-contentful-paint']?.numericValue ?? Number.NaN
    paints.set(name, { fcp, lcp })
    const bare = paints.get(BARE)
    const times = (value: number, floor: number | undefined) =>
      floor ? `${(value / floor).toFixed(1)}x`.padStart(6) : '     ?'
    const range = `${measured[0]?.performance.toFixed(2)}–${measured.at(-1)?.performance.toFixed(2)}`
    rows.push(
      [
        name.padEnd(12),
        score('performance').padStart(5),
        range.padStart(9),
        score('accessibility').padStart(6),
        score('seo').padStart(5),
        ms(audits['first-contentful-paint']).padStart(9),
        ms(audits['largest-contentful-paint']).padStart(9),
        ms(audits['total-blocking-time']).padStart(8),
        cls.toFixed(3).padStart(6),
        times(fcp, bare?.fcp),
        times(lcp, bare?.lcp),
        `${median.slowdown.toFixed(2)}x`.padStart(6),
        String(Math.round(median.lhr.environment?.benchmarkIndex ?? 0)).padStart(5),
      ].join('  '),
    )
    // what costs the most on this page: failing opportunities by estimated savings, then failing diagnostics
    const costly = Object.entries(audits)
      .filter(([, audit]) => audit.score !== null && audit.score < 0.9 && audit.details?.type === 'opportunity')
      .sort((a, b) => (b[1].details?.overallSavingsMs ?? 0) - (a[1].details?.overallSavingsMs ?? 0))
      .slice(0, 4)
      .map(([id, audit]) => `${id} (~${Math.round(audit.details?.overallSavingsMs ?? 0)} ms)`)
    const a11y = ['accessibility', 'seo']
      .flatMap((category) => categories[category]?.auditRefs ?? [])
      .filter((ref) => audits[ref.id]?.score === 0)
      .map((ref) => ref.id)
    console.log(
      `${name}: ${costly.join(', ') || 'no costly opportunity'}${a11y.length ? `; failing: ${a11y.join(', ')}` : ''}`,
    )
  }
} finally {
  await browser.close()
  await app.stop()
}
console.log(
  `\nLighthouse 12, mobile preset (simulated slow 4G, the CPU slowdown of each run in the table), Debian Chromium, ${runs} runs a page;`,
)
console.log('the run with the median performance score, the range of the scores, FCP and LCP over the bare page’s:')
console.log(
  'page          perf      range    a11y    seo       FCP       LCP      TBT     CLS  FCP/bare LCP/bare    CPU  index',
)
for (const row of rows) console.log(row)
console.log('goal: performance ≥ 0.95 (the median run), SEO ≥ 0.95 and CLS < 0.1 on every page')
if (calibration)
  console.log(
    `host benchmark index ${Math.round(calibration.index)} before the pages (${benchmarkIndexes.map(Math.round).join(', ')} in the runs shown), slowdown by ${calibration.rule}`,
  )
