import { describe, expect, it } from 'vitest'
import { cdnUrl } from '../../../src/services/config/cdn'
import { EnvError, parseEnv, readEnv } from '../../../src/services/config/env'
import { testEnv } from '../shell/renderApp'

const valid = { ...testEnv, chainId: undefined }

describe('environment', () => {
  it('defaults the chain id to 11155111', () => {
    expect(parseEnv(valid).chainId).toBe(11155111)
  })

  it('accepts an empty explorer URL, for a chain without a block explorer', () => {
    expect(parseEnv({ ...valid, explorerUrl: '' }).explorerUrl).toBe('')
    expect(() => parseEnv({ ...valid, explorerUrl: 'not a url' })).toThrow('explorerUrl is malformed')
  })

  it('names every missing or malformed value at once', () => {
    const input = {
      ...valid,
      mainUrl: undefined,
      cdnVersion: '',
      defaultTokenAddress: '0x123',
      contracts: { ...valid.contracts, presale: 'nope' },
    }
    try {
      parseEnv(input)
      expect.unreachable('parseEnv accepted a broken environment')
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError)
      const { problems, message } = error as EnvError
      expect(problems).toHaveLength(4)
      expect(message).toContain('mainUrl is missing')
      expect(message).toContain('cdnVersion is malformed')
      expect(message).toContain('defaultTokenAddress is malformed')
      expect(message).toContain('contracts.presale is malformed')
    }
  })

  it('names the expected type when a value has the wrong one', () => {
    expect(() => parseEnv({ ...valid, cdnBase: 42 })).toThrow('cdnBase is malformed (expected string)')
    expect(() => parseEnv({ ...valid, chainId: 'sepolia' })).toThrow('chainId is malformed (expected number)')
  })

  it('reads the JSON the server injects into the page', () => {
    document.body.innerHTML = `<script id="koi-env" type="application/json">${JSON.stringify(valid)}</script>`
    expect(readEnv(document).cdnVersion).toBe('v7')
  })

  it('says so when the script is absent or not JSON', () => {
    document.body.innerHTML = ''
    expect(() => readEnv(document)).toThrow('the <script id="koi-env"> element is missing')
    document.body.innerHTML = '<script id="koi-env" type="application/json">{oops</script>'
    expect(() => readEnv(document)).toThrow('does not hold valid JSON')
  })

  it('builds CDN URLs under the assets version', () => {
    expect(cdnUrl({ cdnBase: 'https://cdn.example.test/', cdnVersion: 'v7' }, '/broken-image.png')).toBe(
      'https://cdn.example.test/assets/v7/broken-image.png',
    )
  })
})
