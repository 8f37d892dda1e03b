export { SwapsArea, type SwapsAreaProps } from './SwapsArea'
export { browserSwapChain, type SwapChain } from './swapChain'
export { provideSwapClaimEffects } from './swapClaimEffects'
export { swapVaultAddress } from './vaultAddress'
