import type { SiteConfig } from '../../services/api'

/** The site's Discord invitation from its socials, when it has one. */
export function discordLink(config: SiteConfig): string | undefined {
  return config.socials.find((social) => social.name.toLowerCase() === 'discord')?.link || undefined
}
