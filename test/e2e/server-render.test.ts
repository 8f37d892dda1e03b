import type { ConsoleMessage, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SUMMARY_URL } from '../../src/features/flows/paths/coverageFigures'
import { WALKS_URL } from '../../src/features/flows/storyboard/walkStoryboard'
import { DEFAULT_SORT } from '../../src/routes/-search/params'
import { SESSION_COOKIE } from '../../server/auth/session'
import { recordLayoutShifts } from './harness/layoutShift'
import { addSessionCookie, devAccount, returnAsSignedIn, shortAccountLabel, signInOverHttp } from './harness/member'
import { e2eSuite } from './harness/suite'

// The server draws each public page's first screen: a visitor without JavaScript (or before it has
// run) reads the page's main content, and with JavaScript the page takes over that markup cleanly.

const suite = e2eSuite()

interface PageKind {
  name: string
  path: () => string
  /** What the page's first screen shows, found with JavaScript off. */
  content: (page: Page) => Promise<void>
}

// generous: the e2e machine is shared, and a slow step is no failure of the page
const heading = (page: Page, name: string | RegExp, level = 1) =>
  page.getByRole('heading', { level, name }).waitFor({ timeout: 10_000 })

const PAGE_KINDS: PageKind[] = [
  {
    name: 'the home',
    path: () => '/',
    content: async (page) => {
      await heading(page, 'Koi')
      await heading(page, 'Leaderboard', 2)
    },
  },
  {
    name: 'the collections',
    path: () => '/collections',
    content: async (page) => {
      await heading(page, 'Collections')
      await page
        .getByRole('link', { name: /Battlecards/ })
        .first()
        .waitFor({ timeout: 10_000 })
    },
  },
  {
    name: 'a collection',
    path: () => '/collection/battlecards',
    content: async (page) => {
      await heading(page, 'Battlecards')
      await page.getByText('Ten thousand Battlecards').first().waitFor({ timeout: 10_000 })
    },
  },
  {
    name: 'an item',
    // (a picture: a 3D model's own console noise, the GPU's, is no part of this)
    path: () => '/collection/battlecards/3',
    content: async (page) => {
      await heading(page, /#3$/)
      await page.getByRole('heading', { name: 'Traits' }).waitFor({ timeout: 10_000 })
    },
  },
  {
    name: 'a profile',
    path: () => `/forge/${devAccount(1).address}`,
    content: async (page) => {
      await heading(page, 'ink_traveller')
    },
  },
  {
    name: 'the fan-art gallery',
    path: () => '/gallery/fan-art',
    content: async (page) => {
      await heading(page, 'Fan art gallery')
      // its first page of pictures laid out in rows for the screen's width: one layout of those the
      // server drew for every width shows, with more than one picture in its first row
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="gallery-grid"] img')]
          .filter((img) => img.checkVisibility({ visibilityProperty: true }))
          .map((img) => img.getBoundingClientRect())
          .filter((box) => box.width > 0),
      )
      expect(shown).toHaveLength(25)
      expect(shown.filter((box) => box.top === shown[0]!.top).length).toBeGreaterThan(1)
    },
  },
  {
    name: 'the art contest',
    path: () => '/art-contest',
    content: async (page) => {
      await heading(page, 'Art contest')
      expect(await page.locator('.koi-piece').count()).toBeGreaterThan(0)
    },
  },
  {
    name: 'the quests',
    path: () => '/quests',
    content: async (page) => {
      await heading(page, 'Trials of the Arena')
    },
  },
  {
    name: 'the story',
    path: () => '/codex',
    content: async (page) => {
      await heading(page, 'Lore')
      await page.getByText('The river that remembers').first().waitFor({ timeout: 10_000 })
    },
  },
  {
    name: 'a chapter',
    path: () => '/codex/lore-1',
    content: async (page) => {
      await heading(page, 'The river that remembers')
    },
  },
  {
    name: 'the Odyssey',
    path: () => '/odyssey',
    content: async (page) => {
      await heading(page, 'Odyssey')
    },
  },
  {
    name: 'a story section',
    path: () => '/highlights',
    content: async (page) => {
      await heading(page, 'Community')
    },
  },
  {
    name: 'a chapter of another section',
    path: () => '/arena/arenas-1',
    content: async (page) => {
      await heading(page, 'The Golden Temple')
    },
  },
  {
    name: 'an Odyssey challenge',
    path: () => '/odyssey/golden-temple',
    content: async (page) => {
      await heading(page, 'Golden Temple')
    },
  },
  {
    name: 'the leaderboard (to a visitor)',
    path: () => '/quests/leaderboard',
    content: async (page) => {
      await heading(page, 'Leaderboard')
      await page.getByText('Sign in to see your GCoins').waitFor({ timeout: 10_000 })
      expect(await page.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem').count()).toBeGreaterThan(0)
    },
  },
  {
    name: 'the swaps (to a visitor)',
    path: () => '/swaps',
    content: async (page) => {
      await heading(page, 'Swap and claim')
      await page.getByText('Sign in to claim your GCoins as tokens.').waitFor({ timeout: 10_000 })
      expect(await page.getByRole('radio').count()).toBeGreaterThan(0)
    },
  },
  {
    name: 'the vault (to a visitor)',
    path: () => '/vault',
    content: async (page) => {
      await heading(page, 'Vault')
      await page.getByText('Sign in with your wallet to open the vault.').waitFor({ timeout: 10_000 })
    },
  },
  {
    name: 'a flow',
    path: () => '/flows/login',
    content: async (page) => {
      await heading(page, 'Login')
      // the machine's initial state and its events, and the list of every flow
      await page.getByRole('heading', { name: 'What can happen now' }).waitFor({ timeout: 10_000 })
      await page.getByRole('button', { name: 'wallet.connect' }).first().waitFor({ timeout: 10_000 })
      await page.getByText('Quest sign-up steps').first().waitFor({ timeout: 10_000 })
    },
  },
  {
    name: 'the blog',
    path: () => '/blogs',
    content: async (page) => {
      await heading(page, 'Blog')
    },
  },
  {
    name: 'the about page',
    path: () => '/about',
    content: async (page) => {
      await heading(page, 'About')
      await page.getByText('Our story').first().waitFor({ timeout: 10_000 })
    },
  },
  {
    name: 'an about entry',
    path: () => '/about/about-1',
    content: async (page) => {
      await heading(page, 'Our story')
      await page.getByText('Koi started as a sketchbook').waitFor({ timeout: 10_000 })
    },
  },
]

