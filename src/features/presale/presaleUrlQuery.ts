import { queryOptions } from '@tanstack/react-query'
import { presaleMetadataRequest, type ApiClient } from '../../services/api'
import type { Env } from '../../services/config/env'

/** Where the Presale button goes when the collection names no presale URL: its own page. */
export const defaultSaleUrl = (env: Pick<Env, 'defaultTokenAddress'>) => `/collection/${env.defaultTokenAddress}`

/**
 * The default collection's presale URL from its metadata. A failed read is ignored, as the spec
 * says of collection metadata: the button then goes to the default sale address.
 */
export const presaleUrlQuery = (api: ApiClient, env: Pick<Env, 'defaultTokenAddress'>) =>
  queryOptions({
    queryKey: ['presale', 'url', env.defaultTokenAddress],
    queryFn: async () => {
      try {
        const { name, request } = presaleMetadataRequest(env.defaultTokenAddress)
        const metadata = await api.call(name, request)
        return metadata.presale?.presaleURL || defaultSaleUrl(env)
      } catch {
        return defaultSaleUrl(env)
      }
    },
    staleTime: 5 * 60_000,
  })
