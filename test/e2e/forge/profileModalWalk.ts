import type { Page, Route } from 'playwright-core'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { expect } from 'vitest'
import type { ProfileModalContext } from '../../../src/machines/profileModal/machine'
import { profileModalMessages } from '../../../src/machines/profileModal/messages'
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, profileMessages } from '../../../src/machines/profileSave/messages'
import { uploadMessages } from '../../../src/machines/uploadNotices'
import type { MachinePath, PathEvent } from '../../../src/machines/paths/generate'
import { devAccount, openSignedIn } from '../harness/member'
import { liveSummary } from '../harness/liveMachine'
import { describeUiWalk } from '../harness/modelWalk'
import { stopPageClock } from '../harness/pageClock'
import type { E2eSuite } from '../harness/suite'
import { NAMED_MEMBER, arrangeUsernames, availabilityCall } from './usernames'
import { PNG_PICTURE } from './world'

interface World {
  /** The member's picture before the path: an update with a picture replaces it. */
  imageBefore: string | null
}

const profileOf = async (suite: E2eSuite) => {
  const answer = await fetch(`${suite.stack.baseUrl}/api/users/${devAccount(NAMED_MEMBER).address}`)
  expect(answer.ok).toBe(true)
  const { data } = (await answer.json()) as { data: { username: string; biography: string; image: string | null } }
  return data
}

/** The card's starting description: the member's biography, as the samples have it. */
const DESCRIPTION = 'Draws koi'

const cardDialog = (page: Page) => page.getByRole('dialog', { name: 'Artist card' })
const nameField = (page: Page) => cardDialog(page).getByLabel('Name', { exact: true })
const descriptionField = (page: Page) => cardDialog(page).getByLabel('Description')
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first()
const updateCall = (url: URL) => url.pathname === '/api/users/profile'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ProfileModalContext
const updateOf = (snapshot: AnyMachineSnapshot) =>
  (snapshot.value as { open?: { update?: string } }).open?.update ?? null
const errorOf = (event: EventObject) => (event as { error?: { status?: unknown; message?: string } }).error
const outputOf = (event: EventObject) => (event as { output?: unknown }).output
const isAnswer = (event: EventObject) =>
  event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')

/** The call an event answers: the name's availability check, or the update (ended too by the member's cancel). */
function callOf(event: EventObject): 'check' | 'update' | null {
  if (event.type === 'upload.cancel') return 'update'
  if (!isAnswer(event)) return null
  if (event.type.includes('profileModal.open.name.checking')) return 'check'
  if (event.type.includes('profileModal.open.update.')) return 'update'
  return null
}

/** An update from the editor that the path says is refused for want of a session. */
const updatesLoggedOut = (path: MachinePath) =>
  path.steps.some((step) => step.event.type === 'profile.update' && step.event.guards?.isLoggedIn === false)

/** Whether some availability check of the path answers "taken". */
const answersTaken = (path: MachinePath) =>
  path.steps.some((step) => callOf(step.event) === 'check' && outputOf(step.event) === true)

interface Gate {
  event: PathEvent
  opened: Promise<void>
  open: () => void
}

/**
 * Each call the page makes answers at the path's step that answers it, in order: the check's and the
 * update's requests are held until then, so the page's actor passes through every state the path
 * predicts (a check started while an update is on its way answers after it when the path says so).
 * A call with no answer left in the path never answers; an upload the member cancels is ended by the page.
 * (A check the name left before its answer would take the next check's answer: no covering path has one.)
 */
class CallGates {
  private readonly queues = { check: [] as Gate[], update: [] as Gate[] }
  private readonly served = { check: 0, update: 0 }
  private readonly byEvent = new Map<PathEvent, Gate>()

  constructor(path: MachinePath) {
    for (const { event } of path.steps) {
      const call = callOf(event)
      if (!call) continue
      let open: () => void = () => undefined
      const opened = new Promise<void>((resolve) => {
        open = resolve
      })
      const gate = { event, opened, open }
      this.queues[call].push(gate)
      this.byEvent.set(event, gate)
    }
  }

  async install(page: Page) {
    await page.route(availabilityCall, (route) => this.answer('check', route))
    await page.route(updateCall, (route) =>
      route.request().method() === 'PATCH' ? this.answer('update', route) : route.continue(),
    )
  }

  /** The step that answers a call has come: its request answers now (or already has none to wait for). */
  release(event: PathEvent) {
    this.byEvent.get(event)?.open()
  }

