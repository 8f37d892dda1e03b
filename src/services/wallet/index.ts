export {
  account,
  connectWallet,
  disconnectWallet,
  getWalletClient,
  NO_PROJECT_ID_NOTICE,
  NO_WALLET_MESSAGE,
  onAccountsChanged,
  signMessage,
  writeContract,
  type ConnectOptions,
  type ConnectResult,
  type WalletSettings,
} from './connect.ts'
export {
  announceDevWallet,
  createDevWallet,
  DEV_WALLET_INFO,
  installDevWallet,
  type DevWalletOptions,
} from './devWallet.ts'
export {
  ProviderRpcError,
  type Eip1193Provider,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
} from './eip1193.ts'
