import type { SiteConfig } from '../../../services/api'

export type NavPath =
  | '/'
  | '/codex'
  | '/highlights'
  | '/explore'
  | '/odyssey'
  | '/challenges'
  | '/arena'
  | '/quests'
  | '/forge'
  | '/blogs'
  | '/about'
  | '/portal'
  | '/collections'
  | '/gallery/fan-art'
  | '/gallery/game'
  | '/gallery/submissions'
  | '/art-contest'

export interface NavLink {
  label: string
  /** The path shown in the address bar; Forge points at the member's own page when an account is connected. */
  href: string
  to: NavPath | '/forge/$account'
  params?: { account: string }
}

type Flag = keyof Pick<
  SiteConfig,
  | 'enableCodex'
  | 'enableHighlights'
  | 'enableExplore'
  | 'enableOdyssey'
  | 'enableChallenges'
  | 'enableArena'
  | 'enableQuests'
  | 'enableForge'
  | 'enableBlog'
  | 'enableAbout'
  | 'enablePortal'
  | 'enableFanArtGallery'
  | 'enableGameGallery'
  | 'enableSubmissionsGallery'
  | 'enableArtContest'
>

const singleModeLinks: ReadonlyArray<{ label: string; href: NavPath; flag?: Flag }> = [
  { label: 'Home', href: '/' },
  { label: 'Codex', href: '/codex', flag: 'enableCodex' },
  { label: 'Highlights', href: '/highlights', flag: 'enableHighlights' },
  { label: 'Explore', href: '/explore', flag: 'enableExplore' },
  { label: 'Odyssey', href: '/odyssey', flag: 'enableOdyssey' },
  { label: 'Challenges', href: '/challenges', flag: 'enableChallenges' },
  { label: 'Arena', href: '/arena', flag: 'enableArena' },
  { label: 'Quests', href: '/quests', flag: 'enableQuests' },
  { label: 'Forge', href: '/forge', flag: 'enableForge' },
  { label: 'Blog', href: '/blogs', flag: 'enableBlog' },
  { label: 'About', href: '/about', flag: 'enableAbout' },
  { label: 'Portal', href: '/portal', flag: 'enablePortal' },
  // last: where the row is short, these are the first the "More" menu takes
  { label: 'Fan art', href: '/gallery/fan-art', flag: 'enableFanArtGallery' },
  { label: 'Game gallery', href: '/gallery/game', flag: 'enableGameGallery' },
  { label: 'Submissions', href: '/gallery/submissions', flag: 'enableSubmissionsGallery' },
  { label: 'Art contest', href: '/art-contest', flag: 'enableArtContest' },
]

/** Single mode: Home plus every link its flag enables. Multi mode: Home and Collections only. */
export function navLinks(config: SiteConfig, account: string | undefined): NavLink[] {
  if (config.mode === 'multi') {
    return [
      { label: 'Home', href: '/', to: '/' },
      { label: 'Collections', href: '/collections', to: '/collections' },
    ]
  }
  return singleModeLinks
    .filter((link) => link.flag === undefined || config[link.flag])
    .map((link): NavLink =>
      link.href === '/forge' && account
        ? { label: link.label, href: `/forge/${account}`, to: '/forge/$account', params: { account } }
        : { label: link.label, href: link.href, to: link.href },
    )
}
