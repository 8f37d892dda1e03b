// Deploys the reward tokens, the ClaimVault and the Presale, funds the vault and sets the presale
// stage (`deployKoiContracts`), and the NFT market and collections (`deployKoiMarket`,
// `deployKoiCollection`, `mintKoiCollection`). Used by the local chain at every start, and by hand
// for a real network:
//   RPC_URL=... CHAIN_ID=11155111 DEPLOYER_PRIVATE_KEY=0x... CLAIM_SIGNER_ADDRESS=0x... tsx contracts/deploy.ts
// prints the addresses as JSON for the server's configuration.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  isAddress,
  parseEther,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  claimVaultAbi,
  koiCollectionAbi,
  koiMarketAbi,
  presaleAbi,
  rewardTokenAbi,
} from '../src/services/chain/abis/index.ts'
import { koiChain } from '../src/services/chain/chains.ts'
import { rewardTokens, type RewardTokenSymbol } from '../src/services/chain/rewardTokens.ts'
import { contractBytecode } from './bytecode.ts'

export interface KoiContracts {
  claimVault: Address
  presale: Address
  tokens: Record<RewardTokenSymbol, Address>
}

export interface DeployOptions {
  signerAddress: Address
  /** largest amount one claim may pay, in wei of a reward token */
  maxClaim?: bigint
  /** seconds between two claims of one account */
  claimPeriod?: bigint
  /** supply minted per reward token, all sent to the vault */
  tokenSupply?: bigint
  presaleStage?: 0 | 1 | 2
  stagePrices?: { whitelist: bigint; presale: bigint }
}

// Above the server's 100 USD per claim at every demo token price (ANIME at 0.021 USD is ~4,762
// tokens), so a claim within the USD maximum is never refused on chain for its token count.
export const DEFAULT_MAX_CLAIM = parseEther('10000')
export const DEFAULT_CLAIM_PERIOD = 24n * 60n * 60n

type Wallet = WalletClient<Transport, Chain, Account>

/** A deployed contract and the block of its deployment (where an indexer starts reading its logs). */
export interface DeployedContract {
  address: Address
  blockNumber: bigint
}

// Transactions are sent one after another: Hardhat's automining node refuses a nonce ahead of the next one.
async function minedReceipt(publicClient: PublicClient, hash: Hash) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
  return receipt
}

async function deployedContract(publicClient: PublicClient, hash: Hash): Promise<DeployedContract> {
  const { contractAddress, blockNumber } = await minedReceipt(publicClient, hash)
  if (!contractAddress) throw new Error(`deployment transaction ${hash} created no contract`)
  return { address: getAddress(contractAddress), blockNumber }
}

export async function deployKoiContracts(
  publicClient: PublicClient,
  walletClient: Wallet,
  options: DeployOptions,
): Promise<KoiContracts> {
  const {
    signerAddress,
    maxClaim = DEFAULT_MAX_CLAIM,
    claimPeriod = DEFAULT_CLAIM_PERIOD,
    tokenSupply = parseEther('1000000'),
    presaleStage = 2,
    stagePrices = { whitelist: parseEther('0.01'), presale: parseEther('0.02') },
  } = options

  const mined = (hash: Hash) => minedReceipt(publicClient, hash)
  const deployed = async (hash: Hash) => (await deployedContract(publicClient, hash)).address

  const tokenAddresses: Address[] = []
  for (const token of rewardTokens) {
    const hash = await walletClient.deployContract({
      abi: rewardTokenAbi,
      bytecode: contractBytecode('RewardToken'),
      args: [token.name, token.symbol, token.decimals, tokenSupply],
    })
    tokenAddresses.push(await deployed(hash))
  }
  const claimVault = await deployed(
    await walletClient.deployContract({
      abi: claimVaultAbi,
      bytecode: contractBytecode('ClaimVault'),
      args: [signerAddress, maxClaim, claimPeriod, tokenAddresses],
    }),
  )
  const presale = await deployed(
    await walletClient.deployContract({ abi: presaleAbi, bytecode: contractBytecode('Presale') }),
  )
  for (const token of tokenAddresses) {
    await mined(
      await walletClient.writeContract({
        address: token,
        abi: rewardTokenAbi,
        functionName: 'transfer',
        args: [claimVault, tokenSupply],
      }),
    )
  }
  const presaleContract = { address: presale, abi: presaleAbi } as const
  await mined(
    await walletClient.writeContract({
      ...presaleContract,
      functionName: 'setStagePrice',
      args: [1, stagePrices.whitelist],
    }),
  )
  await mined(
    await walletClient.writeContract({
      ...presaleContract,
      functionName: 'setStagePrice',
      args: [2, stagePrices.presale],
    }),
  )
  await mined(await walletClient.writeContract({ ...presaleContract, functionName: 'setStage', args: [presaleStage] }))

  const tokens = Object.fromEntries(
    rewardTokens.map((token, index) => [token.symbol, tokenAddresses[index]]),
  ) as Record<RewardTokenSymbol, Address>
  return { claimVault, presale, tokens }
}

