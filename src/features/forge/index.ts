export { LoggedOut } from './LoggedOut'
export { WalletPage, type WalletPageProps } from './WalletPage'
export { WALLET_TABS, type WalletTab, type WalletView, type WalletViewer } from './wallet'
