// The demo's NFT history, replayed on the local chain: the market and the five collections deployed
// by the demo deployer, every token minted to its first owner, every sale a real `list` + `buy`, and
// the open listings, each in a block stamped with (about) the time the generated data gives it.
// The same data and `now` give the same transactions in the same blocks at the same timestamps.
import {
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  numberToHex,
  parseEther,
  type Address,
  type Hex,
} from 'viem'
import { demoFunderAbi, koiCollectionAbi, koiMarketAbi } from '../src/services/chain/abis/index.ts'
import { hardhatDevAccounts, placeholderContract, ZERO_ADDRESS } from '../server/seed/data/accounts.ts'
import {
  DEMO_DEPLOYER,
  DEMO_MARKET_ADDRESS,
  demoCollectionAddress,
  demoCollectionNonce,
} from '../server/seed/data/deployment.ts'
import type { Collection, DemoData } from '../server/seed/data/types.ts'
import { contractBytecode } from './bytecode.ts'
import { MINT_BATCH_SIZE } from './deploy.ts'

/** What the replay needs of the generated demo. */
export interface DemoHistoryData extends Pick<DemoData, 'sales' | 'transfers' | 'listings'> {
  collections: readonly Pick<Collection, 'slug' | 'name' | 'symbol' | 'tokenAddress'>[]
}

export interface HistoryTransaction {
  from: Address
  to?: Address
  data: Hex
  value?: bigint
  gas: bigint
}

export interface HistoryBlock {
  /** seconds since the epoch */
  timestamp: number
  transactions: HistoryTransaction[]
}

export interface HistoryPlan {
  /** the chain's genesis time (Hardhat's `initialDate`): a day before the first block */
  initialDate: Date
  blocks: HistoryBlock[]
  /** every account that sends a transaction and has no key on the node: each is impersonated */
  senders: Address[]
  /** the block numbers (on a chain whose block 0 is the genesis) of the market's and each collection's deployment */
  deployments: DemoDeploymentBlocks
  /** the leading blocks that fund the senders and deploy the market and the collections */
  setupBlocks: number
  /** the account that pays every sender's ether, and how much it needs */
  funder: Address
  funds: bigint
}

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** Gas limits given rather than estimated (an estimate runs each transaction twice), above what each uses. */
const GAS = {
  deploy: 6_000_000n,
  mintPerToken: 55_000n,
  mintBase: 100_000n,
  approve: 80_000n,
  list: 120_000n,
  buy: 160_000n,
}
/** What one block's transactions may ask for in all: under Hardhat's 30M block gas limit. */
const BLOCK_GAS_BUDGET = 29_000_000n
/** What each sender is given before the history: far above the demo's prices and the gas they pay. */
const SENDER_FUNDS = parseEther('100000')
/**
 * The account that funds the senders, through a DemoFunder contract it deploys first, which pays
 * hundreds of them in one transaction: `hardhat_setBalance` costs about 10 ms a call (it commits the
 * state), and a plain transfer each was a quarter of the replay's 25,000 transactions. The
 * development accounts keep Hardhat's own balance; the deployer's nonces stay its deployments'.
 */
const DEMO_FUNDER: Address = placeholderContract('demo-funder')
const DEMO_FUNDER_CONTRACT: Address = getContractAddress({ from: DEMO_FUNDER, nonce: 0n })
/** Senders paid by one `fund` call, and its gas: a value call creating an account costs about 37,000. */
const FUNDED_PER_CALL = 700
const FUND_GAS = { base: 60_000n, perRecipient: 40_000n }

export interface DeploymentBlock {
  address: Address
  blockNumber: number
}

export interface DemoDeploymentBlocks {
  market: DeploymentBlock
  collections: (DeploymentBlock & { slug: string })[]
}