export interface CollectionDeployOptions {
  name: string
  symbol: string
  /** what every tokenURI starts with, e.g. `https://cdn.example/metadata/battlecards/` */
  baseURI: string
  /** what every tokenURI ends with after the id; `.json` by default */
  uriSuffix?: string
  /** who may mint and change the metadata address; the deploying account by default */
  owner?: Address
}

/** Deploys a KoiCollection (nothing minted yet). */
export async function deployKoiCollection(
  publicClient: PublicClient,
  walletClient: Wallet,
  options: CollectionDeployOptions,
): Promise<DeployedContract> {
  const { name, symbol, baseURI, uriSuffix = '.json', owner = walletClient.account.address } = options
  const hash = await walletClient.deployContract({
    abi: koiCollectionAbi,
    bytecode: contractBytecode('KoiCollection'),
    args: [name, symbol, baseURI, uriSuffix, owner],
  })
  return deployedContract(publicClient, hash)
}

/** Deploys the KoiMarket. */
export async function deployKoiMarket(publicClient: PublicClient, walletClient: Wallet): Promise<DeployedContract> {
  const hash = await walletClient.deployContract({ abi: koiMarketAbi, bytecode: contractBytecode('KoiMarket') })
  return deployedContract(publicClient, hash)
}

export interface TokenHolding {
  tokenId: bigint
  owner: Address
}

/**
 * Tokens per mintBatch transaction. A mint costs about 33,000 gas on average (up to about 50,000 for
 * a holder's first token), so 400 stay well under Hardhat's 30M block gas limit and under the 16.7M
 * per-transaction cap of newer hardforks; larger batches were no faster (the time is the EVM's).
 */
export const MINT_BATCH_SIZE = 400
/** Gas given per token of a batch: above a holder's first mint, so no estimate (which would run the batch twice) is needed. */
const MINT_GAS_PER_TOKEN = 55_000n

/** Mints every holding with mintBatch, MINT_BATCH_SIZE tokens a transaction; the wallet must own the collection. */
export async function mintKoiCollection(
  publicClient: PublicClient,
  walletClient: Wallet,
  collection: Address,
  holdings: readonly TokenHolding[],
  batchSize = MINT_BATCH_SIZE,
): Promise<void> {
  for (let first = 0; first < holdings.length; first += batchSize) {
    const batch = holdings.slice(first, first + batchSize)
    const hash = await walletClient.writeContract({
      address: collection,
      abi: koiCollectionAbi,
      functionName: 'mintBatch',
      args: [batch.map((holding) => holding.owner), batch.map((holding) => holding.tokenId)],
      gas: BigInt(batch.length) * MINT_GAS_PER_TOKEN + 100_000n,
    })
    await minedReceipt(publicClient, hash)
  }
}

function requireEnv(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is required to deploy to a real network`)
  return value
}

async function deployFromEnvironment(): Promise<void> {
  const rpcUrl = requireEnv('RPC_URL')
  const chainId = Number(process.env.CHAIN_ID ?? '11155111')
  const signerAddress = requireEnv('CLAIM_SIGNER_ADDRESS')
  if (!isAddress(signerAddress)) throw new Error('CLAIM_SIGNER_ADDRESS is not an address')
  const chain = koiChain({ chainId, rpcUrl })
  const account = privateKeyToAccount(requireEnv('DEPLOYER_PRIVATE_KEY') as `0x${string}`)
  const publicClient = createPublicClient({ chain, transport: http(rpcUrl) })
  const walletClient = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const contracts = await deployKoiContracts(publicClient, walletClient, { signerAddress })
  console.log(JSON.stringify(contracts, null, 2))
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  deployFromEnvironment().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
