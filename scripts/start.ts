/** `npm start`: the whole app with demo data on embedded defaults, at the address it prints. */
import { ChainConfigError } from '../server/chain'
import { EnvError } from '../server/config/env.ts'
import { IndexerSettingsError } from '../server/indexer/settings.ts'
import { startKoi } from './stack.ts'

try {
  const stack = await startKoi({
    databaseUrl: process.env.DATABASE_URL || undefined,
    // the demo's NFTs replayed on the local chain and indexed from it; KOI_DEMO_CHAIN=0 starts without
    // the replay, quicker, with the demo's collections empty: their NFTs are the chain's
    demoChain: process.env.KOI_DEMO_CHAIN !== '0',
  })
  console.log(`${stack.localChain ? 'Local chain' : 'Chain'} ${stack.chainId} at ${stack.rpcUrl}`)
  if (stack.issuerUrl) console.log(`Local X and Discord sign-in at ${stack.issuerUrl}`)
  console.log(`Koi is running at ${stack.url}`)
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    void stack.stop().then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
} catch (error) {
  const known = error instanceof EnvError || error instanceof ChainConfigError || error instanceof IndexerSettingsError
  console.error(known ? error.message : error)
  process.exit(1)
}