/** The plan's deployment blocks on a chain where `blocksBefore` blocks were mined after the genesis, before the plan's first. */
export function deploymentsAfter(deployments: DemoDeploymentBlocks, blocksBefore: number): DemoDeploymentBlocks {
  return {
    market: { ...deployments.market, blockNumber: deployments.market.blockNumber + blocksBefore },
    collections: deployments.collections.map((collection) => ({
      ...collection,
      blockNumber: collection.blockNumber + blocksBefore,
    })),
  }
}

interface Action {
  /** ms since the epoch */
  time: number
  /** mints before sales before listings at one instant */
  order: number
  transactions: HistoryTransaction[]
}

/** The transactions of the demo history, block by block. `tokenBaseUri(slug)` is each collection's tokenURI prefix. */
export function demoHistoryPlan(data: DemoHistoryData, tokenBaseUri: (slug: string) => string): HistoryPlan {
  // deployed in the order of their nonces, so each lands at the address the seed gives it
  const collections = [...data.collections].sort((a, b) => demoCollectionNonce(a.slug) - demoCollectionNonce(b.slug))
  const slugOf = new Map(data.collections.map((collection) => [collection.tokenAddress, collection.slug]))
  const addressOf = (tokenAddress: string) => {
    const slug = slugOf.get(tokenAddress as Address)
    if (!slug) throw new Error(`no demo collection at ${tokenAddress}`)
    return demoCollectionAddress(slug)
  }
  const actions: Action[] = []

  // mints: one action per collection and day, at its first mint, in batches of MINT_BATCH_SIZE
  const mintDays = new Map<string, { time: number; collection: Address; to: Address[]; ids: bigint[] }>()
  for (const transfer of data.transfers) {
    if (transfer.from !== ZERO_ADDRESS) continue
    const time = Date.parse(transfer.transferredAt)
    const key = `${transfer.tokenAddress}:${Math.floor(time / DAY_MS)}`
    const day = mintDays.get(key) ?? { time, collection: addressOf(transfer.tokenAddress), to: [], ids: [] }
    day.time = Math.min(day.time, time)
    day.to.push(transfer.to)
    day.ids.push(BigInt(transfer.tokenId))
    mintDays.set(key, day)
  }
  for (const day of mintDays.values()) {
    const transactions: HistoryTransaction[] = []
    for (let first = 0; first < day.ids.length; first += MINT_BATCH_SIZE) {
      const ids = day.ids.slice(first, first + MINT_BATCH_SIZE)
      transactions.push({
        from: DEMO_DEPLOYER,
        to: day.collection,
        data: encodeFunctionData({
          abi: koiCollectionAbi,
          functionName: 'mintBatch',
          args: [day.to.slice(first, first + MINT_BATCH_SIZE), ids],
        }),
        gas: GAS.mintBase + GAS.mintPerToken * BigInt(ids.length),
      })
    }
    actions.push({ time: day.time, order: 0, transactions })
  }

  // sales and open listings; a seller approves the market once per collection, before its first listing
  const approved = new Set<string>()
  const listing = (seller: Address, collection: Address, tokenId: string, price: number) => {
    const transactions: HistoryTransaction[] = []
    if (!approved.has(`${seller}:${collection}`)) {
      approved.add(`${seller}:${collection}`)
      transactions.push({
        from: seller,
        to: collection,
        data: encodeFunctionData({
          abi: koiCollectionAbi,
          functionName: 'setApprovalForAll',
          args: [DEMO_MARKET_ADDRESS, true],
        }),
        gas: GAS.approve,
      })
    }
    transactions.push({
      from: seller,
      to: DEMO_MARKET_ADDRESS,
      data: encodeFunctionData({
        abi: koiMarketAbi,
        functionName: 'list',
        args: [collection, BigInt(tokenId), parseEther(String(price))],
      }),
      gas: GAS.list,
    })
    return transactions
  }
  // approvals are decided in time order, so the events are sorted before their transactions are built
  const events = [
    ...data.sales.map((sale) => ({ time: Date.parse(sale.soldAt), order: 1, sale, open: undefined })),
    ...data.listings.map((open) => ({ time: Date.parse(open.listedAt), order: 2, sale: undefined, open })),
  ].sort((a, b) => a.time - b.time || a.order - b.order)
  for (const event of events) {
    if (event.sale) {
      const { sale } = event
      const collection = addressOf(sale.tokenAddress)
      actions.push({
        time: event.time,
        order: 1,
        transactions: [
          ...listing(sale.seller, collection, sale.tokenId, sale.price),
          {
            from: sale.buyer,
            to: DEMO_MARKET_ADDRESS,
            data: encodeFunctionData({
              abi: koiMarketAbi,
              functionName: 'buy',
              args: [collection, BigInt(sale.tokenId)],
            }),
            value: parseEther(String(sale.price)),
            gas: GAS.buy,
          },
        ],
      })
    } else if (event.open) {
      const { open } = event
      actions.push({
        time: event.time,
        order: 2,
        transactions: listing(open.seller, addressOf(open.tokenAddress), open.tokenId, open.price),
      })
    }
  }
  actions.sort((a, b) => a.time - b.time || a.order - b.order)

  const firstTime = actions[0]?.time ?? Date.now()
  const deployedAt = Math.floor(firstTime / 1000) - 3600
  const developers = new Set<Address>(hardhatDevAccounts())
  const actionSenders = new Set<Address>([DEMO_DEPLOYER])
  for (const action of actions) for (const transaction of action.transactions) actionSenders.add(transaction.from)
  const funded = [...actionSenders].filter((sender) => !developers.has(sender))
  // the funder's contract, then one block per `fund` call (each near a block's gas)
  const fundingCalls = Math.ceil(funded.length / FUNDED_PER_CALL)
  const blocks: HistoryBlock[] = [
    {
      timestamp: deployedAt - fundingCalls - 1,
      transactions: [
        {
          from: DEMO_FUNDER,
          data: encodeDeployData({ abi: demoFunderAbi, bytecode: contractBytecode('DemoFunder') }),
          gas: GAS.deploy,
        },
      ],
    },
    ...Array.from({ length: fundingCalls }, (_, index) => {
      const recipients = funded.slice(index * FUNDED_PER_CALL, (index + 1) * FUNDED_PER_CALL)
      return {
        timestamp: deployedAt - fundingCalls + index,
        transactions: [
          {
            from: DEMO_FUNDER,
            to: DEMO_FUNDER_CONTRACT,
            data: encodeFunctionData({ abi: demoFunderAbi, functionName: 'fund', args: [recipients] }),
            value: SENDER_FUNDS * BigInt(recipients.length),
            gas: FUND_GAS.base + FUND_GAS.perRecipient * BigInt(recipients.length),
          },
        ],
      }
    }),
  ]
  blocks.push(
    {
      timestamp: deployedAt,
      transactions: [
        {
          from: DEMO_DEPLOYER,
          data: encodeDeployData({ abi: koiMarketAbi, bytecode: contractBytecode('KoiMarket') }),
          gas: GAS.deploy,
        },
      ],
    },
    // one deployment a block: each is a fifth of the block's gas
    ...collections.map((collection, index) => ({
      timestamp: deployedAt + 1 + index,
      transactions: [
        {
          from: DEMO_DEPLOYER,
          data: encodeDeployData({
            abi: koiCollectionAbi,
            bytecode: contractBytecode('KoiCollection'),
            args: [collection.name, collection.symbol, tokenBaseUri(collection.slug), '.json', DEMO_DEPLOYER],
          }),
          gas: GAS.deploy,
        },
      ],
    })),
  )
  // the history's trades follow the funding and the deployments
  const setupBlocks = blocks.length
  // one block an hour at most, at its first event; more when the hour's gas does not fit one
  let hour = Number.NaN
  let gas = 0n
  for (const action of actions) {
    const previous = blocks[blocks.length - 1]
    const actionGas = action.transactions.reduce((sum, transaction) => sum + transaction.gas, 0n)
    const actionHour = Math.floor(action.time / HOUR_MS)
    if (previous && actionHour === hour && gas + actionGas <= BLOCK_GAS_BUDGET) {
      previous.transactions.push(...action.transactions)
      gas += actionGas
      continue
    }
    hour = actionHour
    gas = actionGas
    blocks.push({
      timestamp: Math.max((previous?.timestamp ?? 0) + 1, Math.floor(action.time / 1000)),
      transactions: [...action.transactions],
    })
  }
  return {
    initialDate: new Date((deployedAt - 86_400) * 1000),
    blocks,
    senders: [DEMO_FUNDER, ...[...actionSenders].filter((sender) => !developers.has(sender))],
    // genesis is block 0, then the funder's contract and its calls
    deployments: {
      market: { address: DEMO_MARKET_ADDRESS, blockNumber: fundingCalls + 2 },
      collections: collections.map((collection, index) => ({
        slug: collection.slug,
        address: demoCollectionAddress(collection.slug),
        blockNumber: fundingCalls + 3 + index,
      })),
    },
    setupBlocks,
    funder: DEMO_FUNDER,
    funds: SENDER_FUNDS * BigInt(funded.length + 1),
  }
}

