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
    },
  },
  {
    type: 'session.appeared',
    // a Discord sign-in that handed back no username
    session: {
      provider: 'discord',
      providerAccountId: '80351110224678912',
      email: 'sakura@koi.example',
      username: '',
    },
  },
  { type: 'social.unlink', provider: 'discord' },
]

export const socialLinkSamples: MachineSamples = {
  events,
  actors: {
    // the existing-link check answers true (linked already) or false
    checkExistingLink: { output: [false, true], error: [{ message: 'Network error' }] },
    linkAccount: {
      output: [{ status: 201 }, { status: 200, message: 'Social account belongs to another member' }],
      error: [{ message: 'Request failed with status code 500' }],
    },
    unlinkAccount: { output: [undefined], error: [{ message: 'Network error' }] },
  },
}
