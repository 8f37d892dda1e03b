import type { MachineSamples } from '../registry'
import type { SocialLinkEvent } from './events'

const events: SocialLinkEvent[] = [
  {
    type: 'session.appeared',
    session: {
      provider: 'twitter',
      providerAccountId: '1460283925',
      email: 'sakura@koi.example',
      username: 'sakura_ink',
      credentials: {
        token_type: 'bearer',
        type: 'oauth',
        expires_at: 1767225600,
        access_token: 'access-token-sample',
        refresh_token: 'refresh-token-sample',
      },
    },
  },
  { type: 'social.unlink', provider: 'discord' },
]

export const socialLinkSamples: MachineSamples = {
  events,
  actors: {
    checkExistingLink: { output: [{ linked: false }], error: [{ message: 'Network error' }] },
    linkAccount: { output: [{ status: 201 }], error: [{ message: 'Request failed with status code 500' }] },
    unlinkAccount: { output: [undefined], error: [{ message: 'Network error' }] },
  },
}
