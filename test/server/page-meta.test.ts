import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { JSDOM } from 'jsdom'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, type App } from '../../server/app'
import { blogPosts, members } from '../../server/db/schema'
import { generateStoryDocuments } from '../../server/seed/data/story'
import { startTestServer, testEnv, type TestServer } from './harness'

// What a crawler or a link preview (X, Discord) reads of a page: the HTML as served, no script run.

const PUBLIC_URL = 'https://koi.example'
const HOSTILE = `Eve" onload="alert(1)' <script>alert('x')</script> & co`

describe('the HTML a crawler reads', () => {
  let server: TestServer
  let app: App
  const distDir = mkdtempSync(join(tmpdir(), 'koi-page-meta-'))
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Koi</title><!--koi-env--></head><body><div id="root"></div></body></html>',
  )

  beforeAll(async () => {
    server = await startTestServer('pglite')
    app = createApp({
      db: server.database.db,
      env: { ...testEnv(), publicUrl: PUBLIC_URL },
      changes: await server.database.watchChanges(),
      distDir,
    })
  })
  afterAll(async () => {
    await server.close()
    rmSync(distDir, { recursive: true, force: true })
  })

  /** The page as a crawler fetches it, naming another host than the configured one. */
  async function crawl(path: string) {
    const response = await app.request(`http://attacker.example${path}`, {
      headers: { host: 'attacker.example', 'user-agent': 'Twitterbot/1.0', 'x-forwarded-host': 'attacker.example' },
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    const head = new JSDOM(html).window.document.head
    const meta = (key: string) =>
      head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null
    return {
      html,
      head,
      title: head.querySelector('title')?.textContent,
      titles: head.querySelectorAll('title').length,
      description: meta('description'),
      ogTitle: meta('og:title'),
      ogDescription: meta('og:description'),
      ogImage: meta('og:image'),
      ogUrl: meta('og:url'),
      twitterCard: meta('twitter:card'),
      canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      icon: head.querySelector('link[rel="icon"]')?.getAttribute('href'),
    }
  }

  type Page = Awaited<ReturnType<typeof crawl>>
  function expectPreview(page: Page, title: string, url: string) {
    expect(page.title).toBe(title)
    expect(page.titles).toBe(1)
    expect(page.ogTitle).toBe(title)
    expect(page.description?.length).toBeGreaterThan(10)
    expect(page.ogDescription).toBe(page.description)
    expect(page.ogUrl).toBe(url)
    expect(page.canonical).toBe(url)
    expect(page.twitterCard).toBe('summary_large_image')
    expect(page.ogImage).toMatch(new RegExp(`^${PUBLIC_URL}/assets/v1/.+`))
    expect(page.icon).toMatch(new RegExp(`^${PUBLIC_URL}/assets/v1/images/.+`))
    expect(page.html).not.toContain('attacker.example')
  }

  const battlecards = () => server.data.collections.find((collection) => collection.slug === 'battlecards')!

  it('gives the home page the site name, the default collection as its picture and the public origin', async () => {
    const page = await crawl('/')
    expectPreview(page, 'Koi', `${PUBLIC_URL}/`)
    expect(page.ogImage).toBe(`${PUBLIC_URL}/assets/v1/${battlecards().bannerImage}`)
  })

  it("names a collection and an item from the data, with the item's own picture", async () => {
    const collection = await crawl(`/collection/${battlecards().tokenAddress.toLowerCase()}`)
    expectPreview(collection, `${battlecards().name} · Koi`, `${PUBLIC_URL}/collection/battlecards`)
    expect(collection.description).toContain(battlecards().description.slice(0, 100))

    const item = server.data.items.find((candidate) => candidate.tokenAddress === battlecards().tokenAddress)!
    const page = await crawl(`/collection/battlecards/${item.tokenId}`)
    expectPreview(
      page,
      `${item.name} · ${battlecards().name} · Koi`,
      `${PUBLIC_URL}/collection/battlecards/${item.tokenId}`,
    )
    expect(page.ogImage).toBe(
      `${PUBLIC_URL}/assets/v1/${item.media.mime.startsWith('image/') ? item.media.uri : item.image}`,
    )
    const explored = await crawl(`/explore/${item.tokenId}`)
    expectPreview(explored, page.title!, `${PUBLIC_URL}/explore/${item.tokenId}`)
  })

  it("names a member's profile by username, else by the shortened address", async () => {
    const named = server.data.members.find((member) => member.username && member.image)!
    expectPreview(
      await crawl(`/forge/${named.account.toLowerCase()}`),
      `${named.username} · Koi`,
      `${PUBLIC_URL}/forge/${named.account}`,
    )
    const stranger = getAddress('0x00000000000000000000000000000000000000ab')
    const page = await crawl(`/forge/${stranger.toLowerCase()}`)
    expect(page.title).toBe(`${stranger.slice(0, 7)}…${stranger.slice(-7)} · Koi`)
    expect(page.ogUrl).toBe(`${PUBLIC_URL}/forge/${stranger}`)
  })

  it('previews a fan-art post opened by its tweetId with its author, text and picture', async () => {
    const post = server.data.fanArtSubmissions.find((submission) => !submission.disabled)!
    const tweet = server.data.tweets.find((candidate) => candidate.tweetId === post.tweetId)!
    const page = await crawl(`/gallery/fan-art?tweetId=${post.tweetId}&sortBy=latest`)
    expectPreview(
      page,
      `Fan art by @${post.users[0]!.username} · Fan art gallery · Koi`,
      `${PUBLIC_URL}/gallery/fan-art?tweetId=${post.tweetId}`,
    )
    expect(page.description).toBe(tweet.text.replace(/\s+/g, ' ').trim().slice(0, 200))
    expect(page.ogImage).toBe(`${PUBLIC_URL}/assets/v1/${post.media[0]!.url}`)
    // a disabled post is hidden from members, and so from previews: the gallery's own
    const hidden = server.data.fanArtSubmissions.find((submission) => submission.disabled)
    if (hidden) expect((await crawl(`/gallery/fan-art?tweetId=${hidden.tweetId}`)).title).toBe('Fan art gallery · Koi')
  })

  it('names a story chapter and a blog post from their documents', async () => {
    const chapter = generateStoryDocuments().sections.sections[0]!.items[0]!
    expectPreview(
      await crawl(`/codex/${chapter.id}`),
      `${chapter.title} · Codex · Koi`,
      `${PUBLIC_URL}/codex/${chapter.id}`,
    )
    const post = server.data.blogPosts[0]!
    const page = await crawl(`/blogs/${post._id}`)
    expectPreview(page, `${post.title} · Blog · Koi`, `${PUBLIC_URL}/blogs/${post._id}`)
    expect(page.ogImage).toBe(`${PUBLIC_URL}/assets/v1/${post.image}`)
  })

  it('escapes what members write: a hostile username and post title stay text', async () => {
    const member = server.data.members.find((candidate) => candidate.username)!
    await server.database.db
      .update(members)
      .set({ username: HOSTILE, biography: HOSTILE })
      .where(eq(members.account, member.account))
    const post = server.data.blogPosts[1]!
    await server.database.db.update(blogPosts).set({ title: HOSTILE }).where(eq(blogPosts.id, post._id))
    for (const [path, title] of [
      [`/forge/${member.account}`, `${HOSTILE} · Koi`],
      [`/blogs/${post._id}`, `${HOSTILE} · Blog · Koi`],
    ] as const) {
      const page = await crawl(path)
      expect(page.title).toBe(title)
      expect(page.ogTitle).toBe(title)
      expect(page.html).not.toContain("<script>alert('x')")
      expect(page.html).not.toContain('" onload="')
      // nothing the member wrote became an element or an attribute of its own
      expect(page.head.querySelectorAll('script')).toHaveLength(1)
      expect(page.head.querySelector('[onload]')).toBeNull()
    }
  })

  it('titles other pages by their place in the site, and unknown ones by the site', async () => {
    expectPreview(await crawl('/quests/leaderboard'), 'Leaderboard · Koi', `${PUBLIC_URL}/quests/leaderboard`)
    expectPreview(await crawl('/gallery/game'), 'Game gallery · Koi', `${PUBLIC_URL}/gallery/game`)
    expectPreview(await crawl('/collection/no-such-collection'), 'Koi', `${PUBLIC_URL}/collection/no-such-collection`)
    expect((await crawl('/blogs/no-such-post')).title).toBe('Koi')
  })

  it("answers /favicon.ico with the site's logo", async () => {
    const response = await app.request('http://attacker.example/favicon.ico', { headers: { host: 'attacker.example' } })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/assets/v1/${server.data.siteConfig.logo}`)
  })
})
