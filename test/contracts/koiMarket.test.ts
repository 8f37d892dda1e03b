import { readFileSync } from 'node:fs'
import {
  decodeErrorResult,
  encodeFunctionData,
  getAddress,
  getContract,
  parseAbi,
  parseEther,
  parseEventLogs,
  zeroAddress,
  type Address,
  type Hash,
  type Hex,
  type LocalAccount,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileSolidity } from '../../contracts/compile.ts'
import { mintKoiCollection } from '../../contracts/deploy.ts'
import { koiCollectionAbi, koiMarketAbi } from '../../src/services/chain/abis/index.ts'
import { account, startTestChain, type TestChain } from './chainFixture.ts'
import { revertError } from './revertError.ts'

// Test-only contracts in test/contracts/solidity, compiled here with the app's compiler settings.
const attackerSource = readFileSync(new URL('./solidity/MarketAttackers.sol', import.meta.url), 'utf8')
const marketErrors = koiMarketAbi.filter((item) => item.type === 'error')
const reentrantBuyerAbi = [
  ...parseAbi([
    'constructor(address market)',
    'function setReentry(bytes call, uint256 value)',
    'function buy(address collection, uint256 tokenId) payable',
  ]),
  ...marketErrors,
]
const contractSellerAbi = [
  ...parseAbi([
    'constructor(address market)',
    'function configure(uint8 onPayment, bytes reentry)',
    'function list(address collection, uint256 tokenId, uint256 price)',
    'function withdrawTo(address to)',
    'event ReentryAttempt(bool succeeded, bytes result)',
  ]),
  ...marketErrors,
]
const ON_PAYMENT = { accept: 0, refuse: 1, burnGas: 2 } as const

let testChain: TestChain
let market: Address
let collection: Address
let attackerBytecode: { ReentrantBuyer: Hex; ContractSeller: Hex }
let nextTokenId = 0n
let deployer: LocalAccount
let seller: LocalAccount
let buyer: LocalAccount
let otherSeller: LocalAccount
let stranger: LocalAccount

beforeAll(async () => {
  // the chain's own `nfts` option deploys the market and the collection the tests trade
  testChain = await startTestChain({
    nfts: {
      collections: [{ name: 'Battlecards', symbol: 'KOIBC', baseURI: 'http://127.0.0.1/metadata/battlecards/' }],
    },
  })
  ;[deployer, seller, buyer, otherSeller, stranger] = [0, 1, 2, 3, 9].map((index) => account(testChain, index)) as [
    LocalAccount,
    LocalAccount,
    LocalAccount,
    LocalAccount,
    LocalAccount,
  ]
  const nfts = testChain.chain.nfts
  if (!nfts?.collections[0]) throw new Error('the local chain deployed no market and collection')
  market = nfts.market.address
  collection = nfts.collections[0].address
  const compiled = compileSolidity({ 'MarketAttackers.sol': { content: attackerSource } })
  const bytecodeOf = (name: string) => {
    const contract = compiled[name]
    if (!contract) throw new Error(`${name} did not compile`)
    return contract.bytecode
  }
  attackerBytecode = { ReentrantBuyer: bytecodeOf('ReentrantBuyer'), ContractSeller: bytecodeOf('ContractSeller') }
})

afterAll(async () => {
  await testChain?.chain.stop()
})

const marketReads = () => getContract({ address: market, abi: koiMarketAbi, client: testChain.publicClient }).read
const collectionReads = () =>
  getContract({ address: collection, abi: koiCollectionAbi, client: testChain.publicClient }).read

