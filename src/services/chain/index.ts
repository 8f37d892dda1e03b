export { claimVaultAbi, presaleAbi, rewardTokenAbi } from './abis/index.ts'
export { DEFAULT_CHAIN_ID, explorerBaseUrl, isLocalRpcUrl, koiChain, type ChainSettings } from './chains.ts'
export { explorerAddressUrl, explorerTxUrl } from './explorerLinks.ts'
export { explorerBaseForChain, type AppChain } from './explorers.ts'
export { claimDomain, claimTypes, type ClaimMessage } from './claimTypes.ts'
export { isContractAddress } from './contractAddress.ts'
export { LOCAL_ACCOUNT_COUNT, LOCAL_TEST_MNEMONIC, localTestAccounts } from './localAccounts.ts'
export {
  isSaleActive,
  presaleStageName,
  presaleStages,
  readPresale,
  type PresaleStageName,
  type PresaleState,
} from './presale.ts'
export { rewardTokenById, rewardTokens, type RewardTokenSymbol } from './rewardTokens.ts'
export { readSwapLimits, type SwapLimits } from './swapLimits.ts'
