import { ZERO_ADDRESS } from './accounts.ts'
import { assetPaths } from './asset-paths.ts'
import type { SiteConfig, SiteSocials } from './types.ts'

export const SITE_SOCIALS: SiteSocials = {
  instagram: { name: 'Instagram', link: 'https://www.instagram.com/koi.arena', icon: assetPaths.social('instagram') },
  x: { name: 'X', link: 'https://x.com/koi_arena', icon: assetPaths.social('x') },
  youTube: { name: 'YouTube', link: 'https://www.youtube.com/@koiarena', icon: assetPaths.social('youtube') },
  discord: { name: 'Discord', link: 'https://discord.gg/koi-arena', icon: assetPaths.social('discord') },
  telegram: { name: 'Telegram', link: 'https://t.me/koi_arena', icon: assetPaths.social('telegram') },
  tiktok: { name: 'TikTok', link: 'https://www.tiktok.com/@koi.arena', icon: assetPaths.social('tiktok') },
}

export function generateSiteConfig(): SiteConfig {
  return {
    mode: 'single',
    launchStage: 'post',
    name: 'Koi',
    logo: assetPaths.logo,
    styles: {
      background: '#0b1320',
      color: '#f5efe6',
      cardBackground: '#141e2e',
      cardBorder: '#c9a44c',
      cardColor: '#f5efe6',
    },
    enableCodex: true,
    enableHighlights: true,
    enableExplore: true,
    enableOdyssey: true,
    enableChallenges: true,
    enableArena: true,
    enableQuests: true,
    enableForge: true,
    enableBlog: true,
    enableAbout: true,
    enablePortal: true,
    enableFanArtGallery: true,
    enableGameGallery: true,
    enableSubmissionsGallery: true,
    enableArtContest: true,
    enableDiscordStep: true,
    koiSwapAddress: ZERO_ADDRESS,
    socials: SITE_SOCIALS,
  }
}
