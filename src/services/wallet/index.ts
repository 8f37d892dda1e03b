export {
  account,
  connectWallet,
  disconnectWallet,
  getWalletClient,
  NO_PROJECT_ID_NOTICE,
  NO_WALLET_MESSAGE,
  onAccountsChanged,
  onChainChanged,
  resumeWallet,
  signMessage,
  writeContract,
  type ConnectOptions,
  type ConnectResult,
  type WalletSettings,
} from './connect.ts'
// the development wallet is imported on demand, only against a local chain
export { installDevWalletWhenLocal } from './installDevWalletWhenLocal.ts'
export {
  ProviderRpcError,
  type Eip1193Provider,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
} from './eip1193.ts'
