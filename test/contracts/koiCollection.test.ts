import { getContract, parseEventLogs, zeroAddress, type Address, type Hash, type Hex, type LocalAccount } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployKoiCollection, mintKoiCollection, type TokenHolding } from '../../contracts/deploy.ts'
import { koiCollectionAbi } from '../../src/services/chain/abis/index.ts'
import { localTestAccounts } from '../../src/services/chain/localAccounts.ts'
import { account, startTestChain, type TestChain } from './chainFixture.ts'
import { revertError } from './revertError.ts'

const BASE_URI = 'http://127.0.0.1:5173/metadata/battlecards/'

let testChain: TestChain
let deployer: LocalAccount
let stranger: LocalAccount

beforeAll(async () => {
  // the chain's `nfts` option deploys one collection with three tokens already minted
  testChain = await startTestChain({
    nfts: {
      collections: [
        {
          name: 'Arena Relics',
          symbol: 'RELIC',
          baseURI: BASE_URI,
          holdings: [0n, 1n, 2n].map((tokenId) => ({
            tokenId,
            owner: localTestAccounts(4)[Number(tokenId) + 1]?.address ?? zeroAddress,
          })),
        },
      ],
    },
  })
  deployer = account(testChain, 0)
  stranger = account(testChain, 9)
})

afterAll(async () => {
  await testChain?.chain.stop()
})

async function newCollection(uriSuffix?: string): Promise<Address> {
  const { address } = await deployKoiCollection(testChain.publicClient, testChain.walletFor(deployer), {
    name: 'Battlecards',
    symbol: 'KOIBC',
    baseURI: BASE_URI,
    uriSuffix,
  })
  return address
}

/** Typed reads of a collection: `reader(collection).ownerOf([id])`. */
function reader(collection: Address) {
  return getContract({ address: collection, abi: koiCollectionAbi, client: testChain.publicClient }).read
}

async function logsOf(hash: Hash) {
  const receipt = await testChain.publicClient.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return parseEventLogs({ abi: koiCollectionAbi, logs: receipt.logs })
}

