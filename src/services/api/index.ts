export { ApiError, callUrl, createApiClient, pageOffset } from './client'
export type { ApiClient, ApiClientOptions, ServiceUrls } from './client'
export * from './contract'
