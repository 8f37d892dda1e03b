import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { devAccount, openSignedIn } from '../harness/member'
import { describeUiWalk } from '../harness/modelWalk'
import { answerHeldCall } from '../harness/heldCalls'
import { arrangeTaskCall, expectedTaskToast, taskToast } from '../harness/oneShotWalk'
import type { E2eSuite } from '../harness/suite'

/** Demo account #1, ink_traveller, owns four shields, this one among them. */
const MEMBER = 1
const OWNED_SHIELD = 'Card Keeper'

interface ShieldWorld {
  downloads: number
}

const shieldsDialog = (page: Page) => page.getByRole('dialog', { name: 'Koi Shields' })

/** The shield download's covering paths on the member's own wallet page, the file from the real server. */
export function describeShieldDownloadWalk(suite: E2eSuite) {
  describeUiWalk<ShieldWorld>('shieldDownload', () => suite.browser, {
    async start(context, path) {
      const page = await context.newPage()
      const baseUrl = suite.stack.baseUrl
      const { address } = devAccount(MEMBER)
      if (path.steps[1]?.event.guards?.isAllowed === false) {
        // connected, not signed: one's own page still shows one's shields with Download
        await page.goto(`${baseUrl}/forge/${address}`)
        await page.getByRole('button', { name: 'Connect wallet' }).click()
        await page.getByRole('button', { name: address, exact: true }).click()
        await page.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 20_000 })
      } else {
        await openSignedIn(page, baseUrl, `/forge/${address}`, MEMBER)
      }
      await page.getByRole('heading', { name: 'Your Shields', exact: true }).waitFor({ timeout: 20_000 })
      await page.getByRole('button', { name: 'Open shields' }).click()
      await shieldsDialog(page).getByRole('button', { name: OWNED_SHIELD }).click()
      await shieldsDialog(page).getByRole('button', { name: 'Download' }).waitFor()
      const world = { downloads: 0 }
      page.on('download', () => (world.downloads += 1))
      return { page, world }
    },
    events: {
      'task.start': async ({ page, rest }) => {
        await arrangeTaskCall(page, (url) => url.pathname.startsWith('/downloadFile/'), rest[0])
        await shieldsDialog(page).getByRole('button', { name: 'Download' }).click()
      },
      'xstate.done.actor.': ({ page, event }) => answerHeldCall(page, event.type),
      'xstate.error.actor.': ({ page, event }) => answerHeldCall(page, event.type),
    },
    async check({ page, path, world }) {
      const last = path.steps.at(-1)?.event
      const text = expectedTaskToast('shieldDownload', path)
      if (text) await taskToast(page, text)
      // (a signed-out member may see the page's own sign-in prompt; the task itself says nothing)
      else expect(await page.locator('[data-sonner-toast]', { hasText: 'Shield download failed' }).count()).toBe(0)
      // the file arrives when the call answered, and only then
      if (last?.type.startsWith('xstate.done.actor.')) await expect.poll(() => world.downloads).toBe(1)
      else expect(world.downloads).toBe(0)
      expect(await shieldsDialog(page).getByRole('button', { name: 'Download' }).isEnabled()).toBe(true)
    },
  })
}
