import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { codeAfterPaint, codeLoader, PRELOADS_PER_TASK, takeCode } from '../../server/ssr/codeAfterPaint'
import { EARLY_TAPS_SCRIPT } from '../../src/services/hydration/earlyTaps'
import { addressScript, sameAddressRedirect } from '../../server/ssr/drawnPages'
import { inlineScriptHashes, KeptPage } from '../../server/ssr/keptPage'
import { dependsOnSession, isServerDrawn } from '../../server/ssr/serverDrawnPages'

describe('pages the server draws', () => {
  it('draws the public pages and leaves a member’s own pages, the development pages and unknown paths to the browser', () => {
    for (const path of ['/', '/collections', '/collection/battlecards', '/collection/battlecards/1312', '/explore'])
      expect(isServerDrawn(path), path).toBe(true)
    for (const path of ['/forge/0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', '/gallery/fan-art', '/art-contest'])
      expect(isServerDrawn(path), path).toBe(true)
    for (const path of ['/highlights', '/arena/arenas-1', '/portal', '/odyssey/1', '/about/team', '/flows/login'])
      expect(isServerDrawn(path), path).toBe(true)
    for (const path of ['/forge', '/arenadev', '/settings', '/collection', '/leaderboard', '/nowhere/at/all'])
      expect(isServerDrawn(path), path).toBe(false)
  })

  it('draws the pages with a member’s own parts for everyone, and says they vary with the cookie', () => {
    for (const path of ['/quests/leaderboard', '/swaps', '/vault']) {
      expect(isServerDrawn(path), path).toBe(true)
      expect(dependsOnSession(path), path).toBe(true)
    }
    // a page drawn alike for everyone: a member gets the visitor's page
    for (const path of ['/quests', '/collection/battlecards', '/forge/0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'])
      expect(dependsOnSession(path), path).toBe(false)
  })

  it('leaves a collection opened at an offset to the browser, which scrolls it there', () => {
    expect(isServerDrawn('/collection/battlecards', new URLSearchParams('Koi-offset=0'))).toBe(true)
    expect(isServerDrawn('/collection/battlecards', new URLSearchParams('sort=price-asc'))).toBe(true)
    expect(isServerDrawn('/collection/battlecards', new URLSearchParams('Koi-offset=240'))).toBe(false)
    expect(isServerDrawn('/explore', new URLSearchParams('q-offset=50&Rarity=Rare'))).toBe(false)
  })
})

describe('a redirect the server draws through', () => {
  const redirect = (location: string, status = 307) => new Response(null, { status, headers: { location } })
  const page = 'http://koi.test/gallery/fan-art'

  it('follows the same page with its search written in full, and nothing else', () => {
    expect(sameAddressRedirect(redirect('/gallery/fan-art?sortBy=newest'), page)?.href).toBe(
      'http://koi.test/gallery/fan-art?sortBy=newest',
    )
    expect(sameAddressRedirect(redirect('http://koi.test/gallery/fan-art?sortBy=newest', 302), page)).not.toBeNull()
    // another page, another origin, the same address, or no redirect at all: the browser's to follow
    expect(sameAddressRedirect(redirect('/vault'), page)).toBeNull()
    expect(sameAddressRedirect(redirect('http://elsewhere.test/gallery/fan-art?sortBy=newest'), page)).toBeNull()
    expect(sameAddressRedirect(redirect('/gallery/fan-art'), page)).toBeNull()
    expect(sameAddressRedirect(new Response('<p>drawn</p>', { status: 200 }), page)).toBeNull()
    expect(sameAddressRedirect(new Response(null, { status: 307 }), page)).toBeNull()
  })

  it('writes the address into the bar with a script nothing in the URL can close', () => {
    const script = addressScript(new URL('http://koi.test/gallery/fan-art?q=%3C/script%3E&sortBy=newest'))
    expect(script).toBe(
      `<script>history.replaceState(history.state,'',"/gallery/fan-art?q=%3C/script%3E&sortBy=newest")</script>`,
    )
    const raw = addressScript(Object.assign(new URL('http://koi.test/a'), { search: '?q=</script>' }))
    expect(raw.match(/<\/script>/g)).toHaveLength(1)
  })
})

