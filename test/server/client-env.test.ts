import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../server/config/env'
import { clientEnvOf } from '../../server/spa'

const explorerOf = (environment: Record<string, string>) => clientEnvOf(parseEnv(environment)).explorerUrl

describe('the block explorer the app is given', () => {
  it('is none for the local chain, whose hashes no public explorer knows', () => {
    expect(explorerOf({})).toBe('')
    expect(explorerOf({ RPC_URL: 'http://localhost:8545' })).toBe('')
  })

  it("follows the chain on a real network: Sepolia's by default, another chain's for its id", () => {
    expect(explorerOf({ RPC_URL: 'https://rpc.sepolia.example' })).toBe('https://sepolia.etherscan.io')
    expect(explorerOf({ RPC_URL: 'https://rpc.example', CHAIN_ID: '1' })).toBe('https://etherscan.io')
    expect(explorerOf({ RPC_URL: 'https://rpc.example', CHAIN_ID: '421614' })).toMatch(
      /^https:\/\/sepolia\.arbiscan\.io/,
    )
  })

  it('is EXPLORER_URL when the operator sets one, and none for an unknown chain without it', () => {
    expect(explorerOf({ RPC_URL: 'https://rpc.example', EXPLORER_URL: 'https://explorer.example' })).toBe(
      'https://explorer.example',
    )
    expect(
      explorerOf({ RPC_URL: 'https://rpc.example', CHAIN_ID: '999999', PUBLIC_RPC_URL: 'https://public.rpc.example' }),
    ).toBe('')
  })
})

describe('the chain RPC the page is given', () => {
  const keyed = 'https://eth-sepolia.provider.example/v2/secret-key-123'
  const rpcOf = (environment: Record<string, string>) => clientEnvOf(parseEnv(environment)).rpcUrl

  it("is PUBLIC_RPC_URL, never the server's RPC_URL with its key", () => {
    expect(rpcOf({ RPC_URL: keyed, PUBLIC_RPC_URL: 'https://rpc.public.example' })).toBe('https://rpc.public.example')
    const env = parseEnv({ RPC_URL: keyed, PUBLIC_RPC_URL: 'https://rpc.public.example' })
    expect(JSON.stringify(clientEnvOf(env))).not.toContain('secret-key-123')
  })

  it("is the known chain's public endpoint without PUBLIC_RPC_URL, and the local node for the local chain", () => {
    const sepolia = rpcOf({ RPC_URL: keyed })
    expect(sepolia).toMatch(/^https:\/\//)
    expect(sepolia).not.toContain('secret-key-123')
    expect(rpcOf({})).toBe('http://127.0.0.1:8545')
  })

  it('stops the start for an unknown chain without PUBLIC_RPC_URL, naming it', () => {
    expect(() => parseEnv({ RPC_URL: keyed, CHAIN_ID: '999999' })).toThrow(/PUBLIC_RPC_URL/)
  })
})
