import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../../services/api'

/** The site configuration changes rarely: read once per visit, shared by the shell and every page. */
export function siteConfigQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['site-configs'],
    queryFn: () => api.call('getSiteConfigs'),
    staleTime: Infinity,
  })
}
