// Prints how long the local chain takes to mint a 10,000-token collection to scattered holders (as
// the demo's Battlecards are held) with mintKoiCollection, and the gas per token. Figures only.
import { createPublicClient, createWalletClient, http, keccak256, toHex, getAddress } from 'viem'
import { deployKoiCollection, MINT_BATCH_SIZE, mintKoiCollection } from '../contracts/deploy.ts'
import { findFreePort } from '../contracts/free-port.ts'
import { startLocalChain } from '../contracts/local-chain.ts'
import { koiChain } from '../src/services/chain/chains.ts'
import { localTestAccounts } from '../src/services/chain/localAccounts.ts'

const TOKENS = Number(process.env.TOKENS ?? 10_000)
const HOLDERS = 2_000

const chain = await startLocalChain({ port: await findFreePort() })
try {
  const viemChain = koiChain(chain)
  const transport = http(chain.rpcUrl)
  const publicClient = createPublicClient({ chain: viemChain, transport })
  const [deployer] = localTestAccounts(1)
  if (!deployer) throw new Error('no test account')
  const wallet = createWalletClient({ account: deployer, chain: viemChain, transport })
  const holders = Array.from({ length: HOLDERS }, (_, index) =>
    getAddress(keccak256(toHex(`holder ${index}`)).slice(0, 42)),
  )
  // whales first, as the seed draws its owners; a fixed stride instead of randomness keeps runs comparable
  const holdings = Array.from({ length: TOKENS }, (_, index) => ({
    tokenId: BigInt(index),
    owner: holders[Math.floor(HOLDERS * (((index * 7919) % TOKENS) / TOKENS) ** 1.7)] ?? deployer.address,
  }))
  const collection = await deployKoiCollection(publicClient, wallet, { name: 'Bench', symbol: 'BNCH', baseURI: 'x/' })
  const firstBlock = await publicClient.getBlockNumber()
  const started = performance.now()
  await mintKoiCollection(publicClient, wallet, collection.address, holdings)
  const ms = performance.now() - started
  let gas = 0n
  for (let block = firstBlock + 1n; block <= (await publicClient.getBlockNumber()); block += 1n)
    gas += (await publicClient.getBlock({ blockNumber: block })).gasUsed
  console.log(
    `minted ${TOKENS} tokens to ${HOLDERS} holders in ${Math.round(ms)} ms ` +
      `(${MINT_BATCH_SIZE} a transaction, ${gas / BigInt(TOKENS)} gas a token)`,
  )
} finally {
  await chain.stop()
}
