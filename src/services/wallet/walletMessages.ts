export const NO_PROJECT_ID_NOTICE = 'no WalletConnect project id configured: only browser wallets are offered'

export const NO_WALLET_MESSAGE =
  'No browser wallet found. Install a wallet extension, or configure a WalletConnect project id to offer mobile wallets.'
