import { parseEther, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { presaleAbi } from '../../src/services/chain/abis/index.ts'
import { isContractAddress } from '../../src/services/chain/contractAddress.ts'
import { isSaleActive, readPresale } from '../../src/services/chain/presale.ts'
import { account, startTestChain, type TestChain } from './chainFixture.ts'

let testChain: TestChain

beforeAll(async () => {
  testChain = await startTestChain({
    presaleStage: 1,
    stagePrices: { whitelist: parseEther('0.05'), presale: parseEther('0.08') },
  })
})

afterAll(async () => {
  await testChain?.chain.stop()
})

const presale = () => testChain.chain.contracts.presale

async function asOwner(call: { functionName: 'setStage'; args: [number] }) {
  const hash = await testChain
    .walletFor(account(testChain, 0))
    .writeContract({ address: presale(), abi: presaleAbi, ...call })
  await testChain.publicClient.waitForTransactionReceipt({ hash })
}

describe('Presale', () => {
  it('reads owner, stage and the price of that stage as deployed', async () => {
    const state = await readPresale(testChain.publicClient, presale())
    expect(state).toEqual({ owner: testChain.chain.deployerAddress, stage: 1, price: parseEther('0.05') })
    expect(isSaleActive(state)).toBe(true)
  })

  it('follows the stage the owner sets', async () => {
    await asOwner({ functionName: 'setStage', args: [2] })
    expect(await readPresale(testChain.publicClient, presale())).toMatchObject({ stage: 2, price: parseEther('0.08') })

    await asOwner({ functionName: 'setStage', args: [0] })
    const closed = await readPresale(testChain.publicClient, presale())
    expect(closed).toMatchObject({ stage: 0, price: 0n })
    expect(isSaleActive(closed)).toBe(false)
  })

  it('lets only the owner change the sale', async () => {
    const stranger = testChain.walletFor(account(testChain, 1))
    await expect(
      stranger.writeContract({ address: presale(), abi: presaleAbi, functionName: 'setStage', args: [1] }),
    ).rejects.toThrow('Presale: caller is not the owner')
    await expect(
      stranger.writeContract({ address: presale(), abi: presaleAbi, functionName: 'setStagePrice', args: [1, 1n] }),
    ).rejects.toThrow('Presale: caller is not the owner')
  })

  it('refuses a stage that does not exist', async () => {
    await expect(asOwner({ functionName: 'setStage', args: [3] })).rejects.toThrow('Presale: unknown stage')
  })
})

describe('isContractAddress', () => {
  it('tells a contract from a wallet and from text that is no address', async () => {
    expect(await isContractAddress(testChain.publicClient, presale())).toBe(true)
    expect(await isContractAddress(testChain.publicClient, account(testChain, 3).address)).toBe(false)
    expect(await isContractAddress(testChain.publicClient, zeroAddress)).toBe(false)
    expect(await isContractAddress(testChain.publicClient, 'battlecards')).toBe(false)
  })
})
