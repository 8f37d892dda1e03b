import { queryOptions } from '@tanstack/react-query'
import { siteConfig, type ApiClient } from '../../../services/api'

/**
 * The site configuration changes rarely: read once per visit, shared by the shell and every page.
 * Read with its schema (zod/mini, light enough for the first page), which fills in the flags an
 * older stored configuration leaves out; the page takes other answers as the server sends them.
 */
export function siteConfigQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['site-configs'],
    queryFn: async () => siteConfig.parse(await api.call('getSiteConfigs')),
    staleTime: Infinity,
  })
}
