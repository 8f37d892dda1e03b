export { ApiError, createApiClient, pageOffset } from './client'
export type { ApiClient, ApiClientOptions, ServiceUrls } from './client'
export { callUrl } from './callUrl'
export {
  collectionMetadataRequest,
  etherPriceRequest,
  memberProfileRequest,
  nftRequest,
  PAGE_DATA_FRESH_MS,
  presaleMetadataRequest,
  supportedTokensRequest,
  swapLeaderboardRequest,
  SWAP_LEADERBOARD_SIZE,
  type PageRequest,
} from './pageRequests'
export * from './contract'
