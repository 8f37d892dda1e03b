import { z } from 'zod'
import { defineCall } from './define'
import { address, countResponse, id, paging } from './fields'
import { MAX_NAME_SEARCH_LENGTH } from './limits'

export const shield = z.object({
  _id: z.string(),
  chainId: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
})
export const guardian = z.object({ _id: z.string(), name: z.string(), image: z.string(), bannerImage: z.string() })
export type Shield = z.infer<typeof shield>
export type Guardian = z.infer<typeof guardian>

const nameQuery = z.object({ ...paging, name: z.string().max(MAX_NAME_SEARCH_LENGTH).optional() })

export const shieldCalls = {
  getShields: defineCall({
    method: 'GET',
    path: '/api/shields/all',
    query: nameQuery,
    response: z.object({ items: z.array(shield) }).extend(countResponse.shape),
    summary: 'Every shield, optionally filtered by name.',
  }),
  getAccountShields: defineCall({
    method: 'GET',
    path: '/api/shields/account/{account}',
    params: z.object({ account: address }),
    response: z.array(shield),
    summary: 'The shields an account owns.',
  }),
  getGuardians: defineCall({
    method: 'GET',
    path: '/api/guardians/all',
    query: nameQuery,
    response: z.object({ items: z.array(guardian) }).extend(countResponse.shape),
    summary: 'Guardians (the profile editor reads offset 0, limit 50).',
  }),
  getGuardian: defineCall({
    method: 'GET',
    path: '/api/guardians/guardian/id/{id}',
    params: z.object({ id }),
    response: guardian,
    summary: 'One guardian.',
  }),
  downloadShield: defineCall({
    method: 'GET',
    path: '/downloadFile/{name}',
    params: z.object({
      name: z.string().regex(/^[\w.-]{1,100}$/, 'expected a shield name with spaces as underscores'),
    }),
    query: z.object({
      mimetype: z.enum(['image/png']),
      file_url: z.string().max(500).optional(),
      hash: z.string().max(100).optional(),
    }),
    response: z.instanceof(Blob),
    responseKind: 'binary',
    auth: 'member',
    summary: 'The shield image file; only for a member who owns the shield (403 otherwise).',
  }),
}
