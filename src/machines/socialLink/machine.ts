import { assign, fromPromise, setup } from 'xstate'
import type { Notice } from '../notice'
import { missingEffect } from '../notice'
import type { ProviderSession, SocialLinkEvent, SocialProvider } from './events'
import { SOCIAL_LINK_CREATED_STATUS, SOCIAL_REFRESH_FLAG_RESET_MS, socialLinkMessages } from './messages'

export interface SocialLinkContext {
  session: ProviderSession | null
  provider: SocialProvider | null
}

const flow = 'socialLink'
const providerOf = (context: SocialLinkContext): SocialProvider => context.provider ?? 'twitter'

export const socialLinkMachine = setup({
  types: { context: {} as SocialLinkContext, events: {} as SocialLinkEvent },
  actors: {
    checkExistingLink: fromPromise<{ linked: boolean }, { provider: SocialProvider; username: string }>(() =>
      missingEffect(flow, 'actor', 'checkExistingLink'),
    ),
    linkAccount: fromPromise<{ status: number }, ProviderSession>(() => missingEffect(flow, 'actor', 'linkAccount')),
    unlinkAccount: fromPromise<void, { provider: SocialProvider }>(() => missingEffect(flow, 'actor', 'unlinkAccount')),
  },
  actions: {
    notify: (_, _notice: Notice) => missingEffect(flow, 'action', 'notify'),
    assignSession: assign(({ event }) =>
      event.type === 'session.appeared' ? { session: event.session, provider: event.session.provider } : {},
    ),
    assignProvider: assign(({ event }) => (event.type === 'social.unlink' ? { provider: event.provider } : {})),
  },
  guards: {
    /** Linking requires a provider session, a logged-in member and a username. */
    isLoggedInWithUsername: () => missingEffect(flow, 'guard', 'isLoggedInWithUsername'),
    isAlreadyLinked: () => missingEffect(flow, 'guard', 'isAlreadyLinked'),
    hasStatus: (_, _params: { status: number }) => missingEffect(flow, 'guard', 'hasStatus'),
  },
  delays: { refreshFlagReset: SOCIAL_REFRESH_FLAG_RESET_MS },
}).createMachine({
  id: 'socialLink',
  context: { session: null, provider: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'session.appeared': [
          { guard: 'isLoggedInWithUsername', target: 'checking', actions: 'assignSession' },
          // Not signed in or no username: nothing is linked and nothing is said.
          { target: 'idle', actions: 'assignSession' },
        ],
        'social.unlink': { target: 'unlinking', actions: 'assignProvider' },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkExistingLink',
        input: ({ context }) => ({ provider: providerOf(context), username: context.session?.username ?? '' }),
        onDone: [
          {
            guard: 'isAlreadyLinked',
            target: 'idle',
            actions: {
              type: 'notify',
              params: ({ context }) => ({
                kind: 'info',
                message: socialLinkMessages.alreadyLinked(providerOf(context)),
              }),
            },
          },
          { target: 'linking' },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: { kind: 'error', message: socialLinkMessages.linkFailed } },
        },
      },
    },
    linking: {
      tags: ['busy'],
      invoke: {
        src: 'linkAccount',
        input: ({ context }) =>
          context.session ?? {
            provider: providerOf(context),
            providerAccountId: '',
            email: '',
            username: '',
            credentials: { token_type: '', type: '', expires_at: 0, access_token: '', refresh_token: '' },
          },
        onDone: [
          {
            guard: { type: 'hasStatus', params: { status: SOCIAL_LINK_CREATED_STATUS } },
            target: 'refreshing',
            actions: { type: 'notify', params: { kind: 'success', message: socialLinkMessages.linked } },
          },
          {
            target: 'idle',
            actions: { type: 'notify', params: { kind: 'error', message: socialLinkMessages.linkFailed } },
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: { kind: 'error', message: socialLinkMessages.linkFailed } },
        },
      },
    },
    unlinking: {
      tags: ['busy'],
      invoke: {
        src: 'unlinkAccount',
        input: ({ context }) => ({ provider: providerOf(context) }),
        onDone: {
          target: 'refreshing',
          actions: {
            type: 'notify',
            params: ({ context }) => ({
              kind: 'success',
              message: socialLinkMessages.disconnected(providerOf(context)),
            }),
          },
        },
        // A failed disconnect is swallowed silently.
        onError: { target: 'idle' },
      },
    },
    // The refresh flag: set after a link or unlink, cleared after 1 second.
    refreshing: { tags: ['refresh'], after: { refreshFlagReset: 'idle' } },
  },
})
