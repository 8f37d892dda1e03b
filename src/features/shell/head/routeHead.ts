import type { SiteConfig } from '../../../services/api'
import { pageTitle, SECTION_TITLES, type SectionPath } from '../../../services/pageMeta/pageTitles'

/** What a route's `head` is given that the title needs: the matched routes, the root's first (its loader's site configuration). */
interface HeadContext {
  matches: ReadonlyArray<{ loaderData?: unknown }>
}

/** The site's name, from the root route's loader (the site configuration). */
function siteNameOf(matches: HeadContext['matches']): string {
  const config = matches[0]?.loaderData as Pick<SiteConfig, 'name'> | undefined
  return config?.name ?? 'Koi'
}

/**
 * A route's `head` with the document title made of `parts` and the site's name. The route's
 * PageHead (in the root) puts it in the tab and the history entry.
 */
export function titleHead({ matches }: HeadContext, ...parts: ReadonlyArray<string | null | undefined>) {
  return { meta: [{ title: pageTitle(siteNameOf(matches), ...parts) }] }
}

/** The `head` of a page named by its place in the site ("Quests · Koi"). */
export const sectionHead = (path: SectionPath) => (context: HeadContext) => titleHead(context, SECTION_TITLES[path])
