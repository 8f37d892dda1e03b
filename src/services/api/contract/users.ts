import { z } from 'zod'
import { defineCall } from './define'
import { address, chainId, webUrl } from './fields'

export const userProfile = z.object({
  account: z.string(),
  username: z.string().nullable(),
  biography: z.string().nullable(),
  image: z.string().nullable(),
  bannerImage: z.string().nullable(),
  url: z.string().nullable(),
  location: z.string().nullable(),
  guardianId: z.string().nullable(),
  metadata: z.object({ currentCoinBalance: z.number() }),
  social: z.object({ twitter: z.string().nullable(), discord: z.string().nullable() }),
  betaAccess: z.boolean(),
  isAdmin: z.boolean(),
})
export type UserProfile = z.infer<typeof userProfile>

export const username = z
  .string()
  .min(2, 'username must be 2 to 24 characters')
  .max(24, 'username must be 2 to 24 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'username may hold letters, digits, _ . and -')

/** Image files travel as Blob/File; the server checks their bytes (png or jpeg) and size. */
const imageFile = z.instanceof(Blob, { message: 'expected a file' })

const saveResult = z.object({ status: z.boolean(), message: z.string(), user: userProfile })

export const userCalls = {
  getUser: defineCall({
    method: 'GET',
    path: '/api/users/{account}',
    params: z.object({ account: address }),
    query: z.object({ chainId: chainId.optional() }),
    response: userProfile,
    summary: 'A profile by account; an empty profile for an unknown account.',
  }),
  isUsernameAvailable: defineCall({
    method: 'GET',
    path: '/api/users/is-available-username/{username}',
    params: z.object({ username: z.string().min(1).max(64) }),
    // As the spec says, a truthy result means taken (case-insensitively).
    response: z.boolean(),
    summary: 'true when the username is taken.',
  }),
  updateUser: defineCall({
    method: 'PATCH',
    path: '/api/users/',
    bodyKind: 'multipart',
    body: z.object({
      /** The profile being edited; when sent it must be the member's own (403 otherwise). */
      account: address.optional(),
      username: username.optional(),
      biography: z.string().max(500).optional(),
      url: webUrl.optional(),
      location: z.string().max(200).optional(),
      guardianId: z.string().max(64).optional(),
      image: imageFile.optional(),
    }),
    response: saveResult,
    auth: 'member',
    summary: 'Updates the member’s profile; only sent fields change; image png or jpeg.',
  }),
  updateProfileCard: defineCall({
    method: 'PATCH',
    path: '/api/users/profile',
    bodyKind: 'multipart',
    // The profile edit modal's name and description are the profile's username and biography.
    body: z.object({
      name: username,
      description: z.string().min(1, 'description is required').max(500),
      image: imageFile.optional(),
    }),
    response: saveResult,
    auth: 'member',
    summary: 'The profile edit modal: name, description and an optional image.',
  }),
  applyBetaAccess: defineCall({
    method: 'PATCH',
    path: '/api/users/apply-beta-access',
    response: z.object({ status: z.boolean(), message: z.string() }),
    auth: 'member',
    summary: 'Registers the member as beta tester.',
  }),
}
