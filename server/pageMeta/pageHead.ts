import type { Context } from 'hono'
import type { AppDeps } from '../http/context'
import { absoluteImageUrl, headTags } from './headTags'
import { pageMetaOf, readSite, type Site } from './pageMeta'

/**
 * The `pageHead` of spaApp: the title, description, preview and icon tags of the page at `path`
 * (with its query, for a gallery post's `tweetId`).
 */
export function pageHead(deps: AppDeps) {
  return async (path: string, search: URLSearchParams) => {
    const site = await readSite(deps).catch((): Site => ({ name: 'Koi', logo: null }))
    return headTags(deps.env, await pageMetaOf(deps, site, path, search), site)
  }
}

/** `/favicon.ico`: the site's logo, where the page's icon link points. */
export function faviconRedirect(deps: AppDeps) {
  return async (c: Context) => {
    const site = await readSite(deps).catch((): Site => ({ name: 'Koi', logo: null }))
    if (!site.logo) return c.json({ message: 'the site configuration names no logo' }, 404)
    return c.redirect(absoluteImageUrl(deps.env, site.logo), 302)
  }
}
