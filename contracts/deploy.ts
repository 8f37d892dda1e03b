// Deploys the reward tokens, the ClaimVault and the Presale, funds the vault and sets the presale
// stage. Used by the local chain at every start, and by hand for a real network:
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
import { claimVaultAbi, presaleAbi, rewardTokenAbi } from '../src/services/chain/abis/index.ts'
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

export async function deployKoiContracts(
  publicClient: PublicClient,
  walletClient: WalletClient<Transport, Chain, Account>,
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

  // Sent one after another: Hardhat's automining node refuses a nonce ahead of the next one.
  const mined = async (hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`deployment transaction ${hash} reverted`)
    return receipt
  }
  const deployed = async (hash: Hash) => {
    const { contractAddress } = await mined(hash)
    if (!contractAddress) throw new Error(`deployment transaction ${hash} created no contract`)
    return getAddress(contractAddress)
  }

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
