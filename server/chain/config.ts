import { isAddress, type Address, type Hex } from 'viem'
import { DEFAULT_CHAIN_ID, isLocalRpcUrl } from '../../src/services/chain/chains.ts'
import { rewardTokens, type RewardTokenSymbol } from '../../src/services/chain/rewardTokens.ts'
import { DEV_CLAIM_SIGNER_PRIVATE_KEY } from './devClaimSigner.ts'

export interface ChainContracts {
  claimVault: Address
  presale: Address
  tokens: Record<RewardTokenSymbol, Address>
}

export interface ChainConfig {
  rpcUrl: string
  chainId: number
  contracts: ChainContracts
  claimSignerPrivateKey: Hex
  fromBlock: bigint
}

export class ChainConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The chain configuration is incomplete: ${problems.join('; ')}.`)
    this.name = 'ChainConfigError'
  }
}

/**
 * Chain settings from the environment, for a real network or a chain started elsewhere:
 * RPC_URL, CHAIN_ID (default 11155111), CLAIM_VAULT_ADDRESS, PRESALE_ADDRESS,
 * REWARD_TOKENS (JSON object symbol → address, for APE, ANIME, AVAX, ARB and USDC),
 * CLAIM_SIGNER_PRIVATE_KEY and CHAIN_FROM_BLOCK. The development claim signer, and block 0 as the
 * first block to read, are accepted as defaults only with KOI_DEV_SIGNER=1 on the local chain id and
 * a loopback RPC: a real network never signs with a public key, nor reads its whole history.
 */
export function readChainConfig(env: Record<string, string | undefined>): ChainConfig {
  const problems: string[] = []
  const rpcUrl = env.RPC_URL ?? ''
  if (!rpcUrl) problems.push('RPC_URL is missing')
  const chainId = env.CHAIN_ID ? Number(env.CHAIN_ID) : DEFAULT_CHAIN_ID
  if (!Number.isInteger(chainId) || chainId <= 0) problems.push('CHAIN_ID must be a positive integer')

  const addressFrom = (name: string, value: string | undefined): Address => {
    if (!value) problems.push(`${name} is missing`)
    else if (!isAddress(value)) problems.push(`${name} is not an address`)
    return (value ?? '0x') as Address
  }
  const claimVault = addressFrom('CLAIM_VAULT_ADDRESS', env.CLAIM_VAULT_ADDRESS)
  const presale = addressFrom('PRESALE_ADDRESS', env.PRESALE_ADDRESS)

  let tokenJson: Record<string, string | undefined> = {}
  try {
    tokenJson = env.REWARD_TOKENS ? (JSON.parse(env.REWARD_TOKENS) as Record<string, string | undefined>) : {}
  } catch {
    problems.push('REWARD_TOKENS is not JSON')
  }
  const tokens = Object.fromEntries(
    rewardTokens.map(({ symbol }) => [symbol, addressFrom(`REWARD_TOKENS.${symbol}`, tokenJson[symbol])]),
  ) as Record<RewardTokenSymbol, Address>

  // a chain this project started itself (the flag its start sets, the local chain id, a loopback RPC)
  const ownLocalChain = env[DEV_SIGNER_FLAG] === '1' && chainId === DEFAULT_CHAIN_ID && isLocalRpcUrl(rpcUrl)
  const configuredKey = env.CLAIM_SIGNER_PRIVATE_KEY
  let claimSignerPrivateKey = DEV_CLAIM_SIGNER_PRIVATE_KEY
  if (configuredKey) {
    if (/^0x[0-9a-fA-F]{64}$/.test(configuredKey)) claimSignerPrivateKey = configuredKey as Hex
    else problems.push('CLAIM_SIGNER_PRIVATE_KEY must be 0x and 64 hex digits')
  } else if (rpcUrl && !ownLocalChain) {
    // the development key is public: only a chain this project started itself (the flag its
    // start sets, the local chain id, a loopback RPC) may trust it, never a URL alone
    problems.push(
      `CLAIM_SIGNER_PRIVATE_KEY is required for a chain that is not local (the development signer serves only the local chain ${DEFAULT_CHAIN_ID} started with ${DEV_SIGNER_FLAG}=1)`,
    )
  }

  // on a real chain, reading claims from block 0 would cost the RPC quota of a whole history
  if (!env.CHAIN_FROM_BLOCK && rpcUrl && !ownLocalChain)
    problems.push('CHAIN_FROM_BLOCK is required for a chain that is not local (the block the vault was deployed at)')
  const fromBlockText = env.CHAIN_FROM_BLOCK || '0'
  if (!/^\d+$/.test(fromBlockText)) problems.push('CHAIN_FROM_BLOCK must be a block number')
  const fromBlock = /^\d+$/.test(fromBlockText) ? BigInt(fromBlockText) : 0n
  if (problems.length > 0) throw new ChainConfigError(problems)
  return { rpcUrl, chainId, contracts: { claimVault, presale, tokens }, claimSignerPrivateKey, fromBlock }
}

/** Set by the demo start (`npm start`) and the test stacks for the local chain they start. */
export const DEV_SIGNER_FLAG = 'KOI_DEV_SIGNER'

/** The variables that name a chain's contracts: any of them set means a chain is configured. */
const CONTRACT_VARIABLES = ['CLAIM_VAULT_ADDRESS', 'PRESALE_ADDRESS', 'REWARD_TOKENS'] as const

/**
 * The chain the environment configures (a real network, or a chain started elsewhere), or
 * undefined when it names no contract. Naming some but not all is an error that says what is missing.
 */
export function configuredChain(env: Record<string, string | undefined>): ChainConfig | undefined {
  return CONTRACT_VARIABLES.some((name) => env[name]) ? readChainConfig(env) : undefined
}

/**
 * The environment that describes a local chain this project started, for a server process started
 * beside it: with the flag that lets the development claim signer serve it.
 */
export function chainEnvironment(chain: {
  rpcUrl: string
  chainId: number
  contracts: ChainContracts
}): Record<string, string> {
  return {
    [DEV_SIGNER_FLAG]: '1',
    RPC_URL: chain.rpcUrl,
    CHAIN_ID: String(chain.chainId),
    CLAIM_VAULT_ADDRESS: chain.contracts.claimVault,
    PRESALE_ADDRESS: chain.contracts.presale,
    REWARD_TOKENS: JSON.stringify(chain.contracts.tokens),
  }
}

/** tokenId of a claim: the index of the reward token in the vault, or undefined for another address. */
export function rewardTokenIdOf(contracts: ChainContracts, tokenAddress: string): bigint | undefined {
  const index = rewardTokens.findIndex(
    ({ symbol }) => contracts.tokens[symbol].toLowerCase() === tokenAddress.toLowerCase(),
  )
  return index === -1 ? undefined : BigInt(index)
}
