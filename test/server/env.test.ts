import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '../../server/config/env'
import { brokenChecksum } from './brokenChecksum'

function errorOf(source: Record<string, string>): EnvError {
  try {
    parseEnv(source)
  } catch (error) {
    if (error instanceof EnvError) return error
    throw error
  }
  throw new Error('the environment was accepted')
}

describe("the server's environment", () => {
  it('starts on local defaults with nothing set: one origin for every service, the test chain', () => {
    const env = parseEnv({})
    expect(env.port).toBe(8787)
    expect(env.chainId).toBe(11155111)
    for (const url of [env.mainUrl, env.blogUrl, env.authUrl, env.cdnBase]) expect(url).toBe('http://127.0.0.1:8787')
    expect(env.cdnVersion).toBe('v1')
    expect(env.defaultTokenAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(env.explorerUrl).toBe('')
  })

  it('takes the values that are set, and treats an empty one as unset', () => {
    const env = parseEnv({
      PORT: '9000',
      CHAIN_ID: '1',
      CDN_BASE_URL: 'https://cdn.example/',
      EXPLORER_URL: 'https://etherscan.io',
      SECURITY_ANSWER: '',
    })
    expect(env.port).toBe(9000)
    expect(env.chainId).toBe(1)
    expect(env.cdnBase).toBe('https://cdn.example')
    expect(env.mainUrl).toBe('http://127.0.0.1:9000')
    expect(env.explorerUrl).toBe('https://etherscan.io')
    expect(env.securityAnswer).toBe('koi')
  })

  it('names every malformed value at once', () => {
    const error = errorOf({
      PORT: 'eighty',
      CHAIN_ID: '-5',
      MAIN_SERVICE_URL: 'main',
      DEFAULT_TOKEN_ADDRESS: '0x1234',
      CDN_ASSETS_VERSION: 'v 1',
      EXPLORER_URL: 'etherscan',
    })
    for (const name of [
      'PORT',
      'CHAIN_ID must be a positive integer',
      'MAIN_SERVICE_URL must be an absolute http(s) URL',
      'DEFAULT_TOKEN_ADDRESS must be a 0x-prefixed 20-byte address',
      'CDN_ASSETS_VERSION must be letters',
      'EXPLORER_URL must be an absolute http(s) URL',
    ]) {
      expect(error.message).toContain(name)
    }
    expect(error.message.split('\n')).toHaveLength(7)
  })

  it('takes the default collection in lower case or checksummed, and refuses a broken checksum', () => {
    const checksummed = getAddress(`0x${'ab'.repeat(20)}`)
    expect(parseEnv({ DEFAULT_TOKEN_ADDRESS: checksummed }).defaultTokenAddress).toBe(checksummed)
    expect(parseEnv({ DEFAULT_TOKEN_ADDRESS: checksummed.toLowerCase() }).defaultTokenAddress).toBe(
      checksummed.toLowerCase(),
    )
    expect(errorOf({ DEFAULT_TOKEN_ADDRESS: brokenChecksum(checksummed) }).message).toContain(
      'DEFAULT_TOKEN_ADDRESS must be a 0x-prefixed 20-byte address (all lower case, or with a valid checksum)',
    )
  })

  it('refuses a session lifetime outside 1 to 90 days', () => {
    expect(errorOf({ SESSION_DAYS: '0' }).message).toContain('SESSION_DAYS')
    expect(errorOf({ SESSION_DAYS: '91' }).message).toContain('SESSION_DAYS')
    expect(parseEnv({ SESSION_DAYS: '30' }).sessionDays).toBe(30)
  })

  it('takes the site mode from SITE_MODE, single or multi, and leaves it to the stored configuration otherwise', () => {
    expect(parseEnv({ SITE_MODE: 'multi' }).siteMode).toBe('multi')
    expect(parseEnv({}).siteMode).toBeUndefined()
    expect(errorOf({ SITE_MODE: 'both' }).message).toContain('SITE_MODE must be single or multi')
  })
})
