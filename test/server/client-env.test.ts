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
    expect(explorerOf({ RPC_URL: 'https://rpc.example', CHAIN_ID: '999999' })).toBe('')
  })
})
