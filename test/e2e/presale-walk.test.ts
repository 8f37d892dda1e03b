import type { Page } from 'playwright-core'
import type { EventObject } from 'xstate'
import { createWalletClient, http, publicActions } from 'viem'
import { expect } from 'vitest'
import { presaleAbi } from '../../src/services/chain/abis'
import { devAccount } from './harness/member'
import { describeUiWalk } from './harness/modelWalk'
import { e2eSuite } from './harness/suite'

const suite = e2eSuite()

const PRESALE_STAGE = 2
const NO_SALE = 0

/** The presale's owner (the deployer, Hardhat's first account) sets the stage the path's read answers. */
async function setStage(stage: number): Promise<void> {
  const owner = createWalletClient({ account: devAccount(0), transport: http(suite.stack.rpcUrl) }).extend(
    publicActions,
  )
  const hash = await owner.writeContract({
    address: suite.stack.contracts.presale,
    abi: presaleAbi,
    functionName: 'setStage',
    args: [stage],
    chain: null,
  })
  await owner.waitForTransactionReceipt({ hash })
}

const readOutcome = (event: EventObject | undefined) =>
  event?.type.startsWith('xstate.error.actor.')
    ? 'fails'
    : event?.type.startsWith('xstate.done.actor.')
      ? 'reads'
      : null
const stageOf = (event: EventObject | undefined) =>
  (event as { output?: { stage?: number } } | undefined)?.output?.stage

/**
 * The server reads the contract and answers, the chain cannot be reached (the server answers 503,
 * as it does when its RPC is down), or (when the path ends while the read is under way) the answer
 * is held back, as the read coming next needs.
 */
async function arrangeRead(page: Page, next: EventObject | undefined) {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  const outcome = readOutcome(next)
  const read = (url: URL) => url.pathname === '/api/presale'
  if (outcome === 'fails') {
    await page.route(read, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'presale: the chain could not be reached, try again later' }),
      }),
    )
  } else if (outcome === null) {
    await page.route(read, () => new Promise<void>(() => undefined))
  } else if (stageOf(next) !== undefined) {
    await setStage(stageOf(next) === NO_SALE ? NO_SALE : PRESALE_STAGE)
  }
}

describeUiWalk('presale', () => suite.browser, {
  async start(context, path) {
    const page = await context.newPage()
    await arrangeRead(page, path.steps[1]?.event)
    await page.goto(`${suite.stack.baseUrl}/swaps`)
    return { page, world: null }
  },
  events: {
    // the real read settles by itself; the world was arranged before it started
    'xstate.done.actor.': () => Promise.resolve(),
    'xstate.error.actor.': () => Promise.resolve(),
    'presale.refresh': async ({ page, rest }) => {
      await arrangeRead(page, rest[0])
      await page.getByRole('button', { name: 'Read again' }).click()
    },
  },
  async check({ page, predicted }) {
    if (predicted.hasTag('busy')) {
      await expect.poll(() => page.locator('.koi-presale').textContent()).toBe('Reading the presale…')
      return
    }
    if (predicted.hasTag('readFailed')) {
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('The presale could not be read.')
      return
    }
    const presale = page.getByRole('region', { name: 'Presale' })
    await presale.waitFor()
    const text = await presale.textContent()
    if (predicted.hasTag('saleActive')) {
      expect(text).toContain('Presale')
      expect(text).toContain('0.02 ETH')
    } else {
      expect(text).toContain('No sale')
      expect(text).toContain('no local sale active')
    }
  },
  async finish() {
    await setStage(PRESALE_STAGE)
  },
})
