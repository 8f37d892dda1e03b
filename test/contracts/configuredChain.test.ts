import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startKoi, type KoiStack } from '../../scripts/stack.ts'
import { ChainConfigError, chainEnvironment, configuredChain } from '../../server/chain/index.ts'
import { IndexerSettingsError } from '../../server/indexer/settings.ts'
import { startTestChain, type TestChain } from './chainFixture.ts'

// A real network is configured through the environment: the stack then starts no chain of its own
// and the server signs and reads on the one it is given.

let testChain: TestChain
let stack: KoiStack
const folder = mkdtempSync(join(tmpdir(), 'koi-configured-chain-'))

beforeAll(async () => {
  testChain = await startTestChain()
  const distDir = join(folder, 'dist')
  mkdirSync(distDir)
  writeFileSync(join(distDir, 'index.html'), '<html><!--koi-env--></html>')
  stack = await startKoi({
    port: 0,
    chainPort: 0,
    dataDir: join(folder, 'db'),
    seedMembers: 50,
    distDir,
    environment: { NODE_ENV: 'test', ...chainEnvironment(testChain.chain) },
  })
})

afterAll(async () => {
  await stack?.stop()
  await testChain?.chain.stop()
  rmSync(folder, { recursive: true, force: true })
})

describe('a chain configured through the environment', () => {
  it('is used as it is: no local chain is started', () => {
    expect(stack.localChain).toBe(false)
    expect(stack.rpcUrl).toBe(testChain.chain.rpcUrl)
    expect(stack.contracts).toEqual(testChain.chain.contracts)
  })

  it("serves the chain's reward tokens and hands its contracts to the app", async () => {
    const tokens = (await (await fetch(`${stack.url}/api/swaps/supported-tokens`)).json()) as {
      data: { tokenAddress: string }[]
    }
    expect(tokens.data.map((token) => token.tokenAddress.toLowerCase()).sort()).toEqual(
      Object.values(testChain.chain.contracts.tokens)
        .map((address) => address.toLowerCase())
        .sort(),
    )
    const page = await (await fetch(`${stack.url}/`)).text()
    expect(page).toContain(testChain.chain.contracts.claimVault)
    expect(page).toContain(`"rpcUrl":"${testChain.chain.rpcUrl}"`)
  })

  it('names what is missing when only part of a chain is configured, and is no chain when none is', () => {
    expect(configuredChain({})).toBeUndefined()
    expect(() => configuredChain({ CLAIM_VAULT_ADDRESS: testChain.chain.contracts.claimVault })).toThrow(
      ChainConfigError,
    )
    const partOfARealNetwork = () =>
      configuredChain({ RPC_URL: 'https://rpc.example', CLAIM_VAULT_ADDRESS: testChain.chain.contracts.claimVault })
    expect(partOfARealNetwork).toThrow(/PRESALE_ADDRESS is missing/)
    expect(partOfARealNetwork).toThrow(/CLAIM_SIGNER_PRIVATE_KEY is required for a chain that is not local/)
  })

  it('reads the collections to index from the environment, and will not start on ones it cannot read', async () => {
    const started = startKoi({
      port: 0,
      dataDir: join(folder, 'refused-db'),
      distDir: join(folder, 'dist'),
      environment: {
        NODE_ENV: 'test',
        ...chainEnvironment(testChain.chain),
        INDEXED_COLLECTIONS: JSON.stringify([{ chainId: testChain.chain.chainId, address: '0x1234' }]),
      },
    })
    await expect(started).rejects.toThrow(IndexerSettingsError)
    await expect(started).rejects.toThrow(/INDEXED_COLLECTIONS\.0\.address: not an address/)
  })
})