describe('a drawn page’s code', () => {
  const page =
    '<html><head><script defer fetchpriority="high" src="/zod-config.js"></script>' +
    '<link rel="preload" href="/images/banner.png" as="image" fetchpriority="high">' +
    '<script type="module" crossorigin src="/app/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/app/startup.js"><link rel="stylesheet" crossorigin href="/app/startup.css">' +
    '<link rel="modulepreload" crossorigin href="/app/routes.js"></head>' +
    '<body><div id="root"><main>Battlecards</main></div><script>window.$_TSR={}</script></body></html>'

  it('is taken out of the page, its scripts in their order, and nothing else', () => {
    const { html, code } = takeCode(page)
    expect(code.scripts).toEqual([
      { src: '/zod-config.js', module: false, crossOrigin: false },
      { src: '/app/index.js', module: true, crossOrigin: true },
    ])
    expect(code.preloads).toEqual(['/app/startup.js', '/app/routes.js'])
    expect(html).not.toMatch(/src="\/|modulepreload/)
    // the picture, the styles and the page's inline scripts keep their place
    expect(html).toContain('<link rel="preload" href="/images/banner.png" as="image" fetchpriority="high">')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/app/startup.css">')
    expect(html).toContain('<script>window.$_TSR={}</script></body>')
  })

  it('is asked for by one inline script at the end of the body, allowed by its hash, with early taps kept', () => {
    const drawn = codeAfterPaint(page)
    expect(drawn.indexOf(codeLoader(takeCode(page).code))).toBe(
      drawn.indexOf('</body>') - codeLoader(takeCode(page).code).length,
    )
    // the page's own, the loader, and the head's keeper of early taps (src/services/hydration/earlyTaps.ts)
    expect(inlineScriptHashes(drawn)).toHaveLength(3)
    expect(drawn).toContain(`<head><script>${EARLY_TAPS_SCRIPT}</script>`)
    expect(drawn).not.toContain('<script type="module"')
  })

  it('cannot close its script element with a file name', () => {
    const loader = codeLoader({
      scripts: [{ src: '/app/</script>.js', module: true, crossOrigin: true }],
      preloads: [],
    })
    expect(loader.match(/<\/script>/g)).toHaveLength(1)
  })

  /**
   * The loader run against a page of `visibility` without lead pictures: what each of its tasks put
   * into the head (the first task is the one the inline script runs in; frames and timers follow in
   * the order they were asked for).
   */
  function loaderTasks(code: Parameters<typeof codeLoader>[0], visibility: 'visible' | 'hidden') {
    const queued: (() => void)[] = []
    const put: string[] = []
    const element = (tag: string) => ({ tag }) as Record<string, unknown>
    const document = {
      visibilityState: visibility,
      createElement: element,
      querySelectorAll: () => [],
      head: {
        appendChild: (node: Record<string, unknown>) =>
          put.push(
            node.tag === 'script'
              ? `script ${String(node.src)}${node.type === 'module' ? ' module' : ''} async=${String(node.async)}`
              : `${String(node.rel)} ${String(node.href)}`,
          ),
      },
    }
    const later = (task: () => void) => void queued.push(task)
    const script = /^<script>([\s\S]*)<\/script>$/.exec(codeLoader(code))?.[1] ?? ''
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script, run as the page runs it
    const run = new Function('document', 'requestAnimationFrame', 'setTimeout', script) as (
      page: typeof document,
      frame: typeof later,
      timer: typeof later,
    ) => void
    run(document, later, later)
    const tasks = [put.splice(0)]
    for (let task = queued.shift(); task; task = queued.shift()) {
      task()
      tasks.push(put.splice(0))
    }
    return tasks.filter((task) => task.length > 0)
  }

  const manyPreloads = {
    scripts: [
      { src: '/zod-config.js', module: false, crossOrigin: false },
      { src: '/app/index.js', module: true, crossOrigin: true },
    ],
    preloads: Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, index) => `/app/chunk-${index}.js`),
  }

  it('puts the scripts in first, in their order and a task of their own, then the preloads a few per task after the paint', () => {
    const tasks = loaderTasks(manyPreloads, 'visible')
    // the scripts in a task of their own
    expect(tasks[0]).toEqual(['script /zod-config.js async=false', 'script /app/index.js module async=false'])
    const preloads = tasks.map((task) => task.filter((put) => put.startsWith('modulepreload')))
    expect(preloads.length).toBeGreaterThan(2)
    for (const task of preloads) expect(task.length).toBeLessThanOrEqual(PRELOADS_PER_TASK)
    expect(preloads.flat()).toEqual(manyPreloads.preloads.map((href) => `modulepreload ${href}`))
  })

  it('puts everything in at once in a hidden tab', () => {
    const tasks = loaderTasks(manyPreloads, 'hidden')
    expect(tasks).toHaveLength(1)
    expect(tasks[0]).toHaveLength(manyPreloads.scripts.length + manyPreloads.preloads.length)
  })

  it('leaves a page without code as it is', () => {
    const bare = '<html><head></head><body><p>Koi</p></body></html>'
    expect(codeAfterPaint(bare)).toBe(bare)
  })
})

describe('a kept page', () => {
  const html =
    '<!doctype html><html><head><script type="module" src="/app/main.js"></script></head>' +
    '<body><div id="root"><main>Battlecards</main></div><script>window.$_TSR={}</script></body></html>'

  it('allows exactly its inline scripts by hash, not the ones loaded from a file', () => {
    const digest = createHash('sha256').update('window.$_TSR={}').digest('base64')
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${digest}'`])
    expect(new KeptPage(200, html).scriptSources).toEqual([`'sha256-${digest}'`])
  })

  it('is sent as drawn in each encoding, each compressed once', async () => {
    const page = new KeptPage(200, html.repeat(20))
    expect(await page.body(undefined)).toBe(html.repeat(20))
    const br = await page.body('br')
    const gzip = await page.body('gzip')
    expect(brotliDecompressSync(br as Uint8Array).toString()).toBe(html.repeat(20))
    expect(gunzipSync(gzip as Uint8Array).toString()).toBe(html.repeat(20))
    expect(await page.body('br')).toBe(br)
  })
})
