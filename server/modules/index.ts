import type { Route } from '../http/route'
import { loginRoutes } from '../auth/login'
import { artContestRoutes } from './artContests/routes'
import { blogRoutes } from './blog/routes'
import { collectionRoutes } from './collections/routes'
import { submissionDisableRoutes } from './galleries/disableRoute'
import { galleryRoutes } from './galleries/routes'
import { gateRoutes } from './gate/routes'
import { nftRoutes } from './nfts/routes'
import { questRoutes } from './quests/routes'
import { reviewRoutes } from './quests/reviews'
import { reactionRoutes } from './reactions/routes'
import { shieldRoutes } from './shields/routes'
import { siteRoutes } from './site/routes'
import { socialRoutes } from './social/routes'
import { swapRoutes } from './swaps/routes'
import { userRoutes } from './users/routes'
import { vaultRoutes } from './vault/routes'
import { walletRoutes } from './wallets/routes'

export const allRoutes: Route[] = [
  ...siteRoutes,
  ...loginRoutes,
  ...blogRoutes,
  ...shieldRoutes,
  ...collectionRoutes,
  ...nftRoutes,
  ...reactionRoutes,
  ...galleryRoutes,
  ...submissionDisableRoutes,
  ...questRoutes,
  ...reviewRoutes,
  ...walletRoutes,
  ...socialRoutes,
  ...userRoutes,
  ...artContestRoutes,
  ...vaultRoutes,
  ...swapRoutes,
  ...gateRoutes,
]
