import { and, eq } from 'drizzle-orm'
import { isAddress, getAddress } from 'viem'
import { blogPosts, fanArt, items, members, siteConfig, tweets } from '../db/schema'
import type { AppDeps } from '../http/context'
import { leadImageOf } from '../modules/collections/leadImage'
import { cachedCollection, findDefaultCollection, type CollectionRow } from '../modules/collections/lookup'
import {
  isSectionPath,
  memberName,
  pageTitle,
  SECTION_TITLES,
  type SectionPath,
} from '../../src/services/pageMeta/pageTitles'
import { storyChapter } from './storyChapters'

/** What a shared link to a page unfurls as; `image` as the data stores it (a CDN path or a URL). */
export interface PageMeta {
  title: string
  description: string
  image: string | null
  /** The page's own address: its path, and for a gallery post the post's parameter. */
  canonicalPath: string
}

export interface Site {
  name: string
  logo: string | null
}

/** The routes that read a story chapter by id, with the section title the page's tab shows. */
const CHAPTER_ROUTES = ['/codex', '/highlights', '/explore', '/challenges', '/arena', '/portal'] as const

const SITE_DESCRIPTION = (name: string) =>
  `${name}: collections and their items, members' forges, fan-art and game galleries, quests, the story and the art contest.`

/** At most this many characters of a description: previews cut longer ones anyway. */
const DESCRIPTION_MAX = 200
const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`
}

/** The site's name and logo, from the stored site configuration. */
export async function readSite(deps: AppDeps): Promise<Site> {
  const [row] = await deps.db.select().from(siteConfig).where(eq(siteConfig.id, 1)).limit(1)
  const stored = row?.config as Partial<Site> | undefined
  return { name: stored?.name ?? 'Koi', logo: stored?.logo ?? null }
}

const collectionOrNull = (deps: AppDeps, id: string): Promise<CollectionRow | null> =>
  cachedCollection(deps, id).catch(() => null)

const defaultCollection = (deps: AppDeps) =>
  deps.cache.get('default-collection', ['collections'], async () => (await findDefaultCollection(deps)) ?? null)

async function itemMeta(
  deps: AppDeps,
  site: Site,
  collection: CollectionRow | null,
  tokenId: string,
  path: string,
): Promise<PageMeta | null> {
  if (!collection || !/^\d{1,78}$/.test(tokenId)) return null
  const item = await deps.cache.get(`page-meta:item:${collection.tokenAddress}:${tokenId}`, ['items'], async () => {
    const [row] = await deps.db
      .select({ name: items.name, description: items.description, image: items.image })
      .from(items)
      .where(and(eq(items.tokenAddress, collection.tokenAddress), eq(items.tokenId, tokenId)))
      .limit(1)
    return row ?? null
  })
  if (!item) return null
  return {
    title: pageTitle(site.name, item.name, collection.name),
    description: clip(item.description || `${item.name}, from the ${collection.name} collection.`),
    // the item page's own picture when it leads with one, else the item's image
    image: (await leadImageOf(deps, path)) ?? item.image,
    canonicalPath: path.startsWith('/explore/') ? path : `/collection/${collection.slug}/${tokenId}`,
  }
}

async function profileMeta(deps: AppDeps, site: Site, account: string): Promise<PageMeta | null> {
  if (!isAddress(account, { strict: false })) return null
  const checksummed = getAddress(account)
  const [member] = await deps.db
    .select({ username: members.username, biography: members.biography, image: members.image })
    .from(members)
    .where(eq(members.account, checksummed))
    .limit(1)
  const name = memberName(member?.username, checksummed)
  return {
    title: pageTitle(site.name, name),
    description: clip(member?.biography || `${name}'s forge on ${site.name}: tokens, likes and shields.`),
    image: member?.image ?? site.logo,
    canonicalPath: `/forge/${checksummed}`,
  }
}

