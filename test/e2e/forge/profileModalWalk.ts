import type { Page } from 'playwright-core'
import type { EventObject } from 'xstate'
import { expect } from 'vitest'
import { profileModalMessages } from '../../../src/machines/profileModal/messages'
import type { MachinePath, PathEvent } from '../../../src/machines/paths/generate'
import { devAccount, signInWithDevWallet } from '../harness/member'
import { describeUiWalk } from '../harness/modelWalk'
import type { E2eSuite } from '../harness/suite'
import { PNG_PICTURE, setProfile } from './world'

/** A development account of the demo data no other walk of this file edits. */
const MEMBER = 5
/** The card's starting name and description: the member's username and biography. */
const NAME = 'SakuraCard'
const DESCRIPTION = 'Draws koi'

const cardDialog = (page: Page) => page.getByRole('dialog', { name: 'Artist card' })
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first()
const updateCall = (url: URL) => url.pathname === '/api/users/profile'
const valueOf = (event: EventObject) => event as unknown as { field: 'name' | 'description'; value: string }

/** An update from the editor that the path says is refused for want of a session. */
const updatesLoggedOut = (path: MachinePath) =>
  path.steps.some((step) => step.event.type === 'profile.update' && step.event.guards?.isLoggedIn === false)

/** The update call answers by the real server, or fails with the sample's message, as the next step says. */
async function arrangeUpdate(page: Page, next: PathEvent | undefined) {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  if (next === undefined) await page.route(updateCall, () => new Promise<void>(() => undefined))
  else if (next.type.startsWith('xstate.error.actor.')) {
    const message = (next as { error?: { message?: string } }).error?.message ?? ''
    await page.route(updateCall, (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message }) }),
    )
  }
}

/** The warning or error the path's last member step shows, if it shows one. */
function expectedToast(path: MachinePath): string | null {
  const last = path.steps.at(-1)
  const before = path.steps.at(-2)?.state.machine
  if (!last) return null
  const { event } = last
  if (event.type.startsWith('xstate.error.actor.'))
    return (event as { error?: { message?: string } }).error?.message ?? profileModalMessages.updateFailed
  if (event.type === 'image.select' && (event as { mimeType?: string }).mimeType === 'image/gif')
    return profileModalMessages.imageTypeRefused
  if (event.type === 'profile.update' && event.guards?.isLoggedIn === false) return profileModalMessages.notLoggedIn
  if (event.type === 'profile.update' && before && !(before.context as { fields: { name: string } }).fields.name)
    return profileModalMessages.allFieldsRequired
  return null
}

/** The profile edit modal's covering paths on the member's own wallet page (the artist card). */
export function describeProfileModalWalk(suite: E2eSuite): void {
  describeUiWalk<Record<string, never>>('profileModal', () => suite.browser, {
    async start(context, path) {
      const { address } = devAccount(MEMBER)
      await setProfile(suite, MEMBER, { username: NAME, biography: DESCRIPTION })
      const page = await context.newPage()
      if (updatesLoggedOut(path)) {
        // connected but not signed: one's own page, with no session behind it
        await page.goto(`${suite.stack.baseUrl}/forge/${address}`)
        await page.getByRole('button', { name: 'Connect wallet' }).click()
        await page.getByRole('button', { name: address, exact: true }).click()
        await page.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 20_000 })
      } else {
        await signInWithDevWallet(page, suite.stack.baseUrl, MEMBER)
        await page.goto(`${suite.stack.baseUrl}/forge/${address}`)
      }
      await page.getByRole('button', { name: 'Artist card' }).waitFor({ timeout: 20_000 })
      return { page, world: {} }
    },
    events: {
      'modal.open': async ({ page }) => {
        await page.getByRole('button', { name: 'Artist card' }).click()
        await expect.poll(() => cardDialog(page).getByLabel('Name').inputValue()).toBe(NAME)
      },
      'modal.close': async ({ page }) => {
        await page.keyboard.press('Escape')
      },
      'field.change': async ({ page, event }) => {
        const { field, value } = valueOf(event)
        await cardDialog(page)
          .getByLabel(field === 'name' ? 'Name' : 'Description')
          .fill(value)
      },
      'image.select': async ({ page, event }) => {
        const { fileName, mimeType } = event as unknown as { fileName: string; mimeType: string }
        await cardDialog(page)
          .getByLabel('Image (png or jpeg)')
          .setInputFiles({ name: fileName, mimeType, buffer: PNG_PICTURE })
      },
      'profile.update': async ({ page, rest }) => {
        await arrangeUpdate(
          page,
          rest.find((next) => next.type.startsWith('xstate.')),
        )
        await cardDialog(page).getByRole('button', { name: profileModalMessages.button }).click()
      },
      'xstate.done.actor.': () => Promise.resolve(),
      'xstate.error.actor.': () => Promise.resolve(),
    },
    async check({ page, path, predicted }) {
      const open = JSON.stringify(predicted.value) !== '"closed"'
      if (!open) {
        await expect.poll(() => cardDialog(page).count()).toBe(0)
        return
      }
      await cardDialog(page).waitFor()
      const text = expectedToast(path)
      if (text) await toast(page, text).waitFor({ timeout: 10_000 })
      // the card holds what the member typed, else what the profile held
      const typed = (field: 'name' | 'description') =>
        path.steps
          .map((step) => step.event)
          .filter((event) => event.type === 'field.change' && valueOf(event).field === field)
          .map((event) => valueOf(event).value)
          .at(-1)
      expect(await cardDialog(page).getByLabel('Name').inputValue()).toBe(typed('name') ?? NAME)
      expect(await cardDialog(page).getByLabel('Description').inputValue()).toBe(typed('description') ?? DESCRIPTION)
    },
  })
}