  private async answer(call: 'check' | 'update', route: Route) {
    const gate = this.queues[call][this.served[call]++]
    if (!gate) return new Promise<void>(() => undefined)
    await gate.opened
    const { event } = gate
    if (event.type === 'upload.cancel') return new Promise<void>(() => undefined)
    const error = errorOf(event)
    // the server refuses with the path's status and message; a failure without a status is the network's
    if (error && typeof error.status === 'number')
      return route.fulfill({ status: error.status, json: { message: error.message ?? '' } })
    if (error) return route.abort('connectionrefused')
    // success, and the availability check's answer, come from the real server: the world was arranged for it
    return route.continue()
  }
}

const gates = new WeakMap<Page, CallGates>()

/** The snapshot the path predicts after the step now running. */
const predictedAfter = (path: MachinePath, rest: PathEvent[]) =>
  path.steps[path.steps.length - rest.length - 1]?.state.machine

/** The toasts the path's steps raise, in order. */
function expectedToasts(path: MachinePath): string[] {
  const texts: string[] = []
  for (const [index, { event }] of path.steps.entries()) {
    const before = path.steps[index - 1]?.state.machine
    if (event.type === 'image.select' && (event as { mimeType?: string }).mimeType === 'image/gif')
      texts.push(profileModalMessages.imageTypeRefused)
    if (event.type === 'profile.update' && before && updateOf(before) === 'editing') {
      const { name, description } = contextOf(before).fields
      if (name.trim() === '' || description.trim() === '') texts.push(profileModalMessages.allFieldsRequired)
    }
    if (event.guards?.isLoggedIn === false) texts.push(profileModalMessages.notLoggedIn)
    if (event.type === 'upload.cancel') texts.push(uploadMessages.aborted)
    const error = errorOf(event)
    if (callOf(event) === 'update' && error) {
      const upload = event.type.includes('.uploading')
      texts.push(
        typeof error.status !== 'number' && upload
          ? uploadMessages.failed
          : error.message || profileModalMessages.updateFailed,
      )
    }
  }
  return texts
}

/** What the last update the real server took carried: the fields as they were when it was sent. */
function lastSaved(path: MachinePath) {
  let sent: ProfileModalContext['fields'] | null = null
  let saved: { fields: ProfileModalContext['fields']; withImage: boolean } | null = null
  let withImage = false
  for (const [index, step] of path.steps.entries()) {
    const before = path.steps[index - 1]?.state.machine
    const now = updateOf(step.state.machine)
    if ((now === 'updating' || now === 'uploading') && (!before || updateOf(before) !== now)) {
      sent = contextOf(step.state.machine).fields
      withImage = now === 'uploading'
    }
    if (callOf(step.event) === 'update' && step.event.type.startsWith('xstate.done.') && sent)
      saved = { fields: sent, withImage }
  }
  return saved
}

