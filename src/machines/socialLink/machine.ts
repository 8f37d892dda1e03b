import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { Notice } from '../notice'
import { messageOf, missingEffect } from '../notice'
import type { ProviderSession, SocialLinkEvent, SocialProvider } from './events'
import { SOCIAL_REFRESH_FLAG_RESET_MS, socialLinkMessages } from './messages'

export interface SocialLinkContext {
  session: ProviderSession | null
  provider: SocialProvider | null
}

const flow = 'socialLink'
const providerOf = (context: SocialLinkContext): SocialProvider => context.provider ?? 'twitter'

export const socialLinkMachine = setup({
  types: { context: {} as SocialLinkContext, events: {} as SocialLinkEvent },
  actors: {
    /** Resolves with the server's answer: truthy when that provider account is linked already. */
    checkExistingLink: fromPromise<unknown, { provider: SocialProvider; username: string }>(() =>
      missingEffect(flow, 'actor', 'checkExistingLink'),
    ),
    /** The social update; resolves with the status the server answered and its message, if any. */
    linkAccount: fromPromise<{ status: number; message?: string }, ProviderSession>(() =>
      missingEffect(flow, 'actor', 'linkAccount'),
    ),
    unlinkAccount: fromPromise<void, { provider: SocialProvider }>(() => missingEffect(flow, 'actor', 'unlinkAccount')),
  },
  actions: {
    notify: (_, _notice: Notice) => missingEffect(flow, 'action', 'notify'),
    assignSession: assign(({ event }) => {
      assertEvent(event, 'session.appeared')
      return { session: event.session, provider: event.session.provider }
    }),
    assignProvider: assign(({ event }) => {
      assertEvent(event, 'social.unlink')
      return { provider: event.provider }
    }),
  },
  guards: {
    /** Social updates need a logged-in member; otherwise no call is made. */
    isLoggedIn: () => missingEffect(flow, 'guard', 'isLoggedIn'),
    hasProviderAndUsername: (_, _params: { session: ProviderSession }) =>
      missingEffect(flow, 'guard', 'hasProviderAndUsername'),
    isAlreadyLinked: (_, _params: { answer: unknown }) => missingEffect(flow, 'guard', 'isAlreadyLinked'),
    isLinkCreated: (_, _params: { status: number }) => missingEffect(flow, 'guard', 'isLinkCreated'),
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
          {
            guard: { type: 'hasProviderAndUsername', params: ({ event }) => ({ session: event.session }) },
            target: 'checkingLogin',
            actions: 'assignSession',
          },
          // No username from the provider: nothing is linked and nothing is said.
          { actions: 'assignSession' },
        ],
        'social.unlink': [
          { guard: 'isLoggedIn', target: 'unlinking', actions: 'assignProvider' },
          { actions: { type: 'notify', params: { kind: 'info', message: socialLinkMessages.signToContinue } } },
        ],
      },
    },
    // Linking needs a logged-in member; otherwise nothing is linked and nothing is said.
    checkingLogin: { always: [{ guard: 'isLoggedIn', target: 'checking' }, { target: 'idle' }] },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkExistingLink',
        input: ({ context }) => ({ provider: providerOf(context), username: context.session?.username ?? '' }),
        onDone: [
          {
            guard: { type: 'isAlreadyLinked', params: ({ event }) => ({ answer: event.output }) },
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
        // A failed read answers "not linked" (spec: read failures return false silently); the update decides.
        onError: { target: 'linking' },
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
          },
        onDone: [
          {
            guard: { type: 'isLinkCreated', params: ({ event }) => ({ status: event.output.status }) },
            target: 'refreshing',
            actions: { type: 'notify', params: { kind: 'success', message: socialLinkMessages.linked } },
          },
          {
            target: 'idle',
            actions: {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'error',
                message: messageOf(event.output, socialLinkMessages.linkRefused),
              }),
            },
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
