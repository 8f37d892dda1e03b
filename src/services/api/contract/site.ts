import { z } from 'zod/mini'
import { defineCall } from './define'

// Built when the configuration is first read (`z.lazy`): the shell imports this schema with every
// page's start-up code, and a drawn page takes its configuration from the server's Query cache.
export const siteConfig = z.lazy(() => {
  const social = z.object({ name: z.string(), link: z.string(), icon: z.string() })
  return z.object({
    mode: z.enum(['single', 'multi']),
    launchStage: z.enum(['pre', 'post']),
    name: z.string(),
    logo: z.string(),
    styles: z.object({
      color: z.string(),
      background: z.string(),
      cardBackground: z.string(),
      cardBorder: z.string(),
      cardColor: z.string(),
    }),
    enableCodex: z.boolean(),
    enableHighlights: z.boolean(),
    enableExplore: z.boolean(),
    enableOdyssey: z.boolean(),
    enableChallenges: z.boolean(),
    enableArena: z.boolean(),
    enableQuests: z.boolean(),
    enableForge: z.boolean(),
    enableBlog: z.boolean(),
    enableAbout: z.boolean(),
    enablePortal: z.boolean(),
    /**
     * The navbar's links to the fan-art, game and all-submissions galleries and to the art contest;
     * each on unless the stored configuration says false.
     */
    enableFanArtGallery: z._default(z.boolean(), true),
    enableGameGallery: z._default(z.boolean(), true),
    enableSubmissionsGallery: z._default(z.boolean(), true),
    enableArtContest: z._default(z.boolean(), true),
    /** The quests sign-up offers the optional Link Discord step; on unless the stored configuration says false. */
    enableDiscordStep: z._default(z.boolean(), true),
    /**
     * The footer links the flows page (`/flows`), where product people see every workflow and its
     * real screens; shown unless the stored configuration says false (left out, it is shown).
     */
    enableFlowsLink: z.optional(z.boolean()),
    /** `{product}SwapAddress` of the spec; the product is Koi. */
    KoiSwapAddress: z.string(),
    socials: z.array(social),
  })
})
export type SiteConfig = z.infer<typeof siteConfig>

export const siteCalls = {
  getSiteConfigs: defineCall({
    method: 'GET',
    path: '/api/site-configs',
    response: siteConfig,
    summary: 'The site configuration: mode, launch stage, navbar flags, styles.',
  }),
  getEtherPrice: defineCall({
    method: 'GET',
    path: '/api/utils/ether-price',
    response: z.string(),
    summary: 'The ether price in USD as text; clients parse it to a number.',
  }),
}
