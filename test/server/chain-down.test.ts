import { parseEther, type Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainEnvironment, readChainConfig } from '../../server/chain'
import { members } from '../../server/db/schema'
import { swapChainOf } from '../../server/modules/swaps/chain'
import { claimVaultAbi } from '../../src/services/chain/abis'
import { startTestChain, type TestChain } from '../contracts/chainFixture'
import { startCuttableProxy, type CuttableProxy } from './cuttableProxy'
import { linkX, newAccount, startTestServer, type TestServer } from './harness'

interface SignedClaim {
  signature: Hash
  tokenId: string
  amount: string
  deadline: number
}

/**
 * The chain's RPC goes away (a proxy in front of the local node is cut): the pages that do not read
 * the chain go on, the claim's chain calls answer 503 with what failed, nothing is reserved for a
 * signature never given, and the claim works again once the RPC is back.
 */
describe('the chain RPC down', () => {
  let testChain: TestChain
  let rpc: CuttableProxy
  let server: TestServer
  beforeAll(async () => {
    testChain = await startTestChain({ maxClaim: parseEther('1000') })
    rpc = await startCuttableProxy(Number(new URL(testChain.chain.rpcUrl).port))
    const config = readChainConfig({ ...chainEnvironment(testChain.chain), RPC_URL: rpc.url })
    server = await startTestServer('pglite', { chain: swapChainOf(config) })
    // the node closes a connection left idle while the server started: one throwaway read takes it out
    await testChain.publicClient.getBlockNumber().catch(() => undefined)
  })
  afterAll(async () => {
    await server?.close()
    await rpc?.close()
    await testChain?.chain.stop()
  })

  it('keeps the other pages, answers the claim 503 with a message, and claims again once it is back', async () => {
    const member = newAccount()
    await testChain.testClient.setBalance({ address: member.address, value: parseEther('10') })
    await server.database.db.insert(members).values({ account: member.address, coinBalance: 30 })
    await linkX(server, member.address)
    const { cookie } = await server.login(member)
    const usdc = testChain.chain.contracts.tokens.USDC
    const sign = () =>
      server.request<SignedClaim>('GET', `/api/swaps/claim/signature?amount=20&tokenAddress=${usdc}`, { cookie })
    const claimable = async () =>
      (await server.request<{ maxClaimableUsd: number }>('GET', '/api/swaps/max-claimable-usd', { cookie })).body.data
        ?.maxClaimableUsd

    // the presale as the page reads it: from the chain, through the server, for requests together too
    const presale = await Promise.all(
      Array.from({ length: 8 }, () => server.request<{ stage: number; price: string }>('GET', '/api/presale')),
    )
    for (const answer of presale) {
      expect(answer.status, answer.body.message).toBe(200)
      expect(answer.body.data).toMatchObject({ stage: 2, price: parseEther('0.02').toString() })
    }

    await rpc.cut()
    const unread = await server.request('GET', '/api/presale')
    expect(unread.status).toBe(503)
    expect(unread.body).toEqual({ message: 'presale: the chain could not be reached, try again later' })
    for (const path of [
      '/api/collections/battlecards/metadata/',
      '/api/swaps/supported-tokens',
      '/api/swaps/leaderboard?offset=0&limit=10',
      '/api/quests/leaderboard/all?offset=0&limit=10',
    ]) {
      const answer = await server.request('GET', path, { cookie })
      expect(answer.status, `${path}: ${answer.body.message}`).toBe(200)
    }
    const refused = await sign()
    expect(refused.status).toBe(503)
    expect(refused.body).toEqual({ message: 'claim signature: the chain could not be reached, try again later' })
    const unverified = await server.request('GET', `/api/swaps/claim/verify?txHash=0x${'ab'.repeat(32)}`, { cookie })
    expect(unverified.status).toBe(503)
    expect(unverified.body.message).toBe('claim verification: the chain could not be reached, try again later')
    // a signature that was not given reserves nothing
    expect(await claimable()).toBe(30)

    await rpc.restore()
    const signed = await sign()
    expect(signed.status, signed.body.message).toBe(200)
    expect(await claimable()).toBe(10)
    const claim = signed.body.data as SignedClaim
    const hash = await testChain.walletFor(member).writeContract({
      address: testChain.chain.contracts.claimVault,
      abi: claimVaultAbi,
      functionName: 'claim',
      args: [claim.signature, BigInt(claim.tokenId), BigInt(claim.amount), BigInt(claim.deadline)],
    })
    await testChain.publicClient.waitForTransactionReceipt({ hash })
    const verified = await server.request('GET', `/api/swaps/claim/verify?txHash=${hash}`, { cookie })
    expect(verified.status, verified.body.message).toBe(200)
  })
})
