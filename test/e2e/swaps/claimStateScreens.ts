import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { swapClaimMessages } from '../../../src/machines/swapClaim/messages'
import { expectNoSeriousAxeViolations } from '../harness/axe'
import { signInWithDevWallet } from '../harness/member'
import { screenshot } from '../harness/screens'
import type { E2eSuite } from '../harness/suite'
import { closeToasts } from './closeToasts'
import { claimedMember } from './swapClaimWalk'

/**
 * Closes the toasts the sign-in left (the wallet's notice about WalletConnect) once their animations
 * are over: axe reads a toast still fading in as text of too little contrast.
 */
async function closeSettledToasts(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  await closeToasts(page)
}

/** Hardhat account 2: GCoins in the demo data; pressing Claim with no amount asks nothing of the server. */
const WITH_COINS = 2

/** /swaps with no amount to claim, and inside the claim period, at phone and desktop widths. */
export function describeClaimStateScreens(suite: E2eSuite) {
  describe('swap claim states at 1280 and 390 px', () => {
    it('asks for an amount without asking the server, clears it as the member types, and passes axe', async () => {
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      const asked: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/swaps/claim/signature')) asked.push(request.url())
      })
      await page.goto(`${suite.stack.baseUrl}/swaps`)
      await signInWithDevWallet(page, suite.stack.baseUrl, WITH_COINS)
      const claim = page.getByRole('region', { name: 'Claim' })
      await claim.getByText('Maximum claimable').waitFor({ timeout: 20_000 })
      await claim.getByRole('button', { name: 'Claim', exact: true }).click()

      const missing = claim.getByRole('alert').filter({ hasText: swapClaimMessages.amountMissing })
      await missing.waitFor()
      const amount = claim.getByLabel('Amount (GCoins)')
      expect(await amount.getAttribute('aria-invalid')).toBe('true')
      expect(await claim.getByRole('button', { name: 'Claim', exact: true }).isDisabled()).toBe(true)
      await closeSettledToasts(page)
      await expectNoSeriousAxeViolations(page)
      await screenshot(page, 'swaps-amount-missing-1280')

      await page.setViewportSize({ width: 390, height: 844 })
      await missing.waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await expectNoSeriousAxeViolations(page)
      await screenshot(page, 'swaps-amount-missing-390')

      // typing is a new amount: the message goes and Claim is back
      await amount.fill('12')
      await expect.poll(() => missing.count()).toBe(0)
      expect(await claim.getByRole('button', { name: 'Claim', exact: true }).isEnabled()).toBe(true)
      expect(asked).toEqual([])
      await context.close()
    })

    it('says when the next claim opens, offers Check again that reads the vault again, and passes axe', async () => {
      const account = await claimedMember(suite)
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      await page.goto(`${suite.stack.baseUrl}/swaps`)
      await signInWithDevWallet(page, suite.stack.baseUrl, account)
      const claim = page.getByRole('region', { name: 'Claim' })
      const tooEarly = claim.getByText(/^Too early: your next claim opens on /)
      await tooEarly.waitFor({ timeout: 20_000 })
      const checkAgain = claim.getByRole('button', { name: 'Check again' })
      expect(await claim.getByRole('button', { name: 'Claim', exact: true }).count()).toBe(0)
      await closeSettledToasts(page)
      await expectNoSeriousAxeViolations(page)
      await screenshot(page, 'swaps-too-early-1280')

      await page.setViewportSize({ width: 390, height: 844 })
      await checkAgain.waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await expectNoSeriousAxeViolations(page)
      await screenshot(page, 'swaps-too-early-390')

      // Check again reads the vault's limits again: still inside the period, so still too early
      const read = page.waitForRequest((request) => {
        const body = request.postData() ?? ''
        return new URL(request.url()).origin === new URL(suite.stack.rpcUrl).origin && body.includes('eth_call')
      })
      await checkAgain.click()
      await read
      await tooEarly.waitFor()
      await checkAgain.waitFor()
      await context.close()
    })
  })
}
