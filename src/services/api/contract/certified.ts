import { z } from 'zod'
import { defineCall } from './define'
import { countResponse, paging } from './fields'

export const prizeNft = z.object({ _id: z.string(), name: z.string(), image: z.string() })

export const certifiedCalls = {
  getCertifiedNfts: defineCall({
    method: 'GET',
    path: '/api/certified-nfts/all',
    query: z.object(paging),
    response: z.array(prizeNft),
    summary: 'Certified-NFT prizes (the prize grid reads 8 per page).',
  }),
  getCertifiedNftsCount: defineCall({
    method: 'GET',
    path: '/api/certified-nfts/all/count',
    response: countResponse,
    summary: 'How many prizes there are.',
  }),
}
