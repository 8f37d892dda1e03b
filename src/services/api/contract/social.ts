import { z } from 'zod'
import { defineCall } from './define'
import { provider } from './fields'

export const socialLink = z.object({
  provider,
  providerAccountId: z.string(),
  username: z.string(),
  metadata: z.object({ account: z.string(), username: z.string() }),
})

const handle = z.string().min(1).max(64)

export const socialCalls = {
  updateUserSocial: defineCall({
    method: 'POST',
    path: '/api/user-social/update',
    body: z.object({
      provider,
      providerAccountId: z.string().min(1).max(128),
      email: z.string().max(254).optional(),
      username: handle,
      credentials: z
        .object({
          token_type: z.string().max(64).optional(),
          type: z.string().max(64).optional(),
          expires_at: z.number().optional(),
          access_token: z.string().max(4096).optional(),
          refresh_token: z.string().max(4096).optional(),
        })
        .optional(),
    }),
    response: socialLink,
    status: 201,
    auth: 'member',
    summary: 'Links an X or Discord account to the member (409 when linked to someone else).',
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
