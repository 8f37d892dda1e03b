import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { reportsApp } from '../../server/reports.ts'
import { firstVisitHints } from '../../server/firstVisitHints.ts'
import { spaApp, type ClientEnv } from '../../server/spa.ts'

const root = mkdtempSync(join(tmpdir(), 'koi-static-'))
const reportsDir = join(root, 'reports')
const distDir = join(root, 'dist')
mkdirSync(join(reportsDir, 'paths'), { recursive: true })
mkdirSync(join(distDir, 'app'), { recursive: true })
writeFileSync(join(reportsDir, 'paths', 'summary.json'), '{"machines":[]}')
writeFileSync(join(root, 'secret.txt'), 'not served')
writeFileSync(join(distDir, 'index.html'), '<html><!--koi-env--></html>')
writeFileSync(join(distDir, 'app', 'index-abc.js'), 'console.log(1)')
afterAll(() => rmSync(root, { recursive: true, force: true }))

const reports = reportsApp(reportsDir)
const spa = spaApp(distDir, () => ({ chainId: 1 }) as never)

describe('the QA reports', () => {
  it('serves the path-test summary as JSON, never cached', async () => {
    const response = await reports.request('/reports/paths/summary.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.json()).toEqual({ machines: [] })
  })

  it('answers 404 with a message naming the command when there is no report yet', async () => {
    const response = await reports.request('/reports/paths/login.json')
    expect(response.status).toBe(404)
    expect(((await response.json()) as { message: string }).message).toMatch(/npm run test:paths/)
  })

  it('never serves a file outside the reports folder', async () => {
    for (const path of [
      '/reports/../secret.txt',
      '/reports/%2e%2e/secret.txt',
      '/reports/paths/%2e%2e%2f..%2fsecret.txt',
    ]) {
      const response = await reports.request(path)
      expect(response.status).toBe(404)
    }
  })

  it('answers 400 to malformed percent-escapes', async () => {
    const response = await reports.request('/reports/%E0%A4%A')
    expect(response.status).toBe(400)
  })
})

describe('the built app', () => {
  it('serves its hashed files under /app/ with a long cache', async () => {
    const response = await spa.request('/app/index-abc.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('cache-control')).toMatch(/immutable/)
  })

  it('answers any route with index.html and the environment injected', async () => {
    const response = await spa.request('/collection/battlecards')
    expect(await response.text()).toBe(
      '<html><script id="koi-env" type="application/json">{"chainId":1}</script></html>',
    )
  })

  it('answers 400 to malformed percent-escapes and 404 to a missing file', async () => {
    expect((await spa.request('/%E0%A4%A')).status).toBe(400)
    expect((await spa.request('/app/missing.js')).status).toBe(404)
    expect((await spa.request('/%2e%2e/secret.txt')).status).toBe(404)
  })
})

describe('what index.html announces for the first paint', () => {
  const env = {
    chainId: 7,
    mainUrl: 'http://koi.test/',
    cdnBase: 'http://cdn.test',
    cdnVersion: 'v1',
  } as ClientEnv
  let lookups = 0
  const hinted = spaApp(
    distDir,
    () => env,
    firstVisitHints(() => {
      lookups += 1
      return Promise.resolve('images/collections/battlecards/banner.png')
    }),
  )
  const preloadsOf = async (path: string) =>
    [...(await (await hinted.request(path)).text()).matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0])

  it('on the home: the site configuration, the default collection, the Odyssey and the banner', async () => {
    expect(await preloadsOf('/')).toEqual([
      '<link rel="preload" href="http://koi.test/api/site-configs" as="fetch" crossorigin="use-credentials">',
      '<link rel="preload" href="http://koi.test/api/defaultCollection?chainId=7" as="fetch" crossorigin="use-credentials">',
      '<link rel="preload" href="http://cdn.test/assets/v1/story/odyssey.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="http://cdn.test/assets/v1/images/collections/battlecards/banner.png" as="image" fetchpriority="high">',
    ])
    // the banner is looked up once a minute, not per visit
    await preloadsOf('/')
    expect(lookups).toBe(1)
  })

  it('on any other page: the site configuration alone', async () => {
    expect(await preloadsOf('/quests')).toEqual([
      '<link rel="preload" href="http://koi.test/api/site-configs" as="fetch" crossorigin="use-credentials">',
    ])
  })
})