async function fanArtPostMeta(deps: AppDeps, site: Site, tweetId: string): Promise<PageMeta | null> {
  const [post] = await deps.db
    .select({ media: fanArt.media, users: fanArt.users, disabled: fanArt.disabled, tweet: tweets.post })
    .from(fanArt)
    .leftJoin(tweets, eq(tweets.tweetId, fanArt.tweetId))
    .where(eq(fanArt.tweetId, tweetId))
    .limit(1)
  // a disabled post is hidden from members: its preview is the gallery's
  if (!post || post.disabled) return null
  const author = post.users[0]?.username
  const text = (post.tweet as { text?: string } | null)?.text ?? ''
  const gallery = SECTION_TITLES['/gallery/fan-art']
  return {
    title: pageTitle(site.name, author ? `Fan art by @${author}` : 'Fan art', gallery),
    description: clip(text || `Fan art shared on X, in the ${site.name} fan art gallery.`),
    image: post.media[0]?.url ?? post.media[0]?.preview_image_url ?? null,
    canonicalPath: `/gallery/fan-art?tweetId=${encodeURIComponent(tweetId)}`,
  }
}

async function blogPostMeta(deps: AppDeps, site: Site, id: string, path: string): Promise<PageMeta | null> {
  const [post] = await deps.db
    .select({ title: blogPosts.title, excerpt: blogPosts.excerpt, image: blogPosts.image })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1)
  if (!post) return null
  return {
    title: pageTitle(site.name, post.title, SECTION_TITLES['/blogs']),
    description: clip(post.excerpt),
    image: post.image,
    canonicalPath: path,
  }
}

async function chapterMeta(deps: AppDeps, site: Site, route: SectionPath, id: string, path: string) {
  const chapter = await storyChapter(deps.env, id)
  if (!chapter) return null
  return {
    title: pageTitle(site.name, chapter.title, SECTION_TITLES[route]),
    description: clip(chapter.subText || `${chapter.title}, a chapter of the ${site.name} story.`),
    image: chapter.image,
    canonicalPath: path,
  }
}

/** The page's own meta from its data, or null when the path names nothing this reads. */
async function dataMeta(deps: AppDeps, site: Site, path: string, search: URLSearchParams): Promise<PageMeta | null> {
  const segments = path.split('/').filter(Boolean)
  const [area, first, second] = segments
  if (segments.length === 0) {
    const collection = await defaultCollection(deps)
    return {
      title: pageTitle(site.name),
      description: clip(collection?.description || SITE_DESCRIPTION(site.name)),
      image: (await leadImageOf(deps, '/')) ?? site.logo,
      canonicalPath: '/',
    }
  }
  if (area === 'collection' && first !== undefined && segments.length <= 3) {
    const collection = await collectionOrNull(deps, first)
    if (second !== undefined) return itemMeta(deps, site, collection, second, path)
    if (!collection) return null
    return {
      title: pageTitle(site.name, collection.name),
      description: clip(collection.description || `The ${collection.name} collection on ${site.name}.`),
      image: collection.bannerImage || collection.image,
      canonicalPath: `/collection/${collection.slug}`,
    }
  }
  if (area === 'explore' && first !== undefined && segments.length === 2 && /^\d+$/.test(first))
    return itemMeta(deps, site, await defaultCollection(deps), first, path)
  if (area === 'forge' && first !== undefined && segments.length === 2) return profileMeta(deps, site, first)
  if (path === '/gallery/fan-art' && search.get('tweetId')) return fanArtPostMeta(deps, site, search.get('tweetId')!)
  if (area === 'blogs' && first !== undefined && segments.length === 2) return blogPostMeta(deps, site, first, path)
  const chapterRoute = CHAPTER_ROUTES.find((route) => route === `/${area}`)
  if (chapterRoute && first !== undefined && segments.length === 2)
    return chapterMeta(deps, site, chapterRoute, first, path)
  return null
}

/**
 * What the HTML of `path` says about the page before any script runs, for link previews and
 * crawlers: its title (the same words as the tab's, `src/services/pageMeta/pageTitles.ts`), a
 * description and a picture, read from the same data the page shows (collections and items through
 * the table cache, as the first-visit hints). A page named by its place in the site gets that name;
 * any other, the site's. A failed lookup costs only the page's own words.
 */
export async function pageMetaOf(deps: AppDeps, site: Site, path: string, search: URLSearchParams): Promise<PageMeta> {
  const own = await dataMeta(deps, site, path, search).catch(() => null)
  if (own) return own
  const section = path.replace(/\/+$/, '') || '/'
  return {
    title: isSectionPath(section) ? pageTitle(site.name, SECTION_TITLES[section]) : pageTitle(site.name),
    description: SITE_DESCRIPTION(site.name),
    image: (await defaultCollection(deps).catch(() => null))?.bannerImage ?? site.logo,
    canonicalPath: section,
  }
}