/** The artist card's covering paths on the member's own wallet page. */
export function describeProfileModalWalk(suite: E2eSuite): void {
  describeUiWalk<World>('profileModal', () => suite.browser, {
    async start(context, path) {
      const { address } = devAccount(NAMED_MEMBER)
      // the card opens with the samples' name and description, the member's username and biography
      await arrangeUsernames(suite, { fields: { biography: DESCRIPTION }, contested: answersTaken(path) })
      const page = await context.newPage()
      const callGates = new CallGates(path)
      gates.set(page, callGates)
      await callGates.install(page)
      if (updatesLoggedOut(path)) {
        // connected but not signed: one's own page, with no session behind it
        await page.goto(`${suite.stack.baseUrl}/forge/${address}`)
        await page.getByRole('button', { name: 'Connect wallet' }).click()
        await page.getByRole('button', { name: address, exact: true }).click()
        await page.getByRole('button', { name: 'Sign', exact: true }).waitFor({ timeout: 20_000 })
      } else {
        await openSignedIn(page, suite.stack.baseUrl, `/forge/${address}`, NAMED_MEMBER)
      }
      await page.getByRole('button', { name: 'Artist card' }).waitFor({ timeout: 20_000 })
      // the page settles first (the wallet's code and the owner's tools loaded): once, a click on the
      // card's button made as it appeared reached no actor, and the card stayed closed
      await page.waitForLoadState('networkidle')
      // The page's time stands still from here and moves only when the path says a delay elapses: the
      // member's typing and Update land inside the 1500 ms name check debounce when the path says so.
      await stopPageClock(page)
      return { page, world: { imageBefore: (await profileOf(suite)).image } }
    },
    events: {
      'modal.open': async ({ page, path, rest }) => {
        await page.getByRole('button', { name: 'Artist card' }).click()
        // the card renders with the click; if it does not, the failure says what the page's actor saw
        const shown = await cardDialog(page)
          .waitFor({ state: 'attached', timeout: 10_000 })
          .then(
            () => true,
            () => false,
          )
        if (!shown) throw new Error(`the artist card did not open: ${await liveSummary(page, 'profileModal')}`)
        // the card opens with the fields it keeps as saved: the profile's, or what the last update kept
        const after = predictedAfter(path, rest)
        if (after) await expect.poll(() => nameField(page).inputValue()).toBe(contextOf(after).fields.name)
      },
      'modal.close': async ({ page }) => {
        await page.keyboard.press('Escape')
      },
      'field.change': async ({ page, event }) => {
        await descriptionField(page).fill((event as unknown as { value: string }).value)
      },
      'name.change': async ({ page, event }) => {
        const { value } = event as unknown as { value: string }
        // typing what the field already holds would send no change
        expect(await nameField(page).inputValue(), 'the name the path types differs from the field').not.toBe(value)
        await nameField(page).fill(value)
      },
      'image.select': async ({ page, event }) => {
        const { fileName, mimeType } = event as unknown as { fileName: string; mimeType: string }
        await cardDialog(page)
          .getByLabel('Image (png or jpeg)')
          .setInputFiles({ name: fileName, mimeType, buffer: PNG_PICTURE })
      },
      'profile.update': async ({ page }) => {
        await cardDialog(page).getByRole('button', { name: profileModalMessages.button }).click()
      },
      'upload.cancel': async ({ page, event }) => {
        gates.get(page)?.release(event)
        await cardDialog(page).getByRole('button', { name: 'Cancel upload' }).click()
      },
      'xstate.after.': async ({ page, delayMs }) => {
        await page.clock.runFor(delayMs ?? 0)
      },
      // the held call answers now: the real server, or the failure the path names
      'xstate.done.actor.': ({ page, event }) => Promise.resolve(gates.get(page)?.release(event)),
      'xstate.error.actor.': ({ page, event }) => Promise.resolve(gates.get(page)?.release(event)),
    },
    check: ({ page, predicted, path, world }) => checkCard(page, predicted, path, suite, world),
  })
}

async function checkCard(page: Page, predicted: AnyMachineSnapshot, path: MachinePath, suite: E2eSuite, world: World) {
  // time flows again so the toasts and the reloaded profile reach the page
  await page.clock.resume()
  if (!predicted.matches('open')) {
    await expect.poll(() => cardDialog(page).count()).toBe(0)
    return
  }
  await cardDialog(page).waitFor()
  for (const text of expectedToasts(path)) await toast(page, text).waitFor({ timeout: 10_000 })

  // the card shows the fields the machine holds: what the member typed, else what it keeps as saved
  const { fields } = contextOf(predicted)
  expect(await nameField(page).inputValue()).toBe(fields.name)
  expect(await descriptionField(page).inputValue()).toBe(fields.description)

  // the name's verdict under it, and the field marked refused when taken or of the wrong length
  const status = cardDialog(page).locator('#koi-artist-name-status')
  const refused = predicted.hasTag('usernameTaken') || predicted.hasTag('usernameInvalid')
  const verdict = predicted.hasTag('usernameTaken')
    ? profileMessages.usernameTaken
    : predicted.hasTag('usernameAvailable')
      ? profileMessages.usernameAvailable
      : predicted.hasTag('usernameInvalid')
        ? `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters`
        : ''
  await expect.poll(() => status.textContent()).toBe(verdict)
  expect(await nameField(page).getAttribute('aria-invalid')).toBe(String(refused))

  // Update waits while the update runs or waits for the name; only an upload on its way can be cancelled
  const update = cardDialog(page).getByRole('button', { name: profileModalMessages.button })
  const blocked = predicted.hasTag('busy') || predicted.hasTag('awaitingName')
  expect(await update.isDisabled()).toBe(blocked)
  expect(await cardDialog(page).getByRole('button', { name: 'Cancel upload' }).count()).toBe(
    predicted.hasTag('uploading') ? 1 : 0,
  )

  // what the real server took is the member's profile now
  const saved = lastSaved(path)
  if (saved) {
    const profile = await profileOf(suite)
    expect(profile.username).toBe(saved.fields.name)
    expect(profile.biography).toBe(saved.fields.description)
    // a picture sent is stored as a new upload; none sent leaves the one before
    if (saved.withImage) expect(profile.image).toMatch(/\/uploads\//)
    expect(profile.image === world.imageBefore).toBe(!saved.withImage)
  }
}
