export {
  CLAIM_LOG_CHUNK,
  CLAIM_SCAN_CHUNKS,
  createChainReader,
  type ChainReader,
  type ChainReaderOptions,
  type ClaimCheck,
  type ClaimReference,
  type OnChainClaim,
} from './chainReader.ts'
export {
  CLAIM_SIGNATURE_VALIDITY_SECONDS,
  signClaimRequest,
  type ClaimRequestResult,
  type SignedClaim,
} from './claimRequest.ts'
export { createClaimSigner, type ClaimSigner, type ClaimSignerOptions } from './claimSigner.ts'
export {
  ChainConfigError,
  chainEnvironment,
  configuredChain,
  readChainConfig,
  rewardTokenIdOf,
  type ChainConfig,
  type ChainContracts,
} from './config.ts'
export { DEV_CLAIM_SIGNER_ADDRESS, DEV_CLAIM_SIGNER_PRIVATE_KEY } from './devClaimSigner.ts'
export type { ClaimMessage } from '../../src/services/chain/claimTypes.ts'
export type { SwapLimits } from '../../src/services/chain/swapLimits.ts'
export { rewardTokens, type RewardTokenSymbol } from '../../src/services/chain/rewardTokens.ts'
