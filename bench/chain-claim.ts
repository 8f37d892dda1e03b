// Prints how long the local chain takes to start and deploy, and the gas one swap claim uses.
// Figures only: nothing here fails on a number.
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { findFreePort } from '../contracts/free-port.ts'
import { startLocalChain } from '../contracts/local-chain.ts'
import { createChainReader, createClaimSigner, DEV_CLAIM_SIGNER_PRIVATE_KEY } from '../server/chain/index.ts'
import { claimVaultAbi } from '../src/services/chain/abis/index.ts'
import { koiChain } from '../src/services/chain/chains.ts'
import { localTestAccounts } from '../src/services/chain/localAccounts.ts'

const started = performance.now()
const chain = await startLocalChain({ port: await findFreePort() })
const readyMs = performance.now() - started

try {
  const viemChain = koiChain(chain)
  const transport = http(chain.rpcUrl)
  const publicClient = createPublicClient({ chain: viemChain, transport })
  const claimer = localTestAccounts(2)[1]
  if (!claimer) throw new Error('no test account')
  const reader = createChainReader(chain)
  const signer = createClaimSigner({
    privateKey: DEV_CLAIM_SIGNER_PRIVATE_KEY,
    chainId: chain.chainId,
    vault: chain.contracts.claimVault,
  })

  const amount = parseEther('25')
  const deadline = (await publicClient.getBlock()).timestamp + 600n
  const signStarted = performance.now()
  const signature = await signer.sign({
    account: claimer.address,
    token: chain.contracts.tokens.APE,
    tokenId: 0n,
    amount,
    nonce: await reader.nonceOf(claimer.address),
    deadline,
  })
  const signMs = performance.now() - signStarted

  const hash = await createWalletClient({ account: claimer, chain: viemChain, transport }).writeContract({
    address: chain.contracts.claimVault,
    abi: claimVaultAbi,
    functionName: 'claim',
    args: [signature, 0n, amount, deadline],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  const verifyStarted = performance.now()
  const check = await reader.verifyClaim(claimer.address, { txHash: hash })
  const verifyMs = performance.now() - verifyStarted

  console.log(`local chain: node started and contracts deployed in ${Math.round(readyMs)} ms`)
  console.log(`claim signature (nonce read + EIP-712 sign): ${Math.round(signMs)} ms`)
  console.log(`first claim gas used: ${receipt.gasUsed} (status ${receipt.status})`)
  console.log(`claim verification by transaction hash: ${Math.round(verifyMs)} ms (verified: ${check.verified})`)
} finally {
  await chain.stop()
}
