import { z } from 'zod'
import { defineCall } from './define'
import { countResponse, id, paging } from './fields'

export const vaultAsset = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  file: z.string(),
  mime: z.string(),
})

export const vaultCalls = {
  getVaultAssets: defineCall({
    method: 'GET',
    path: '/api/vault/all',
    query: z.object(paging),
    response: z.array(vaultAsset),
    summary: 'Downloadable vault assets.',
  }),
  getVaultCount: defineCall({
    method: 'GET',
    path: '/api/vault/all/count',
    response: countResponse,
    summary: 'How many vault assets there are.',
  }),
  downloadVaultAsset: defineCall({
    method: 'POST',
    path: '/api/vault/download/{id}',
    params: z.object({ id }),
    response: z.object({
      _id: z.string(),
      name: z.string(),
      url: z.string(),
      mime: z.string(),
      downloads: z.number().int(),
    }),
    auth: 'member',
    summary: 'Records a download and returns the asset’s file URL; needs a linked X account (403).',
  }),
}
