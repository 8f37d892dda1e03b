import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../../services/api'
import type { Env } from '../../services/config/env'
import { etherPriceQuery } from './etherPriceQuery'
import { presaleUrlQuery } from './presaleUrlQuery'

/** The presale status's calls to the server (its button's URL, the ether price), for a route's loader. */
export const loadPresaleStatus = (queryClient: QueryClient, api: ApiClient, env: Pick<Env, 'defaultTokenAddress'>) =>
  Promise.all([queryClient.prefetchQuery(presaleUrlQuery(api, env)), queryClient.prefetchQuery(etherPriceQuery(api))])
