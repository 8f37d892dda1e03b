import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, erc721Abi, http, type Address, type Hash } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFreePort } from '../../contracts/free-port'
import { startLocalChain, type LocalChain } from '../../contracts/local-chain'
import { chainEnvironment } from '../../server/chain'
import { koiChain } from '../../src/services/chain/chains'
import { launchBrowser } from './harness/browser'
import { liveStreamOpened } from './harness/liveStream'
import { devAccount } from './harness/member'
import { startMetadataServer, type MetadataServer } from './harness/metadataServer'
import { startStack, type TestStack } from './harness/stack'

// A card moved with a wallet, on the stack's own chain, reaches three open pages with no reload: the
// new owner's Owned tab shows it, the old owner's no longer does, and its item page names the new
// owner and lists the transfer. The collection is an operator's: deployed on the local chain and
// indexed from its address and block alone (INDEXED_COLLECTIONS), the site's default collection.

const SLUG = 'chain-cards'
/** Development-wallet accounts, members of the e2e seed: 'ink_traveller' and 'tide_ronin'. */
const OLD_OWNER = devAccount(1)
const NEW_OWNER = devAccount(3)
/** Moved to a member, then to an address Koi has never seen. */
const MOVED = 1n
const MOVED_TO_STRANGER = 2n
/** Stays with the new owner throughout, so their tab has a card before the transfer. */
const KEPT = 3n

const cardName = (tokenId: bigint) => `Chain Card #${tokenId}`

let chain: LocalChain
let metadata: MetadataServer
let stack: TestStack
let browser: Browser
let collection: Address

const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const answer = await fetch(`${stack.baseUrl}${path}`, init)
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`)
  return ((await answer.json()) as { data: T }).data
}

/** The names of the cards the server lists in an account's Owned tab (the default collection). */
const ownedNames = async (account: string) =>
  (
    await api<{ items: { name: string | null }[] }>(`/api/wallets/account/${account}?limit=50`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl },
      body: JSON.stringify({ tokenAddress: collection }),
    })
  ).items.map((item) => item.name)

/** Waits until the indexer reached the chain's head and read the minted cards' metadata. */
async function indexed(): Promise<void> {
  const deadline = Date.now() + 60_000
  for (;;) {
    // 404 until the indexer has written the collection's row
    const answer = await fetch(`${stack.baseUrl}/api/collections/${SLUG}/indexing`)
    const indexing = answer.ok
      ? ((await answer.json()) as { data: { indexing: { caughtUp: boolean } | null } }).data.indexing
      : null
    const names = indexing?.caughtUp ? await ownedNames(OLD_OWNER.address) : []
    if (names.includes(cardName(MOVED)) && names.includes(cardName(MOVED_TO_STRANGER))) return
    if (Date.now() > deadline) throw new Error(`the collection was not indexed in 60 s: ${JSON.stringify(indexing)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

beforeAll(async () => {
  metadata = await startMetadataServer(cardName)
  // the collection is deployed and minted before the server starts: the indexer backfills it
  chain = await startLocalChain({
    port: await findFreePort(),
    nfts: {
      collections: [
        {
          name: 'Chain Cards',
          symbol: 'CHAIN',
          baseURI: `${metadata.url}/`,
          holdings: [
            { tokenId: MOVED, owner: OLD_OWNER.address },
            { tokenId: MOVED_TO_STRANGER, owner: OLD_OWNER.address },
            { tokenId: KEPT, owner: NEW_OWNER.address },
          ],
        },
      ],
    },
  })
  const deployed = chain.nfts?.collections[0]
  if (!deployed) throw new Error('the collection was not deployed')
  collection = deployed.address
  stack = await startStack({
    ...chainEnvironment(chain),
    INDEXED_COLLECTIONS: JSON.stringify([
      {
        chainId: chain.chainId,
        address: collection,
        deploymentBlock: Number(deployed.blockNumber),
        slug: SLUG,
        name: 'Chain Cards',
      },
    ]),
    // the test's metadata server is on 127.0.0.1, a private address refused to anyone else
    INDEXER_ALLOWED_METADATA_ORIGIN: metadata.url,
    // single mode: the Owned tab shows the default collection
    DEFAULT_TOKEN_ADDRESS: collection,
  })
  await indexed()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
  await chain?.stop()
  await metadata?.close()
})

/** A page in a fresh context (a visitor: chain activity is public), opened once its live stream answered. */
async function openLive(path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const streamOpen = liveStreamOpened(page)
  await page.goto(`${stack.baseUrl}${path}`)
  await streamOpen
  return { context, page }
}

/** A mark on the page's window: still there afterwards means the page was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { koiLiveMark: true }))
const stillMarked = (page: Page) => page.evaluate(() => (window as { koiLiveMark?: boolean }).koiLiveMark === true)

const cardNames = (page: Page) => page.locator('.koi-token__name').allTextContents()

/** What an Owned tab shows: its cards' names, and whether it says the account has none. */
const ownedTab = async (page: Page) => ({
  cards: await cardNames(page),
  empty: (await page.getByRole('heading', { name: 'You have no token yet' }).count()) === 1,
})

/** The Owned tab of an account's profile, with the cards it lists (or its empty state) on screen. */
async function openOwnedTab(account: string) {
  const opened = await openLive(`/forge/${account}?tab=owned`)
  await opened.page.locator('.koi-token, .koi-wallet-empty').first().waitFor()
  return opened
}

/** The owner link of an item page, as an address (the link's target). */
const ownerOf = async (page: Page) => {
  const href = await page.locator('.koi-item-page__summary dd a[href^="/forge/"]').getAttribute('href')
  return href?.slice('/forge/'.length).toLowerCase()
}

/** The item page's transfer rows, newest first: event, from, to and the transaction's full hash. */
const transferRows = (page: Page) =>
  page.locator('.koi-item-transfers tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')
      return {
        event: cells[0],
        from: cells[1],
        to: cells[2],
        hash: row.querySelector('code')?.getAttribute('title') ?? null,
        linked: row.querySelector('a') !== null,
      }
    }),
  )