/** The genesis time of the chain that replays `data` (Hardhat's `initialDate`, before the node starts). */
export function demoChainInitialDate(data: DemoHistoryData): Date {
  return demoHistoryPlan(data, () => '').initialDate
}

interface RpcRequest {
  method: string
  params: unknown[]
}

/** Sends `requests` to the node in order, each answered before the next is sent. */
export type RpcSender = (request: RpcRequest) => Promise<unknown>

export function httpRpcSender(rpcUrl: string): RpcSender {
  let id = 0
  return async ({ method, params }) => {
    id += 1
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message}`)
    return body.result
  }
}

/**
 * Replays the plan on a Hardhat node that started at `plan.initialDate` (or any node whose head is
 * older than the plan's first block): automining is off while each block's transactions are queued
 * (in order: the mempool is FIFO) and mined at its timestamp. Nonces are counted here, from each
 * sender's count when first seen, so queued transactions never wait on the node's pending state.
 * `onDeployed` runs once the market and the collections are on the chain, before the history's
 * trades: from then on an indexer can follow the replay.
 */
export async function replayDemoHistory(
  send: RpcSender,
  plan: HistoryPlan,
  { onDeployed }: { onDeployed?: () => void } = {},
): Promise<void> {
  for (const sender of plan.senders) await send({ method: 'hardhat_impersonateAccount', params: [sender] })
  await send({ method: 'hardhat_setBalance', params: [plan.funder, numberToHex(plan.funds)] })
  const nonces = new Map<Address, number>()
  await send({ method: 'evm_setAutomine', params: [false] })
  try {
    for (const [index, block] of plan.blocks.entries()) {
      if (index === plan.setupBlocks) onDeployed?.()
      for (const transaction of block.transactions) {
        const nonce =
          nonces.get(transaction.from) ??
          Number(await send({ method: 'eth_getTransactionCount', params: [transaction.from, 'latest'] }))
        nonces.set(transaction.from, nonce + 1)
        await send({
          method: 'eth_sendTransaction',
          params: [
            {
              from: transaction.from,
              to: transaction.to,
              data: transaction.data,
              value: numberToHex(transaction.value ?? 0n),
              gas: numberToHex(transaction.gas),
              nonce: numberToHex(nonce),
            },
          ],
        })
      }
      await send({ method: 'evm_mine', params: [block.timestamp] })
    }
    if (plan.blocks.length <= plan.setupBlocks) onDeployed?.()
  } finally {
    await send({ method: 'evm_setAutomine', params: [true] })
  }
  for (const sender of plan.senders) await send({ method: 'hardhat_stopImpersonatingAccount', params: [sender] })
}