/** Console errors and warnings, and uncaught errors, from the moment the page opens. */
function complaintsOf(page: Page): string[] {
  const complaints: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    // the flows page on a server with no QA report yet (no path run, no walk): it says so
    if (message.text().includes('404') && [WALKS_URL, SUMMARY_URL].some((url) => message.location().url.includes(url)))
      return
    if (message.type() === 'error' || message.type() === 'warning')
      complaints.push(`${message.text()} ${message.location().url}`)
  })
  page.on('pageerror', (error) => complaints.push(error.message))
  return complaints
}

/** A member's own parts on the pages drawn apart for members, and how their arrival shows. */
const MEMBER_PARTS: { path: string; arrived: (page: Page) => Promise<void> }[] = [
  {
    path: '/quests/leaderboard',
    arrived: (page) => page.locator('[aria-label="Your GCoins"][aria-busy="false"]').waitFor({ timeout: 20_000 }),
  },
  // the claim with its limits read from the vault on the chain
  { path: '/swaps', arrived: (page) => page.locator('.koi-swaps__limits').waitFor({ timeout: 20_000 }) },
  // their assets, or the prompt to link X first
  {
    path: '/vault',
    arrived: (page) => page.locator('.koi-vault__gate, .koi-vault__assets').first().waitFor({ timeout: 20_000 }),
  },
]