describe('KoiCollection', () => {
  it("is deployed and minted by the local chain's nfts option", async () => {
    const relics = testChain.chain.nfts?.collections[0]
    if (!relics) throw new Error('the local chain deployed no collection')
    expect(await reader(relics.address).name()).toBe('Arena Relics')
    expect(await reader(relics.address).totalSupply()).toBe(3n)
    expect(await reader(relics.address).ownerOf([2n])).toBe(account(testChain, 3).address)
    expect(await reader(relics.address).owner()).toBe(deployer.address)
    expect(relics.blockNumber).toBeGreaterThan(0n)
  })

  it('mints in batches to scattered holders: owners, balances, supply and one Transfer from zero per token', async () => {
    const collection = await newCollection()
    const holders = [1, 2, 3].map((index) => account(testChain, index).address)
    // ids out of order and holders interleaved, as the demo's owners are
    const holdings: TokenHolding[] = Array.from({ length: 25 }, (_, index) => ({
      tokenId: BigInt((index * 7) % 25),
      owner: holders[index % 3] ?? zeroAddress,
    }))
    const fromBlock = await testChain.publicClient.getBlockNumber()
    await mintKoiCollection(testChain.publicClient, testChain.walletFor(deployer), collection, holdings, 10)

    expect(await reader(collection).totalSupply()).toBe(25n)
    for (const { tokenId, owner } of holdings) expect(await reader(collection).ownerOf([tokenId])).toBe(owner)
    const [first, second] = holders
    if (!first || !second) throw new Error('no holders')
    expect(await reader(collection).balanceOf([first])).toBe(9n)
    expect(await reader(collection).balanceOf([second])).toBe(8n)

    const transfers = await testChain.publicClient.getContractEvents({
      address: collection,
      abi: koiCollectionAbi,
      eventName: 'Transfer',
      fromBlock: fromBlock + 1n,
    })
    expect(transfers).toHaveLength(25)
    expect(transfers.every((log) => log.args.from === zeroAddress)).toBe(true)
    // three batches of at most 10
    expect(new Set(transfers.map((log) => log.blockNumber)).size).toBe(3)
  })

  it('refuses a token minted twice, a batch whose lists differ in length, and any minter but the owner', async () => {
    const collection = await newCollection()
    const wallet = testChain.walletFor(deployer)
    const holder = account(testChain, 1).address
    await mintKoiCollection(testChain.publicClient, wallet, collection, [{ tokenId: 5n, owner: holder }])
    const mint = (sender: LocalAccount, to: Address[], ids: bigint[]) =>
      testChain.walletFor(sender).writeContract({
        address: collection,
        abi: koiCollectionAbi,
        functionName: 'mintBatch',
        args: [to, ids],
      })

    expect(await revertError(mint(deployer, [holder, holder], [6n, 5n]))).toEqual({
      name: 'ERC721InvalidSender',
      args: [zeroAddress],
    })
    expect(await revertError(mint(deployer, [holder], [7n, 8n]))).toEqual({
      name: 'KoiCollectionBatchLengthMismatch',
      args: [1n, 2n],
    })
    expect(await revertError(mint(stranger, [stranger.address], [9n]))).toEqual({
      name: 'OwnableUnauthorizedAccount',
      args: [stranger.address],
    })
    expect(await reader(collection).totalSupply()).toBe(1n)
    expect(await reader(collection).balanceOf([holder])).toBe(1n)
  })

  it('answers tokenURI as base URI + id + suffix, and refuses it for a token that does not exist', async () => {
    const withSuffix = await newCollection()
    const withoutSuffix = await newCollection('')
    const holder = account(testChain, 1).address
    for (const collection of [withSuffix, withoutSuffix])
      await mintKoiCollection(testChain.publicClient, testChain.walletFor(deployer), collection, [
        { tokenId: 9999n, owner: holder },
      ])
    expect(await reader(withSuffix).tokenURI([9999n])).toBe(`${BASE_URI}9999.json`)
    expect(await reader(withoutSuffix).tokenURI([9999n])).toBe(`${BASE_URI}9999`)
    expect(await revertError(reader(withSuffix).tokenURI([1n]))).toEqual({
      name: 'ERC721NonexistentToken',
      args: [1n],
    })
  })

  it('announces a new base URI or suffix with BatchMetadataUpdate over the minted ids', async () => {
    const collection = await newCollection()
    const wallet = testChain.walletFor(deployer)
    const holder = account(testChain, 2).address
    await mintKoiCollection(testChain.publicClient, wallet, collection, [
      { tokenId: 40n, owner: holder },
      { tokenId: 3n, owner: holder },
      { tokenId: 17n, owner: holder },
    ])

    const moved = await logsOf(
      await wallet.writeContract({
        address: collection,
        abi: koiCollectionAbi,
        functionName: 'setBaseURI',
        args: ['https://cdn.example/metadata/battlecards/'],
      }),
    )
    expect(moved.map((log) => [log.eventName, log.args])).toEqual([
      ['BaseURIChanged', { baseURI: 'https://cdn.example/metadata/battlecards/' }],
      ['BatchMetadataUpdate', { _fromTokenId: 3n, _toTokenId: 40n }],
    ])
    expect(await reader(collection).tokenURI([17n])).toBe('https://cdn.example/metadata/battlecards/17.json')

    const resuffixed = await logsOf(
      await wallet.writeContract({
        address: collection,
        abi: koiCollectionAbi,
        functionName: 'setURISuffix',
        args: [''],
      }),
    )
    expect(resuffixed.map((log) => log.eventName)).toEqual(['URISuffixChanged', 'BatchMetadataUpdate'])
    expect(await reader(collection).tokenURI([17n])).toBe('https://cdn.example/metadata/battlecards/17')
  })

  it('names no range when nothing is minted yet', async () => {
    const collection = await newCollection()
    const logs = await logsOf(
      await testChain.walletFor(deployer).writeContract({
        address: collection,
        abi: koiCollectionAbi,
        functionName: 'setBaseURI',
        args: ['https://cdn.example/other/'],
      }),
    )
    expect(logs.map((log) => log.eventName)).toEqual(['BaseURIChanged'])
  })

  it("announces one token's changed metadata with MetadataUpdate, for existing tokens only", async () => {
    const collection = await newCollection()
    const wallet = testChain.walletFor(deployer)
    await mintKoiCollection(testChain.publicClient, wallet, collection, [
      { tokenId: 12n, owner: account(testChain, 3).address },
    ])
    const refresh = (sender: LocalAccount, tokenId: bigint) =>
      testChain.walletFor(sender).writeContract({
        address: collection,
        abi: koiCollectionAbi,
        functionName: 'refreshMetadata',
        args: [tokenId],
      })
    const logs = await logsOf(await refresh(deployer, 12n))
    expect(logs.map((log) => [log.eventName, log.args])).toEqual([['MetadataUpdate', { _tokenId: 12n }]])
    expect(await revertError(refresh(deployer, 13n))).toEqual({ name: 'ERC721NonexistentToken', args: [13n] })
    expect(await revertError(refresh(stranger, 12n))).toEqual({
      name: 'OwnableUnauthorizedAccount',
      args: [stranger.address],
    })
  })

  it('lets only the owner change the metadata address', async () => {
    const collection = await newCollection()
    const change = (functionName: 'setBaseURI' | 'setURISuffix') =>
      testChain.walletFor(stranger).writeContract({
        address: collection,
        abi: koiCollectionAbi,
        functionName,
        args: ['https://elsewhere.example/'],
      })
    for (const functionName of ['setBaseURI', 'setURISuffix'] as const)
      expect(await revertError(change(functionName))).toEqual({
        name: 'OwnableUnauthorizedAccount',
        args: [stranger.address],
      })
  })

  it('reports ERC-165, ERC-721, ERC-721 metadata and ERC-4906, and nothing else', async () => {
    const collection = await newCollection()
    const supports = (id: Hex) => reader(collection).supportsInterface([id])
    expect(await supports('0x01ffc9a7')).toBe(true)
    expect(await supports('0x80ac58cd')).toBe(true)
    expect(await supports('0x5b5e139f')).toBe(true)
    expect(await supports('0x49064906')).toBe(true)
    // ERC721Enumerable is not implemented, and 0xffffffff must be refused by ERC-165's rule
    expect(await supports('0x780e9d63')).toBe(false)
    expect(await supports('0xffffffff')).toBe(false)
  })
})