async function receiptOf(hash: Hash) {
  const receipt = await testChain.publicClient.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

async function mintTo(owner: Address): Promise<bigint> {
  const tokenId = nextTokenId
  nextTokenId += 1n
  await mintKoiCollection(testChain.publicClient, testChain.walletFor(deployer), collection, [{ tokenId, owner }])
  return tokenId
}

function marketCall(sender: LocalAccount) {
  const wallet = testChain.walletFor(sender)
  return {
    approveAll: (approved = true) =>
      wallet.writeContract({
        address: collection,
        abi: koiCollectionAbi,
        functionName: 'setApprovalForAll',
        args: [market, approved],
      }),
    list: (tokenId: bigint, price: bigint) =>
      wallet.writeContract({
        address: market,
        abi: koiMarketAbi,
        functionName: 'list',
        args: [collection, tokenId, price],
      }),
    cancel: (tokenId: bigint) =>
      wallet.writeContract({ address: market, abi: koiMarketAbi, functionName: 'cancel', args: [collection, tokenId] }),
    buy: (tokenId: bigint, value: bigint) =>
      wallet.writeContract({
        address: market,
        abi: koiMarketAbi,
        functionName: 'buy',
        args: [collection, tokenId],
        value,
      }),
  }
}

/** A token of `owner`'s, minted, approved for the market and listed at `price`. */
async function listedToken(owner: LocalAccount, price: bigint): Promise<bigint> {
  const tokenId = await mintTo(owner.address)
  await receiptOf(await marketCall(owner).approveAll())
  await receiptOf(await marketCall(owner).list(tokenId, price))
  return tokenId
}

/** A transfer outside the market, which leaves a listing of the token stale. */
async function moveToken(from: LocalAccount, to: Address, tokenId: bigint) {
  await receiptOf(
    await testChain.walletFor(from).writeContract({
      address: collection,
      abi: koiCollectionAbi,
      functionName: 'transferFrom',
      args: [from.address, to, tokenId],
    }),
  )
}

/** Ether balances of the accounts, owners of the tokens and the market's listings of them, to compare before and after an attack. */
async function worldOf(accounts: readonly Address[], tokenIds: readonly bigint[]) {
  return {
    balances: await Promise.all(accounts.map((address) => testChain.publicClient.getBalance({ address }))),
    owners: await Promise.all(tokenIds.map((tokenId) => collectionReads().ownerOf([tokenId]))),
    listings: await Promise.all(tokenIds.map((tokenId) => marketReads().listingOf([collection, tokenId]))),
    pending: await Promise.all(accounts.map((address) => marketReads().pendingWithdrawals([address]))),
  }
}

const everyone = () => [seller.address, buyer.address, otherSeller.address, stranger.address, market]

describe('KoiMarket: listing, relisting, cancelling, buying', () => {
  it('lists, changes the price by listing again and cancels, with an event for each', async () => {
    const tokenId = await listedToken(seller, parseEther('0.08'))
    expect(await marketReads().listingOf([collection, tokenId])).toEqual([seller.address, parseEther('0.08')])

    const relisted = await receiptOf(await marketCall(seller).list(tokenId, parseEther('0.1')))
    expect(parseEventLogs({ abi: koiMarketAbi, logs: relisted.logs }).map((log) => [log.eventName, log.args])).toEqual([
      ['Listed', { collection, tokenId, seller: seller.address, price: parseEther('0.1') }],
    ])
    expect(await marketReads().listingOf([collection, tokenId])).toEqual([seller.address, parseEther('0.1')])

    const cancelled = await receiptOf(await marketCall(seller).cancel(tokenId))
    expect(parseEventLogs({ abi: koiMarketAbi, logs: cancelled.logs }).map((log) => [log.eventName, log.args])).toEqual(
      [['ListingCancelled', { collection, tokenId, seller: seller.address }]],
    )
    expect(await marketReads().listingOf([collection, tokenId])).toEqual([zeroAddress, 0n])
    // the token never left its owner
    expect(await collectionReads().ownerOf([tokenId])).toBe(seller.address)
  })

  it('sells: the token moves to the buyer, the seller gets the exact price, the listing is gone', async () => {
    const price = parseEther('0.0823')
    const tokenId = await listedToken(seller, price)
    const before = await worldOf([seller.address, buyer.address, market], [tokenId])

    const receipt = await receiptOf(await marketCall(buyer).buy(tokenId, price))

    const after = await worldOf([seller.address, buyer.address, market], [tokenId])
    expect(after.owners).toEqual([buyer.address])
    expect(after.balances[0]).toBe((before.balances[0] ?? 0n) + price)
    expect(after.balances[1]).toBe((before.balances[1] ?? 0n) - price - receipt.gasUsed * receipt.effectiveGasPrice)
    expect(after.balances[2]).toBe(0n)
    expect(after.listings).toEqual([[zeroAddress, 0n]])
    const events = parseEventLogs({ abi: [...koiMarketAbi, ...koiCollectionAbi], logs: receipt.logs })
    expect(events.map((log) => [log.eventName, log.args])).toEqual([
      ['Sold', { collection, tokenId, buyer: buyer.address, seller: seller.address, price }],
      ['Transfer', { from: seller.address, to: buyer.address, tokenId }],
    ])
  })

  it('refuses a zero price, a token the caller does not own and a token the market may not move', async () => {
    const tokenId = await mintTo(otherSeller.address)
    expect(await revertError(marketCall(otherSeller).list(tokenId, 0n))).toEqual({ name: 'ZeroPrice', args: [] })
    expect(await revertError(marketCall(stranger).list(tokenId, 1n))).toEqual({
      name: 'NotTokenOwner',
      args: [collection, tokenId, stranger.address],
    })
    await receiptOf(await marketCall(otherSeller).approveAll(false))
    expect(await revertError(marketCall(otherSeller).list(tokenId, 1n))).toEqual({
      name: 'MarketNotApproved',
      args: [collection, tokenId],
    })
    expect(await marketReads().listingOf([collection, tokenId])).toEqual([zeroAddress, 0n])
  })

  it("refuses to cancel a listing that does not exist or another member's valid listing", async () => {
    const tokenId = await listedToken(seller, parseEther('1'))
    expect(await revertError(marketCall(stranger).cancel(tokenId))).toEqual({
      name: 'NotSeller',
      args: [collection, tokenId, stranger.address],
    })
    expect(await revertError(marketCall(seller).cancel(tokenId + 1000n))).toEqual({
      name: 'NotListed',
      args: [collection, tokenId + 1000n],
    })
    expect(await marketReads().listingOf([collection, tokenId])).toEqual([seller.address, parseEther('1')])
  })
})

describe('KoiMarket: attacks', () => {
  it('refuses a buy with less or more than the price, and nothing moves', async () => {
    const price = parseEther('0.5')
    const tokenId = await listedToken(seller, price)
    const before = await worldOf(everyone(), [tokenId])
    expect(await revertError(marketCall(buyer).buy(tokenId, price - 1n))).toEqual({
      name: 'WrongPrice',
      args: [price, price - 1n],
    })
    expect(await revertError(marketCall(buyer).buy(tokenId, price + 1n))).toEqual({
      name: 'WrongPrice',
      args: [price, price + 1n],
    })
    expect(await worldOf(everyone(), [tokenId])).toEqual(before)
  })

  it('refuses to sell a token that moved since it was listed, and lets anyone clear that stale listing', async () => {
    const price = parseEther('0.2')
    const tokenId = await listedToken(seller, price)
    await moveToken(seller, otherSeller.address, tokenId)
    const before = await worldOf(everyone(), [tokenId])
    expect(await revertError(marketCall(buyer).buy(tokenId, price))).toEqual({
      name: 'StaleListing',
      args: [collection, tokenId, seller.address],
    })
    expect(await worldOf(everyone(), [tokenId])).toEqual(before)
    expect(before.owners).toEqual([otherSeller.address])

    const cleared = await receiptOf(await marketCall(stranger).cancel(tokenId))
    expect(parseEventLogs({ abi: koiMarketAbi, logs: cleared.logs }).map((log) => [log.eventName, log.args])).toEqual([
      ['ListingCancelled', { collection, tokenId, seller: seller.address }],
    ])
    expect(await marketReads().listingOf([collection, tokenId])).toEqual([zeroAddress, 0n])
  })

  it('refuses a seller buying their own listing, and nothing moves', async () => {
    const price = parseEther('0.3')
    const tokenId = await listedToken(seller, price)
    const before = await worldOf(everyone(), [tokenId])
    expect(await revertError(marketCall(seller).buy(tokenId, price))).toEqual({ name: 'SellerCannotBuy', args: [] })
    expect(await worldOf(everyone(), [tokenId])).toEqual(before)
  })

  it('refuses a buy after the seller revoked the approval, cleanly: the buyer keeps the ether', async () => {
    const price = parseEther('0.4')
    const tokenId = await listedToken(otherSeller, price)
    await receiptOf(await marketCall(otherSeller).approveAll(false))
    const before = await worldOf(everyone(), [tokenId])
    expect(await revertError(marketCall(buyer).buy(tokenId, price))).toEqual({
      name: 'MarketNotApproved',
      args: [collection, tokenId],
    })
    expect(await worldOf(everyone(), [tokenId])).toEqual(before)
    expect(before.owners).toEqual([otherSeller.address])
    await receiptOf(await marketCall(otherSeller).approveAll(true))
  })

  async function deployed(hash: Hash): Promise<Address> {
    const { contractAddress } = await receiptOf(hash)
    if (!contractAddress) throw new Error(`transaction ${hash} deployed no contract`)
    return getAddress(contractAddress)
  }

  /** A buyer contract whose onERC721Received makes the call `reentry` into the market. */
  async function reentrantBuyer(reentry: Hex, reentryValue = 0n): Promise<Address> {
    const wallet = testChain.walletFor(buyer)
    const attacker = await deployed(
      await wallet.deployContract({
        abi: reentrantBuyerAbi,
        bytecode: attackerBytecode.ReentrantBuyer,
        args: [market],
      }),
    )
    await receiptOf(
      await wallet.writeContract({
        address: attacker,
        abi: reentrantBuyerAbi,
        functionName: 'setReentry',
        args: [reentry, reentryValue],
      }),
    )
    return attacker
  }

  function buyThrough(attacker: Address, tokenId: bigint, price: bigint) {
    return testChain.walletFor(buyer).writeContract({
      address: attacker,
      abi: reentrantBuyerAbi,
      functionName: 'buy',
      args: [collection, tokenId],
      value: price,
    })
  }

  it('refuses a buyer whose onERC721Received buys another listing during the sale, and nothing moves', async () => {
    const first = await listedToken(seller, parseEther('0.1'))
    const second = await listedToken(otherSeller, parseEther('0.01'))
    const reentry = encodeFunctionData({ abi: koiMarketAbi, functionName: 'buy', args: [collection, second] })
    const attacker = await reentrantBuyer(reentry, parseEther('0.01'))
    // the contract holds the second price, so only the guard stops the nested buy
    await receiptOf(await testChain.walletFor(buyer).sendTransaction({ to: attacker, value: parseEther('0.01') }))
    const accounts = [...everyone(), attacker]
    const before = await worldOf(accounts, [first, second])

    expect(await revertError(buyThrough(attacker, first, parseEther('0.1')))).toEqual({
      name: 'ReentrancyGuardReentrantCall',
      args: [],
    })
    expect(await worldOf(accounts, [first, second])).toEqual(before)
  })

  it('refuses a buyer whose onERC721Received cancels a listing during the sale, and nothing moves', async () => {
    const tokenId = await listedToken(seller, parseEther('0.1'))
    // a stale listing (its token moved), which anyone may cancel: only the guard refuses it here
    const other = await listedToken(seller, parseEther('0.2'))
    await moveToken(seller, otherSeller.address, other)
    const reentry = encodeFunctionData({ abi: koiMarketAbi, functionName: 'cancel', args: [collection, other] })
    const attacker = await reentrantBuyer(reentry)
    const accounts = [...everyone(), attacker]
    const before = await worldOf(accounts, [tokenId, other])

    expect(await revertError(buyThrough(attacker, tokenId, parseEther('0.1')))).toEqual({
      name: 'ReentrancyGuardReentrantCall',
      args: [],
    })
    expect(await worldOf(accounts, [tokenId, other])).toEqual(before)
  })

  /** A seller contract whose receive() does `onPayment` after making the call `reentry` into the market. */
  async function contractSeller(onPayment: number, reentry: Hex = '0x') {
    const wallet = testChain.walletFor(otherSeller)
    const contractAddress = await deployed(
      await wallet.deployContract({
        abi: contractSellerAbi,
        bytecode: attackerBytecode.ContractSeller,
        args: [market],
      }),
    )
    await receiptOf(
      await wallet.writeContract({
        address: contractAddress,
        abi: contractSellerAbi,
        functionName: 'configure',
        args: [onPayment, reentry],
      }),
    )
    const listAs = async (price: bigint) => {
      const tokenId = await mintTo(contractAddress)
      await receiptOf(
        await wallet.writeContract({
          address: contractAddress,
          abi: contractSellerAbi,
          functionName: 'list',
          args: [collection, tokenId, price],
        }),
      )
      return tokenId
    }
    return { address: contractAddress, listAs }
  }

  it("keeps a seller's receive() from re-entering the market when paid: the sale completes, the re-entry is refused", async () => {
    // the seller's receive tries to cancel its other listing while the market pays it
    const nextId = nextTokenId + 1n
    const reentry = encodeFunctionData({ abi: koiMarketAbi, functionName: 'cancel', args: [collection, nextId] })
    const attacker = await contractSeller(ON_PAYMENT.accept, reentry)
    const price = parseEther('0.25')
    const sold = await attacker.listAs(price)
    const kept = await attacker.listAs(parseEther('9'))
    expect(kept).toBe(nextId)
    const before = await worldOf([attacker.address, market], [sold, kept])

    const receipt = await receiptOf(await marketCall(buyer).buy(sold, price))

    const [attempt] = parseEventLogs({ abi: contractSellerAbi, logs: receipt.logs, eventName: 'ReentryAttempt' })
    expect(attempt?.args.succeeded).toBe(false)
    expect(decodeErrorResult({ abi: koiMarketAbi, data: attempt?.args.result ?? '0x' }).errorName).toBe(
      'ReentrancyGuardReentrantCall',
    )
    const after = await worldOf([attacker.address, market], [sold, kept])
    expect(after.owners).toEqual([buyer.address, attacker.address])
    expect(after.listings).toEqual([[zeroAddress, 0n], before.listings[1]])
    expect(after.balances).toEqual([(before.balances[0] ?? 0n) + price, 0n])
    expect(after.pending).toEqual([0n, 0n])
  })

  for (const [label, onPayment] of [
    ['refuses ether', ON_PAYMENT.refuse],
    ['burns all the gas it is given', ON_PAYMENT.burnGas],
  ] as const) {
    it(`still sells the token of a seller that ${label}, and keeps the payment for the seller to withdraw`, async () => {
      const attacker = await contractSeller(onPayment)
      const price = parseEther('0.15')
      const tokenId = await attacker.listAs(price)

      const receipt = await receiptOf(await marketCall(buyer).buy(tokenId, price))
      expect(parseEventLogs({ abi: koiMarketAbi, logs: receipt.logs }).map((log) => log.eventName)).toEqual([
        'Sold',
        'PaymentDeferred',
      ])
      expect(await collectionReads().ownerOf([tokenId])).toBe(buyer.address)
      expect(await marketReads().pendingWithdrawals([attacker.address])).toBe(price)
      expect(await testChain.publicClient.getBalance({ address: market })).toBe(price)

      // the market stays usable for everyone else
      const other = await listedToken(seller, parseEther('0.01'))
      await receiptOf(await marketCall(buyer).buy(other, parseEther('0.01')))

      const payee = stranger.address
      const payeeBefore = await testChain.publicClient.getBalance({ address: payee })
      const withdraw = () =>
        testChain.walletFor(otherSeller).writeContract({
          address: attacker.address,
          abi: contractSellerAbi,
          functionName: 'withdrawTo',
          args: [payee],
        })
      const withdrawn = await receiptOf(await withdraw())
      expect(
        parseEventLogs({ abi: koiMarketAbi, logs: withdrawn.logs }).map((log) => [log.eventName, log.args]),
      ).toEqual([['Withdrawn', { seller: attacker.address, to: payee, amount: price }]])
      expect(await testChain.publicClient.getBalance({ address: payee })).toBe(payeeBefore + price)
      expect(await testChain.publicClient.getBalance({ address: market })).toBe(0n)
      expect(await revertError(withdraw())).toEqual({ name: 'NothingToWithdraw', args: [] })
    })
  }
})
