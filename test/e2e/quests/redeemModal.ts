import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '../harness/axe'
import { devAccount } from '../harness/member'
import { screenshot } from '../harness/screens'
import type { E2eSuite } from '../harness/suite'
import { memberOverHttp, unlinkAllOverHttp } from './socialWorld'

/** A development account with no X account linked in the demo data. */
const MEMBER = 4
const HANDLE = 'redeem_koi'

const redeem = (page: Page) => page.getByRole('dialog', { name: 'Redeem GCoins' })
const need = (page: Page, name: string) =>
  redeem(page).getByRole('list', { name: 'What redeeming needs' }).getByRole('listitem').filter({ hasText: name })

/** The navbar's coin balance names itself with the full figure (the shell's, reported there). */
async function expectNoSeriousAxeViolations(page: Page) {
  expect((await axeViolations(page)).filter((line) => !line.includes('.koi-coin-balance'))).toEqual([])
}

export function describeRedeemModal(suite: E2eSuite): void {
  describe('the redeem modal in Chromium', () => {
    it('shows the GCoins, the USD maximum and the supported tokens, links X on the way, and leads to the claim on /swaps', async () => {
      const base = suite.stack.baseUrl
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      await page.goto(`${base}/quests?modal=redeem`)
      await redeem(page).getByText('Sign in to see your GCoins').waitFor()
      const figures = await page.evaluate(async () => {
        const read = async (path: string) => ((await (await fetch(path)).json()) as { data: unknown }).data
        return {
          maximum: (await read('/api/swaps/max-claimable-usd')) as { maxClaimableUsd: number },
          tokens: (await read('/api/swaps/supported-tokens')) as { name: string; symbol: string }[],
        }
      })
      const dollars = figures.maximum.maxClaimableUsd.toLocaleString('en-US', { style: 'currency', currency: 'USD' })
      await redeem(page).getByText(dollars, { exact: true }).waitFor()
      const listed = await redeem(page)
        .getByRole('list', { name: 'Supported tokens' })
        .getByRole('listitem')
        .allTextContents()
      expect(listed).toEqual(figures.tokens.map((token) => `${token.name} ${token.symbol}`))
      expect(figures.tokens.length).toBeGreaterThan(1)
      await expectNoSeriousAxeViolations(page)
      await screenshot(page, 'quests-redeem-visitor-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await expectNoSeriousAxeViolations(page)
      await screenshot(page, 'quests-redeem-visitor-390')
      await page.setViewportSize({ width: 1280, height: 900 })

      // signed in without X: the balance, and Link X through the X sign-in back to the modal
      await unlinkAllOverHttp(await memberOverHttp(base, MEMBER))
      const member = devAccount(MEMBER).address
      // the modal's own actions: Connect wallet, then Sign
      await need(page, 'Your wallet, signed in').getByRole('button', { name: 'Connect wallet' }).click()
      await page.getByRole('button', { name: member, exact: true }).click()
      await need(page, 'Your wallet, signed in').getByRole('button', { name: 'Sign', exact: true }).click()
      await need(page, 'Your wallet, signed in').getByText('Done').waitFor({ timeout: 20_000 })
      // the member's balance as the server has it once signed in (the sign-in itself can change it):
      // the modal shows it, read again after the sign-in
      const balance = () =>
        page.evaluate(async (account) => {
          const answer = await fetch(`/api/users/${account}`)
          return ((await answer.json()) as { data: { metadata: { currentCoinBalance: number } } }).data.metadata
            .currentCoinBalance
        }, member)
      const asShown = (coins: number) =>
        (Math.round(coins * 100) / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })
      await expect
        .poll(
          async () => {
            const shown = await redeem(page).locator('dd').first().textContent()
            const held = asShown(await balance())
            return shown === held ? 'the server’s balance' : `${shown}, where the server has ${held}`
          },
          { timeout: 10_000 },
        )
        .toBe('the server’s balance')
      await need(page, 'Your X account, linked').getByRole('button', { name: 'Link X' }).click()
      await page.getByRole('heading', { name: 'Sign in to X' }).waitFor()
      await page.getByLabel('Handle').fill(HANDLE)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByText('Account linked successfully').first().waitFor({ timeout: 20_000 })
      await need(page, 'Your X account, linked').getByText(`Linked as ${HANDLE}`).waitFor({ timeout: 20_000 })
      expect(new URL(page.url()).searchParams.get('modal')).toBe('redeem')
      expect(await need(page, 'Your X account, linked').getByRole('button', { name: 'Link X' }).count()).toBe(0)
      await screenshot(page, 'quests-redeem-linked-1280')
      await page.setViewportSize({ width: 390, height: 844 })
      await expectNoSeriousAxeViolations(page)
      await screenshot(page, 'quests-redeem-linked-390')
      await page.setViewportSize({ width: 1280, height: 900 })

      await redeem(page).getByRole('link', { name: 'Claim on Swaps' }).click()
      await page.waitForURL(`${base}/swaps`)
      await page.getByRole('heading', { name: 'Supported tokens' }).waitFor()
      await unlinkAllOverHttp(await memberOverHttp(base, MEMBER))
      await context.close()
    })
  })
}