describe('the server draws the first screen of each public page', () => {
  for (const kind of PAGE_KINDS)
    it(`sends ${kind.name} with its main content in the HTML, readable with JavaScript off`, async () => {
      const context = await suite.browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      const response = await page.goto(`${suite.stack.baseUrl}${kind.path()}`)
      expect(response?.status()).toBe(200)
      await kind.content(page)
      await context.close()
    })

  for (const kind of PAGE_KINDS)
    it(`hydrates ${kind.name} with no console error or hydration warning`, async () => {
      const page = await suite.browser.newPage()
      const complaints = complaintsOf(page)
      await page.goto(`${suite.stack.baseUrl}${kind.path()}`, { waitUntil: 'networkidle' })
      // the router's bootstrap is gone once the page has hydrated and the stream has ended
      await page.waitForFunction(() => !('$_TSR' in window))
      await kind.content(page)
      expect(complaints).toEqual([])
      await page.close()
    })

  it("keeps the gallery layout of the screen's width alone as the page is read, before the app's code comes", async () => {
    for (const [width, layout] of [
      [390, '301'],
      [1280, '900'],
    ] as const) {
      const page = await suite.browser.newPage({ viewport: { width, height: 900 } })
      // the page's own inline scripts run; the app's code never comes
      await page.route('**/*.js', (route) => route.abort())
      await page.goto(`${suite.stack.baseUrl}/gallery/fan-art`)
      await heading(page, 'Fan art gallery')
      const album = await page.evaluate(() => {
        const wrapper = document.querySelector('[data-testid="gallery-grid"] .koi-gallery__page')!
        return {
          layouts: [...wrapper.children].map((layout) => layout.className.split('-').pop()),
          pictures: wrapper.querySelectorAll('img').length,
          rules: document.querySelectorAll('[data-testid="gallery-grid"] style').length,
        }
      })
      expect(album.layouts, `at ${width} px`).toEqual([layout])
      expect(album.pictures).toBe(25)
      expect(album.rules).toBe(0)
      await page.close()
    }
  })

  it('draws the navbar at 1280 px with every link it shows clear of the search and wallet buttons, before any script runs', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${suite.stack.baseUrl}/collection/battlecards`)
    const { shown, hidden, actionsLeft } = await page.evaluate(() => {
      const row = document.querySelector('.koi-navbar__links')!.getBoundingClientRect()
      const links = [...document.querySelectorAll('.koi-navbar__links > a')].map((link) => {
        const box = link.getBoundingClientRect()
        return { label: link.textContent, right: box.right, visible: box.top < row.bottom && box.bottom > row.top }
      })
      return {
        shown: links.filter((link) => link.visible),
        hidden: links.filter((link) => !link.visible).map((link) => link.label),
        actionsLeft: document.querySelector('.koi-navbar__actions')!.getBoundingClientRect().left,
      }
    })
    // the first links show, the rest wait for the More menu the page draws once it runs
    expect(shown.map((link) => link.label).slice(0, 3)).toEqual(['Home', 'Codex', 'Highlights'])
    expect(hidden.length).toBeGreaterThan(0)
    for (const link of shown) expect(link.right, link.label ?? '').toBeLessThanOrEqual(actionsLeft)
    await context.close()
  })

  it('asks for a drawn page’s code once the page has painted and its lead picture has arrived', async () => {
    const path = '/collection/battlecards/3'
    const html = await (await fetch(`${suite.stack.baseUrl}${path}`)).text()
    const lead = /<img[^>]*fetchpriority="high"[^>]*src="([^"]+)"/i.exec(html)?.[1]
    expect(lead, 'the item’s picture is its lead').toMatch(/battlecards\/3\.png$/)
    const page = await suite.browser.newPage()
    const complaints = complaintsOf(page)
    const seen: string[] = []
    page.on('request', (request) => {
      if (/\/app\/.*\.js$|zod-config\.js$/.test(request.url())) seen.push('code')
    })
    page.on('requestfinished', (request) => {
      if (request.url().endsWith(lead!)) seen.push('lead picture')
    })
    await page.goto(`${suite.stack.baseUrl}${path}`)
    await page.waitForFunction(() => !('$_TSR' in window))
    await heading(page, /#3$/)
    expect(seen[0]).toBe('lead picture')
    expect(seen.filter((step) => step === 'code').length).toBeGreaterThan(2)
    expect(complaints).toEqual([])
    await page.close()
  })

  it('runs a drawn page whose lead picture never arrives', async () => {
    const page = await suite.browser.newPage()
    const complaints = complaintsOf(page)
    let asked = 0
    await page.route(/\/images\/battlecards\/3\.png$/, () => {
      asked += 1 // never answered
    })
    await page.goto(`${suite.stack.baseUrl}/collection/battlecards/3`, { waitUntil: 'domcontentloaded' })
    await page.waitForFunction(() => !('$_TSR' in window), null, { timeout: 15_000 })
    expect(asked).toBeGreaterThan(0)
    expect(await page.locator('img[fetchpriority="high"]').evaluate((image: HTMLImageElement) => image.complete)).toBe(
      false,
    )
    // the page answers: its picture's zoom is React's now
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Zoom out' }).getAttribute('aria-pressed')).toBe('true')
    expect(complaints.filter((complaint) => !complaint.includes('3.png'))).toEqual([])
    await page.close()
  })

  it('answers a tap made on a drawn page before its code arrived, once it has', async () => {
    const page = await suite.browser.newPage()
    const complaints = complaintsOf(page)
    let release = () => {}
    const released = new Promise<void>((done) => (release = done))
    await page.route(/\/app\/.*\.js$/, async (route) => {
      await released
      await route.continue().catch(() => undefined)
    })
    await page.goto(`${suite.stack.baseUrl}/collection/battlecards/3`, { waitUntil: 'domcontentloaded' })
    // the drawn page's buttons, tapped before anything answers them
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    expect(await page.evaluate(() => '$_TSR' in window)).toBe(true)
    release()
    await page.waitForFunction(() => !('$_TSR' in window))
    await page.getByRole('button', { name: 'Zoom out', pressed: true }).waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: devAccount(0).address, exact: true }).waitFor({ timeout: 10_000 })
    expect(complaints).toEqual([])
    await page.close()
  })

  it('leaves a drawn page where the visitor scrolled it before its code arrived', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 300 } })
    let release = () => {}
    const released = new Promise<void>((done) => (release = done))
    await page.route(/\/app\/.*\.js$/, async (route) => {
      await released
      await route.continue().catch(() => undefined)
    })
    await page.goto(`${suite.stack.baseUrl}/collections`, { waitUntil: 'domcontentloaded' })
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400)
    release()
    await page.waitForFunction(() => !('$_TSR' in window))
    // a frame for anything the takeover scrolls
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(await page.evaluate(() => window.scrollY)).toBe(400)
    // a later navigation starts at the top, as before
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quests', exact: true }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/quests')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.close()
  })

  it('sends a drawn page with one title, in its head, which the page’s own title replaces once it runs', async () => {
    const path = `/forge/${devAccount(1).address}`
    const html = await (await fetch(`${suite.stack.baseUrl}${path}`)).text()
    expect(html).toContain('ink_traveller')
    const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)]
    expect(titles).toHaveLength(1)
    expect(titles[0]!.index).toBeLessThan(html.indexOf('</head>'))
    const page = await suite.browser.newPage()
    await page.goto(`${suite.stack.baseUrl}${path}`)
    await page.waitForFunction(() => !('$_TSR' in window))
    await expect.poll(() => page.title()).toMatch(/^ink_traveller · /)
    expect(await page.locator('title').count()).toBe(1)
    expect(await page.locator('body title').count()).toBe(0)
    await page.close()
  })

  it('draws a gallery opened without its sort at once, with its sort written into the address', async () => {
    const answer = await fetch(`${suite.stack.baseUrl}/gallery/fan-art`, { redirect: 'manual' })
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('$_TSR')
    const page = await suite.browser.newPage()
    const complaints = complaintsOf(page)
    const response = await page.goto(`${suite.stack.baseUrl}/gallery/fan-art`)
    expect(response?.request().redirectedFrom()).toBeNull()
    expect(new URL(page.url()).searchParams.get('sortBy')).toBe(DEFAULT_SORT)
    await page.waitForFunction(() => !('$_TSR' in window))
    await heading(page, 'Fan art gallery')
    expect(complaints).toEqual([])
    await page.close()
  })

  it('leaves a collection opened at an offset to the browser, which takes the member back to their place', async () => {
    const drawn = await (await fetch(`${suite.stack.baseUrl}/collection/battlecards`)).text()
    const atOffset = await (await fetch(`${suite.stack.baseUrl}/collection/battlecards?Koi-offset=120`)).text()
    expect(drawn).not.toContain('<div id="root"></div>')
    expect(atOffset).toContain('<div id="root"></div>')
  })

  it('sends a signed-in member the page kept for every visitor: nothing of theirs is drawn on the server', async () => {
    const cookie = await signInOverHttp(suite.stack.baseUrl, 1)
    const answer = async (headers: Record<string, string>) => {
      const response = await fetch(`${suite.stack.baseUrl}/collection/battlecards`, { headers })
      return { csp: response.headers.get('content-security-policy') ?? '', html: await response.text() }
    }
    // (polled: a kept page older than its maximum age is replaced once, in the background)
    await expect
      .poll(async () => {
        const [visitor, member] = [await answer({}), await answer({ cookie })]
        return member.html === visitor.html && member.csp === visitor.csp
      })
      .toBe(true)
    const member = await answer({ cookie })
    expect(member.html).toContain('Ten thousand Battlecards')
    expect(member.html).not.toContain('nonce=')
    expect(member.html).not.toContain(devAccount(1).address)
  })

  it('draws a page with a member’s own parts for a request with a session apart, their room kept and nothing of theirs in it', async () => {
    const cookie = await signInOverHttp(suite.stack.baseUrl, 1)
    const other = await signInOverHttp(suite.stack.baseUrl, 2)
    const rooms: Record<string, string> = {
      '/quests/leaderboard': 'aria-label="Your GCoins" aria-busy="true"',
      '/swaps': 'Loading your claim',
      '/vault': 'Opening your vault',
    }
    for (const [path, room] of Object.entries(rooms)) {
      const visitor = await fetch(`${suite.stack.baseUrl}${path}`)
      const member = await fetch(`${suite.stack.baseUrl}${path}`, { headers: { cookie } })
      expect(visitor.headers.get('vary'), path).toMatch(/Cookie/)
      expect(member.headers.get('vary'), path).toMatch(/Cookie/)
      const [visitorHtml, memberHtml] = await Promise.all([visitor.text(), member.text()])
      // both drawn; the member's marked for the browser to take over with their parts coming
      expect(visitorHtml, path).toContain('$_TSR')
      expect(memberHtml, path).toContain('$_TSR')
      expect(memberHtml, path).toContain('<div id="root" data-member-parts="coming">')
      expect(visitorHtml, path).not.toContain('data-member-parts')
      expect(memberHtml, path).toContain(room)
      expect(visitorHtml, path).not.toContain(room)
      // whose the session is was not read: another member's page is the same kept page
      expect(memberHtml, path).not.toContain(devAccount(1).address)
      expect(memberHtml, path).not.toContain(devAccount(1).address.toLowerCase())
      await expect
        .poll(async () => (await fetch(`${suite.stack.baseUrl}${path}`, { headers: { cookie: other } })).text())
        .toBe(await (await fetch(`${suite.stack.baseUrl}${path}`, { headers: { cookie } })).text())
      // nor whether it is one: a forged cookie gets the same room, which only the browser's session fills
      const forged = `${SESSION_COOKIE}=${'f'.repeat(64)}`
      await expect
        .poll(async () => (await fetch(`${suite.stack.baseUrl}${path}`, { headers: { cookie: forged } })).text())
        .toBe(await (await fetch(`${suite.stack.baseUrl}${path}`, { headers: { cookie } })).text())
    }
    // drawn alike for everyone, a page does not vary with the cookie
    expect((await fetch(`${suite.stack.baseUrl}/quests`, { headers: { cookie } })).headers.get('vary')).not.toMatch(
      /Cookie/,
    )
  })

  it('draws a signed-in member’s leaderboard, swaps and vault with their parts’ room, then fills it as their session comes, holding still', async () => {
    const results: Record<string, { shift: number; complaints: string[] }> = {}
    for (const width of [412, 1280]) {
      const context = await suite.browser.newContext({ viewport: { width, height: width === 412 ? 823 : 900 } })
      const page = await context.newPage()
      await returnAsSignedIn(page, suite.stack.baseUrl, 1)
      for (const { path, arrived } of MEMBER_PARTS) {
        const complaints = complaintsOf(page)
        const layoutShift = await recordLayoutShifts(page)
        const response = await page.goto(`${suite.stack.baseUrl}${path}`)
        expect(await response?.text(), path).toContain('data-member-parts="coming"')
        await page.getByRole('button', { name: shortAccountLabel(devAccount(1).address) }).waitFor({ timeout: 20_000 })
        await arrived(page)
        await page.waitForFunction(() => !('$_TSR' in window))
        results[`${path} at ${width}`] = { shift: Number((await layoutShift()).toFixed(4)), complaints }
        page.removeAllListeners('console')
        page.removeAllListeners('pageerror')
      }
      await context.close()
    }
    const report = JSON.stringify(results)
    expect(
      Object.values(results).filter((result) => result.complaints.length > 0),
      report,
    ).toEqual([])
    expect(
      Object.values(results).filter((result) => result.shift >= 0.05),
      report,
    ).toEqual([])

    // a forged session cookie gets the room too, which the browser's session gives back to the prompt
    const forged = await suite.browser.newPage()
    const complaints = complaintsOf(forged)
    await addSessionCookie(forged, suite.stack.baseUrl, `${SESSION_COOKIE}=${'f'.repeat(64)}`)
    const response = await forged.goto(`${suite.stack.baseUrl}/swaps`)
    expect(await response?.text()).toContain('Loading your claim')
    await forged.getByText('Sign in to claim your GCoins as tokens.').waitFor({ timeout: 20_000 })
    expect(await forged.getByText('Loading your claim').count()).toBe(0)
    expect(complaints).toEqual([])
    await forged.close()
  })

  it('keeps the page for anonymous visitors, its inline scripts allowed by hash', async () => {
    const answer = async () => {
      const response = await fetch(`${suite.stack.baseUrl}/collection/battlecards`)
      return { csp: response.headers.get('content-security-policy') ?? '', html: await response.text() }
    }
    const first = await answer()
    expect(first.csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
    expect(first.html).not.toContain('nonce=')
    // drawn anew, a page differs (its data's times); kept, two answers in a row are the same
    // (polled: a kept page older than its maximum age is replaced once, in the background)
    await expect
      .poll(async () => {
        const [a, b] = [await answer(), await answer()]
        return a.html === b.html
      })
      .toBe(true)
  })
})
