export { ApiError, createApiClient, pageOffset } from './client'
export type { ApiClient, ApiClientOptions, ServiceUrls } from './client'
export { callUrl } from './callUrl'
export * from './contract'
