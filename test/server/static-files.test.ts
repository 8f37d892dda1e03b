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
writeFileSync(
  join(distDir, 'index.html'),
  '<html><head><!--koi-env--><script type="module" src="/app/index-abc.js"></script></head></html>',
)
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
      '<html><head><script id="koi-env" type="application/json">{"chainId":1}</script><script type="module" src="/app/index-abc.js"></script></head></html>',
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
    defaultTokenAddress: `0x${'ab'.repeat(20)}`,
  } as ClientEnv
  const looked: string[] = []
  const hinted = spaApp(
    distDir,
    () => env,
    firstVisitHints((path) => {
      looked.push(path)
      if (path === '/') return Promise.resolve('images/collections/battlecards/banner.png')
      if (path === '/collection/koi/7') return Promise.resolve('https://media.test/koi/7.png')
      if (path === '/collection/broken') return Promise.reject(new Error('database down'))
      return Promise.resolve(null)
    }),
    (path) => (path === '/quests' ? '<link rel="modulepreload" crossorigin href="/app/quests-1.js">' : ''),
  )
  const pageOf = async (path: string) => (await hinted.request(path)).text()
  const preloadsOf = async (path: string) =>
    [...(await pageOf(path)).matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0])
  const siteConfig =
    '<link rel="preload" href="http://koi.test/api/site-configs" as="fetch" crossorigin="use-credentials">'

  it('on the home: the site configuration, the default collection, the Odyssey and the banner', async () => {
    expect(await preloadsOf('/')).toEqual([
      siteConfig,
      '<link rel="preload" href="http://koi.test/api/defaultCollection?chainId=7" as="fetch" crossorigin="use-credentials">',
      '<link rel="preload" href="http://cdn.test/assets/v1/story/odyssey.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="http://cdn.test/assets/v1/images/collections/battlecards/banner.png" as="image" fetchpriority="high">',
    ])
    expect(looked).toContain('/')
  })

  it("on an item's page: the site configuration, the item, its collection and its picture, a full URL as it is", async () => {
    expect(await preloadsOf('/collection/koi/7')).toEqual([
      siteConfig,
      // the item page's loader calls, with the queries the page sends (src/services/api/pageRequests.ts)
      '<link rel="preload" href="http://koi.test/api/nfts/koi/7?withPrice=true&amp;withOwnership=true" as="fetch" crossorigin="use-credentials">',
      '<link rel="preload" href="http://koi.test/api/collections/koi/metadata/?withStats=true&amp;withTotalSupply=true&amp;withPresaleMetadata=true" as="fetch" crossorigin="use-credentials">',
      '<link rel="preload" href="https://media.test/koi/7.png" as="image" fetchpriority="high">',
    ])
    // a lookup that fails costs the picture's hint, not the page
    expect(await preloadsOf('/collection/broken')).toEqual([
      siteConfig,
      '<link rel="preload" href="http://koi.test/api/collections/broken/metadata/?withStats=true&amp;withTotalSupply=true&amp;withPresaleMetadata=true" as="fetch" crossorigin="use-credentials">',
    ])
  })

  it("on the swaps page: the site configuration and the swaps page's four calls, as its queries send them", async () => {
    expect(await preloadsOf('/swaps')).toEqual([
      siteConfig,
      '<link rel="preload" href="http://koi.test/api/swaps/supported-tokens" as="fetch" crossorigin="use-credentials">',
      '<link rel="preload" href="http://koi.test/api/swaps/leaderboard?offset=0&amp;limit=10" as="fetch" crossorigin="use-credentials">',
      `<link rel="preload" href="http://koi.test/api/collections/${env.defaultTokenAddress}/metadata/?withPresaleMetadata=true" as="fetch" crossorigin="use-credentials">`,
      '<link rel="preload" href="http://koi.test/api/utils/ether-price" as="fetch" crossorigin="use-credentials">',
    ])
  })

  it("puts the page's route code at the end of the head, after the start-up code", async () => {
    const page = await pageOf('/quests')
    expect(page).toContain(
      '<script type="module" src="/app/index-abc.js"></script><link rel="modulepreload" crossorigin href="/app/quests-1.js"></head>',
    )
  })

  it("on a profile: the site configuration, the member's profile as the page asks for it, and their banner", async () => {
    const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(await preloadsOf(`/forge/${account}`)).toEqual([
      siteConfig,
      `<link rel="preload" href="http://koi.test/api/users/${account}?chainId=7" as="fetch" crossorigin="use-credentials">`,
    ])
    expect(await preloadsOf('/forge')).toEqual([siteConfig])
  })

  it('on any other page: the site configuration alone', async () => {
    expect(await preloadsOf('/quests')).toEqual([
      '<link rel="preload" href="http://koi.test/api/site-configs" as="fetch" crossorigin="use-credentials">',
    ])
  })
})
