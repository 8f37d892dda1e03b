import { z } from 'zod'
import { defineCall } from './define'
import { countResponse, id, paging } from './fields'

/** A vault entry as the list shows it: its preview and kind, never where its file is. */
export const vaultAsset = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
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
    summary:
      'Records a download and returns the URL of the asset’s file call (getVaultFile); needs a linked X account (403).',
  }),
  getVaultFile: defineCall({
    method: 'GET',
    path: '/api/vault/files/{id}',
    params: z.object({ id }),
    response: z.instanceof(Blob),
    responseKind: 'binary',
    auth: 'member',
    summary: 'The vault asset’s file, to a member with a linked X account only (401 without a session, 403 unlinked).',
  }),
}
