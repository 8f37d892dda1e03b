import { z } from 'zod'
import { defineCall } from './define'
import { provider } from './fields'
import { sitePath } from './sitePath'

export const socialLink = z.object({
  provider,
  providerAccountId: z.string(),
  username: z.string(),
  metadata: z.object({ account: z.string(), username: z.string() }),
})

const handle = z.string().min(1).max(64)

/** A path of this site to come back to: one that stays on this origin once resolved as a browser would. */
export const returnPath = z
  .string()
  .max(300)
  .refine((value) => sitePath(value) !== null, 'returnTo must be a path of this site')

/** What the provider verified, as the page sees it: never the tokens. */
export const pendingSocial = z.object({
  provider,
  providerAccountId: z.string(),
  username: z.string(),
  email: z.string().nullable(),
})

export const socialCalls = {
  startSocialSignIn: defineCall({
    method: 'GET',
    path: '/api/user-social/connect/{provider}',
    params: z.object({ provider }),
    query: z.object({ returnTo: returnPath.optional() }),
    response: z.instanceof(Blob),
    responseKind: 'binary',
    auth: 'member',
    summary:
      'A page navigation, not a fetch: redirects to the provider’s sign-in (OAuth 2.0 code with PKCE; state and verifier kept on the server for this session).',
  }),
  finishSocialSignIn: defineCall({
    method: 'GET',
    path: '/api/user-social/callback/{provider}',
    params: z.object({ provider }),
    query: z.object({
      code: z.string().max(2048).optional(),
      state: z.string().max(256).optional(),
      error: z.string().max(256).optional(),
      error_description: z.string().max(1024).optional(),
      iss: z.string().max(512).optional(),
    }),
    response: z.instanceof(Blob),
    responseKind: 'binary',
    summary:
      'The provider’s redirect: checks state and verifier, reads the handle from the provider, keeps it as the session’s pending link and redirects back with `social={x|discord}`.',
  }),
  getPendingSocial: defineCall({
    method: 'GET',
    path: '/api/user-social/pending/{provider}',
    params: z.object({ provider }),
    response: pendingSocial.nullable(),
    auth: 'member',
    summary: 'The identity the provider verified for this session and not linked yet (no tokens), or null.',
  }),
  updateUserSocial: defineCall({
    method: 'POST',
    path: '/api/user-social/update',
    // only the identity the provider verified for this session is linked: the body names which
    body: z.object({ provider, providerAccountId: z.string().min(1).max(128) }),
    response: socialLink,
    status: 201,
    auth: 'member',
    summary:
      'Links the session’s provider-verified X or Discord account to the member (403 without one, 409 when linked to someone else).',
  }),
  getUserSocial: defineCall({
    method: 'GET',
    path: '/api/user-social/{provider}',
    params: z.object({ provider }),
    response: socialLink.nullable(),
    auth: 'member',
    summary: 'The member’s link for one provider, or null.',
  }),
  getExistingSocial: defineCall({
    method: 'GET',
    path: '/api/user-social/existing/{provider}/{username}',
    params: z.object({ provider, username: handle }),
    response: z.object({ exists: z.boolean() }),
    summary: 'Whether a provider username is already linked to some member.',
  }),
  deleteUserSocial: defineCall({
    method: 'DELETE',
    path: '/api/user-social/delete/{provider}',
    params: z.object({ provider }),
    response: z.object({ deleted: z.boolean() }),
    auth: 'member',
    summary: 'Unlinks the member’s account of one provider.',
  }),
}
