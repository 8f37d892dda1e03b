// Loaded with a dynamic import only when a person connects and a WalletConnect project id is
// configured: AppKit and wagmi stay out of the first page's JavaScript.
import { createAppKit, type AppKit } from '@reown/appkit'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import type { AppKitNetwork } from '@reown/appkit/networks'
import { getConnection } from 'wagmi/actions'
import { koiChain } from '../chain/chains.ts'
import { ProviderRpcError, type Eip1193Provider } from './eip1193.ts'

export interface AppKitSettings {
  projectId: string
  chainId: number
  rpcUrl: string
  appUrl: string
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

let instance: { appKit: AppKit; adapter: WagmiAdapter } | undefined

function appKitFor({ projectId, chainId, rpcUrl, appUrl }: AppKitSettings) {
  if (instance) return instance
  const network = koiChain({ chainId, rpcUrl }) as AppKitNetwork
  const adapter = new WagmiAdapter({ projectId, networks: [network] })
  const appKit = createAppKit({
    adapters: [adapter],
    networks: [network],
    defaultNetwork: network,
    projectId,
    metadata: { name: 'Koi', description: 'Koi community', url: appUrl, icons: [] },
    features: { analytics: false, email: false, socials: false, swaps: false, onramp: false },
  })
  instance = { appKit, adapter }
  return instance
}

async function connectedProvider(adapter: WagmiAdapter): Promise<Eip1193Provider | undefined> {
  const connection = getConnection(adapter.wagmiConfig)
  if (!connection.isConnected || !connection.connector) return undefined
  return (await connection.connector.getProvider()) as Eip1193Provider
}

/** Opens the AppKit modal and resolves with the connected wallet's provider, or 4001 if it closes unconnected. */
export async function connectWithAppKit(settings: AppKitSettings): Promise<Eip1193Provider> {
  const { appKit, adapter } = appKitFor(settings)
  const already = await connectedProvider(adapter)
  if (already) return already
  return new Promise<Eip1193Provider>((resolve, reject) => {
    let settled = false
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      unsubscribeAccount()
      unsubscribeState()
      outcome()
    }
    const unsubscribeAccount = appKit.subscribeAccount((account) => {
      if (!account.isConnected) return
      connectedProvider(adapter).then(
        (provider) => {
          if (provider) finish(() => resolve(provider))
        },
        (error: unknown) => finish(() => reject(asError(error))),
      )
    })
    // state changes also while the modal is still opening: only a close after it opened means "declined"
    let opened = false
    const unsubscribeState = appKit.subscribeState((state) => {
      if (state.open) opened = true
      else if (opened && !appKit.getIsConnectedState()) {
        finish(() => reject(new ProviderRpcError(4001, 'The wallet dialog was closed before a wallet connected.')))
      }
    })
    appKit.open().catch((error: unknown) => finish(() => reject(asError(error))))
  })
}

export async function disconnectAppKit(): Promise<void> {
  await instance?.appKit.disconnect()
}
