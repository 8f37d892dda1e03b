import { z } from 'zod'
import { isChecksumValidAddress } from './checksumAddress'

const DEFAULT_CHAIN_ID = 11155111

const address = z.string().refine(isChecksumValidAddress, { message: 'must be a 0x-prefixed 20-byte address' })
const url = z.url({ message: 'must be an absolute URL' })

// The values the server writes into index.html; every other part of the app reads them from here.
export const envSchema = z.object({
  mainUrl: url,
  blogUrl: url,
  authUrl: url,
  chainId: z.number().int().positive().default(DEFAULT_CHAIN_ID),
  rpcUrl: url,
  cdnBase: url,
  cdnVersion: z.string().min(1),
  defaultTokenAddress: address,
  /** Empty when the chain has no block explorer (the local Hardhat chain): hashes show as text. */
  explorerUrl: z.union([z.literal(''), url]).default(''),
  securityAnswer: z.string().min(1),
  contracts: z.object({
    claimVault: address,
    presale: address,
    /** The reward tokens by symbol (APE, ANIME, ...), as the server deployed or configured them. */
    tokens: z.record(z.string(), address),
  }),
  reownProjectId: z.string().min(1).optional(),
})

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`The site environment is incomplete: ${problems.join('; ')}.`)
    this.name = 'EnvError'
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join('.') || 'environment'
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is missing`
  return `${field} is malformed (${issue.message})`
}

/** Validates the environment object, naming every missing or malformed field at once. */
export function parseEnv(input: unknown): Env {
  const result = envSchema.safeParse(input)
  if (!result.success) throw new EnvError(result.error.issues.map(describeIssue))
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
