export { VaultPage, type VaultPageProps } from './VaultPage'