/** The item page's shortened addresses (six characters each side). */
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`

/** Sends the card from its owner's wallet with safeTransferFrom and waits for the receipt. */
async function transfer(from: typeof OLD_OWNER, to: Address, tokenId: bigint): Promise<{ hash: Hash; at: number }> {
  const viemChain = koiChain({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })
  const wallet = createWalletClient({ account: from, chain: viemChain, transport: http(chain.rpcUrl) })
  const hash = await wallet.writeContract({
    address: collection,
    abi: erc721Abi,
    functionName: 'safeTransferFrom',
    args: [from.address, to, tokenId],
  })
  const publicClient = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`the transfer of #${tokenId} reverted`)
  return { hash, at: performance.now() }
}

/** Polls until `check` passes and answers the milliseconds since `since` (printed, never asserted). */
async function seenAfter(since: number, check: () => Promise<void>): Promise<number> {
  await check()
  return Math.round(performance.now() - since)
}

describe('a card transferred with a wallet, on three open pages', () => {
  it('moves from the old owner’s Owned tab to the new owner’s, and the item page shows the new owner and the transfer', async () => {
    const oldOwner = await openOwnedTab(OLD_OWNER.address)
    const newOwner = await openOwnedTab(NEW_OWNER.address)
    const item = await openLive(`/collection/${SLUG}/${MOVED}`)
    await item.page.locator('.koi-item-transfers').waitFor()

    expect(await cardNames(oldOwner.page)).toContain(cardName(MOVED))
    expect(await cardNames(newOwner.page)).toEqual([cardName(KEPT)])
    expect(await ownerOf(item.page)).toBe(OLD_OWNER.address.toLowerCase())
    expect(await transferRows(item.page)).toEqual([
      expect.objectContaining({ event: 'Mint', to: short(OLD_OWNER.address) }),
    ])
    for (const { page } of [oldOwner, newOwner, item]) await markPage(page)

    const sent = await transfer(OLD_OWNER, NEW_OWNER.address, MOVED)
    const [toNewOwner, fromOldOwner, onItem] = await Promise.all([
      seenAfter(sent.at, () => expect.poll(() => cardNames(newOwner.page)).toEqual([cardName(MOVED), cardName(KEPT)])),
      seenAfter(sent.at, () => expect.poll(() => cardNames(oldOwner.page)).toEqual([cardName(MOVED_TO_STRANGER)])),
      seenAfter(sent.at, async () => {
        await expect.poll(() => ownerOf(item.page)).toBe(NEW_OWNER.address.toLowerCase())
        await expect
          .poll(() => transferRows(item.page))
          .toEqual([
            {
              event: 'Transfer',
              from: short(OLD_OWNER.address),
              to: short(NEW_OWNER.address),
              hash: sent.hash,
              linked: false,
            },
            expect.objectContaining({ event: 'Mint', to: short(OLD_OWNER.address) }),
          ])
      }),
    ])
    console.info(
      `chain transfer seen after its receipt: new owner's Owned tab ${toNewOwner} ms, old owner's ${fromOldOwner} ms, item page ${onItem} ms`,
    )
    for (const { page } of [oldOwner, newOwner, item]) expect(await stillMarked(page)).toBe(true)
    for (const { context } of [oldOwner, newOwner, item]) await context.close()
  })

  it('shows the card on the profile of an address that is not a member, which had nothing before', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    const strangerPage = await openOwnedTab(stranger)
    // the profile of an address Koi does not know: its shortened address, and the empty Owned tab
    await strangerPage.page.getByRole('heading', { level: 2, name: 'You have no token yet' }).waitFor()
    await strangerPage.page
      .getByText(`${stranger.slice(0, 7)}…${stranger.slice(-7)}`)
      .first()
      .waitFor()
    const held = await ownedNames(OLD_OWNER.address)
    expect(held).toContain(cardName(MOVED_TO_STRANGER))
    const oldOwner = await openOwnedTab(OLD_OWNER.address)
    // (polled: a page kept through the last test's transfer is sent while it is drawn again, and
    // the browser reads the owner's cards afresh as it takes the page over)
    await expect.poll(() => ownedTab(oldOwner.page)).toEqual({ cards: held, empty: false })
    for (const { page } of [strangerPage, oldOwner]) await markPage(page)

    const sent = await transfer(OLD_OWNER, stranger, MOVED_TO_STRANGER)
    const left = held.filter((name) => name !== cardName(MOVED_TO_STRANGER))
    const [toStranger, fromOldOwner] = await Promise.all([
      seenAfter(sent.at, () =>
        expect.poll(() => ownedTab(strangerPage.page)).toEqual({ cards: [cardName(MOVED_TO_STRANGER)], empty: false }),
      ),
      seenAfter(sent.at, () =>
        expect.poll(() => ownedTab(oldOwner.page)).toEqual({ cards: left, empty: left.length === 0 }),
      ),
    ])
    console.info(
      `chain transfer to a new address seen after its receipt: its Owned tab ${toStranger} ms, the old owner's ${fromOldOwner} ms`,
    )
    expect(await ownedNames(stranger)).toEqual([cardName(MOVED_TO_STRANGER)])
    for (const { page } of [strangerPage, oldOwner]) expect(await stillMarked(page)).toBe(true)
    for (const { context } of [strangerPage, oldOwner]) await context.close()
  })
})
