import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cdnUrl } from '../../../src/services/config/cdn'
import { EnvError, envSchema, parseEnv, readEnv } from '../../../src/services/config/env'
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

  it('reads every environment as its schema does: the same values, or an error where it has one', () => {
    // The page reads a well-formed environment without building the schema; the values must not differ.
    const schema = envSchema()
    const url = fc.constantFrom(
      'https://koi.example.test',
      'http://127.0.0.1:8545/',
      'https://cdn.example.test/a?b=c#d',
      ' https://padded.example.test',
      'https://padded.example.test ',
      'https://exa\nmple.test',
      'https://',
      'http:/one-slash.test',
      'http:host.test',
      'ftp://files.example.test',
      'wss://relay.example.test',
      'not a url',
      '',
      'https://with space.test',
    )
    const address = fc.constantFrom(
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      '0x5fbdb2315678afecb367f032d93f642f64180aa3',
      '0x5FbDB2315678afecb367f032d93F642f64180aa',
      '0x5FbDB2315678afecb367f032d93F642f64180aa3 ',
      '5FbDB2315678afecb367f032d93F642f64180aa3',
    )
    const odd = fc.constantFrom(undefined, null, 0, 1, -1, 1.5, 2 ** 53, Number.NaN, true, 'x', '', [], {})
    const maybe = <T>(value: fc.Arbitrary<T>) =>
      fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: odd })
    const tokens = fc.oneof(
      fc.dictionary(fc.constantFrom('APE', 'ANIME', '1', 'constructor', 'toString'), maybe(address), { maxKeys: 3 }),
      fc.constant(JSON.parse('{"__proto__":"0x5FbDB2315678afecb367f032d93F642f64180aa3"}') as unknown),
      odd,
    )
    const environment = fc.record(
      {
        mainUrl: maybe(url),
        blogUrl: maybe(url),
        authUrl: maybe(url),
        chainId: maybe(fc.constantFrom(1, 31337, 11155111, 0, -5, 2.5)),
        rpcUrl: maybe(url),
        cdnBase: maybe(url),
        cdnVersion: maybe(fc.constantFrom('v7', '', ' ')),
        defaultTokenAddress: maybe(address),
        explorerUrl: maybe(fc.oneof(url, fc.constant(''))),
        contracts: maybe(
          fc.record({ claimVault: maybe(address), presale: maybe(address), tokens }, { requiredKeys: [] }),
        ),
        reownProjectId: maybe(fc.constantFrom('abc', '')),
        extra: fc.constant('ignored'),
      },
      { requiredKeys: [] },
    )
    // most runs start from a valid environment and change a field or two, so that both paths are met
    const nearValid = fc.tuple(environment, fc.subarray(Object.keys(valid))).map(([changed, keys]) => ({
      ...valid,
      ...Object.fromEntries(
        keys.filter((key) => key in changed).map((key) => [key, changed[key as keyof typeof changed]]),
      ),
    }))
    let accepted = 0
    fc.assert(
      fc.property(fc.oneof(nearValid, environment), (input) => {
        const expected = schema.safeParse(input)
        if (expected.success) {
          accepted += 1
          expect(parseEnv(input)).toStrictEqual(expected.data)
        } else expect(() => parseEnv(input)).toThrow(EnvError)
      }),
      { numRuns: 2000 },
    )
    expect(accepted).toBeGreaterThan(100)
    expect(parseEnv({ ...valid, reownProjectId: 'abc' })).toStrictEqual(
      schema.parse({ ...valid, reownProjectId: 'abc' }),
    )
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
