import { describe, expect, it } from 'vitest'
import { LINK_X_TO_REDEEM } from '../../../src/services/api/contract/constants'
import { expectNoSeriousAxeViolations } from '../harness/axe'
import { signInWithDevWallet } from '../harness/member'
import { screenshot } from '../harness/screens'
import { closeToasts } from './closeToasts'
import type { E2eSuite } from '../harness/suite'

/** Hardhat account 2: GCoins in the demo data and no X account linked. */
const WITHOUT_X = 2

/** /swaps when the server will not sign a claim until the member links X, at phone and desktop widths. */
export function describeLinkRequiredScreens(suite: E2eSuite) {
  describe('swap claim without a linked X account', () => {
    it('says to link X, offers Link X, keeps the amount, and passes axe at 1280 and 390 px', async () => {
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      await page.goto(`${suite.stack.baseUrl}/swaps`)
      await signInWithDevWallet(page, suite.stack.baseUrl, WITHOUT_X)
      const claim = page.getByRole('region', { name: 'Claim' })
      await claim.getByText('Maximum claimable').waitFor({ timeout: 20_000 })
      await claim.getByLabel('Amount (GCoins)').fill('12')
      const refused = page.waitForResponse((response) => response.url().includes('/api/swaps/claim/signature'))
      await claim.getByRole('button', { name: 'Claim', exact: true }).click()
      expect((await refused).status()).toBe(403)

      const alert = claim.getByRole('alert')
      await alert.filter({ hasText: LINK_X_TO_REDEEM }).waitFor()
      await alert.getByRole('button', { name: 'Link X' }).waitFor()
      // the amount typed is kept, and no Try again is offered: linking is the way on
      expect(await claim.getByLabel('Amount (GCoins)').inputValue()).toBe('12')
      expect(await claim.getByRole('button', { name: 'Try again' }).count()).toBe(0)
      await expectNoSeriousAxeViolations(page)
      await closeToasts(page)
      await screenshot(page, 'swaps-link-required-1280')

      await page.setViewportSize({ width: 390, height: 844 })
      await alert.getByRole('button', { name: 'Link X' }).waitFor()
      // nothing runs off the side of a phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await expectNoSeriousAxeViolations(page)
      await screenshot(page, 'swaps-link-required-390')

      // a new amount is a new claim: the refusal goes until it is sent
      await claim.getByLabel('Amount (GCoins)').fill('13')
      await expect.poll(() => alert.count()).toBe(0)
      expect(await claim.getByRole('button', { name: 'Claim', exact: true }).isEnabled()).toBe(true)
      await context.close()
    })
  })
}
