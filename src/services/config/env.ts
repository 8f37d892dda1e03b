// zod/mini: the environment is checked before the first paint, where the full build would weigh
import { z } from 'zod/mini'

const DEFAULT_CHAIN_ID = 11155111

// The shape alone: the server checks each address's checksum where it is configured
// (DEFAULT_TOKEN_ADDRESS, the chain's contracts), so the first page needs no keccak for it.
const addressText = /^0x[0-9a-fA-F]{40}$/
const address = () =>
  z.pipe(
    z.string(),
    z.custom<`0x${string}`>((value) => typeof value === 'string' && addressText.test(value), {
      message: 'must be a 0x-prefixed 20-byte address',
    }),
  )
const url = () => z.url({ message: 'must be an absolute URL' })

// The values the server writes into index.html; every other part of the app reads them from here.
// Built only when a page's values fail the quick check below, to name what is wrong with them.
export const envSchema = () =>
  z.object({
    mainUrl: url(),
    blogUrl: url(),
    authUrl: url(),
    chainId: z._default(z.number().check(z.int(), z.positive()), DEFAULT_CHAIN_ID),
    rpcUrl: url(),
    cdnBase: url(),
    cdnVersion: z.string().check(z.minLength(1, 'must not be empty')),
    defaultTokenAddress: address(),
    /** Empty when the chain has no block explorer (the local Hardhat chain): hashes show as text. */
    explorerUrl: z._default(z.union([z.literal(''), url()]), ''),
    contracts: z.object({
      claimVault: address(),
      presale: address(),
      /** The reward tokens by symbol (APE, ANIME, ...), as the server deployed or configured them. */
      tokens: z.record(z.string(), address()),
    }),
    reownProjectId: z.optional(z.string().check(z.minLength(1, 'must not be empty'))),
  })

export type Env = z.infer<ReturnType<typeof envSchema>>

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`The site environment is incomplete: ${problems.join('; ')}.`)
    this.name = 'EnvError'
  }
}

/** The value an issue is about: zod/mini issues do not carry it. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

function describeIssue(input: unknown, issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.') || 'environment'
  if (issue.code !== 'invalid_type') return `${field} is malformed (${issue.message})`
  if (valueAt(input, issue.path) === undefined) return `${field} is missing`
  // named here rather than by a message catalogue, which the first page does without
  return `${field} is malformed (expected ${issue.expected})`
}

type Address = `0x${string}`
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isAddress = (value: unknown): value is Address => typeof value === 'string' && addressText.test(value)
function parsesAsUrl(text: string): boolean {
  try {
    return Boolean(new URL(text))
  } catch {
    return false
  }
}
// Only what the browser's URL parser and the schema take alike: no space to trim, an http(s) scheme.
const isUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\/\S+$/.test(value) && parsesAsUrl(value)

/**
 * The environment as the schema would give it, or undefined when any value is not plainly well
 * formed. The page checks its environment before anything else runs, and building and running the
 * schema there took a long task of its own on a slow phone; the schema reads the rare environment
 * this check does not take, and names what is wrong with it. What this takes the schema takes too,
 * with the same result (test/features/ui/env.test.ts).
 */
function wellFormedEnv(input: unknown): Env | undefined {
  if (!isRecord(input) || !isRecord(input.contracts)) return undefined
  const { mainUrl, blogUrl, authUrl, chainId = DEFAULT_CHAIN_ID, rpcUrl, cdnBase, cdnVersion } = input
  const { defaultTokenAddress, explorerUrl = '', reownProjectId } = input
  const { claimVault, presale, tokens } = input.contracts
  if (!isUrl(mainUrl) || !isUrl(blogUrl) || !isUrl(authUrl) || !isUrl(rpcUrl) || !isUrl(cdnBase)) return undefined
  if (!Number.isSafeInteger(chainId) || (chainId as number) <= 0) return undefined
  if (typeof cdnVersion !== 'string' || cdnVersion.length === 0 || !isAddress(defaultTokenAddress)) return undefined
  if (explorerUrl !== '' && !isUrl(explorerUrl)) return undefined
  if (!isAddress(claimVault) || !isAddress(presale) || !isRecord(tokens)) return undefined
  const tokenAddresses: Record<string, Address> = {}
  for (const [symbol, address] of Object.entries(tokens)) {
    if (symbol === '__proto__' || !isAddress(address)) return undefined
    tokenAddresses[symbol] = address
  }
  if ('reownProjectId' in input && (typeof reownProjectId !== 'string' || reownProjectId.length === 0)) return undefined
  return {
    mainUrl,
    blogUrl,
    authUrl,
    chainId: chainId as number,
    rpcUrl,
    cdnBase,
    cdnVersion,
    defaultTokenAddress,
    explorerUrl,
    contracts: { claimVault, presale, tokens: tokenAddresses },
    ...(typeof reownProjectId === 'string' && { reownProjectId }),
  }
}

/** Validates the environment object, naming every missing or malformed field at once. */
export function parseEnv(input: unknown): Env {
  const wellFormed = wellFormedEnv(input)
  if (wellFormed) return wellFormed
  const result = envSchema().safeParse(input)
  if (!result.success) throw new EnvError(result.error.issues.map((issue) => describeIssue(input, issue)))
  return result.data
}

export const ENV_SCRIPT_ID = 'koi-env'

/** Reads the JSON the server injects as `<script id="koi-env" type="application/json">`. */
export function readEnv(doc: Document): Env {
  const script = doc.getElementById(ENV_SCRIPT_ID)
  if (!script?.textContent) throw new EnvError([`the <script id="${ENV_SCRIPT_ID}"> element is missing`])
  let json: unknown
  try {
    json = JSON.parse(script.textContent)
  } catch {
    throw new EnvError([`the <script id="${ENV_SCRIPT_ID}"> element does not hold valid JSON`])
  }
  return parseEnv(json)
}
