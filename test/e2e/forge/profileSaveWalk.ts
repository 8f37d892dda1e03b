import type { Page, Route } from 'playwright-core'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { expect } from 'vitest'
import type { MachinePath } from '../../../src/machines/paths/generate'
import { devAccount, openSignedIn } from '../harness/member'
import { describeUiWalk } from '../harness/modelWalk'
import { stopPageClock } from '../harness/pageClock'
import type { E2eSuite } from '../harness/suite'
import { CURRENT_USERNAME, NAMED_MEMBER, arrangeUsernames, availabilityCall } from './usernames'
import { PNG_PICTURE } from './world'

/** Longer than the server's 200 characters: the real server refuses the save with its message. */
const REFUSED_LOCATION = `https://koi.example/${'x'.repeat(200)}`

interface World {
  loggedIn: boolean
}

const valueOf = (snapshot: { value: unknown }) => snapshot.value as { username: string; save: string }
const isCheck = (event: EventObject) => event.type.includes('profileSave.username.checking')
/** The save's answer, with or without a picture (the `uploading` state sends one). */
const isSave = (event: EventObject) =>
  event.type.includes('profileSave.save.saving') || event.type.includes('profileSave.save.uploading')
const isUpload = (event: EventObject) => event.type.includes('profileSave.save.uploading')
const isCancel = (event: EventObject) => event.type === 'upload.cancel'
/** An error the server answered carries its status; any other is the network's. */
const answered = (event: EventObject) => typeof (event as { error?: { status?: unknown } }).error?.status === 'number'
const outputOf = (event: EventObject) => (event as { output?: unknown }).output

/** A save from idle that leaves the machine where it was, with the username not in the way, was refused for want of a session. */
function savesLoggedOut(path: MachinePath): boolean {
  return path.steps.some((step, index) => {
    const before = path.steps[index - 1]?.state.machine
    if (step.event.type !== 'profile.save' || !before) return false
    return valueOf(before).username === 'empty' && valueOf(step.state.machine).save === 'idle'
  })
}

/** Whether some availability check of the path answers "taken". */
const answersTaken = (path: MachinePath) =>
  path.steps.some(
    (step) => isCheck(step.event) && step.event.type.startsWith('xstate.done') && outputOf(step.event) === true,
  )

const updateCall = (url: URL) => url.pathname === '/api/users/'

/** The next availability check answers as `rest` says: the real server, a refused network, or no answer yet. */
async function arrangeCheck(page: Page, rest: EventObject[]) {
  await page.unroute(availabilityCall)
  const next = rest.find(isCheck)
  const failsNow = next?.type.startsWith('xstate.error')
  if (failsNow) await page.route(availabilityCall, (route) => route.abort('connectionrefused'))
  else if (!next) await page.route(availabilityCall, () => new Promise<void>(() => undefined))
}

/** A save held until the path's step that answers it: releasing it lets the request answer. */
const heldSaves = new WeakMap<Page, () => Promise<void>>()

/**
 * The save answers as `rest` says: the real server's success or refusal, a 500, a failed network, or
 * no answer yet. When other steps come between the save and its answer, the request is held until
 * the answer's own step releases it.
 */
async function arrangeSave(page: Page, rest: EventObject[]) {
  await page.unroute(updateCall)
  heldSaves.delete(page)
  const next = rest.find(isSave)
  const answer = async (route: Route) => {
    if (!next) return new Promise<void>(() => undefined)
    if (next.type.startsWith('xstate.error') && answered(next))
      return route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
    if (next.type.startsWith('xstate.error')) return route.abort('connectionrefused')
    return route.continue()
  }
  if ((outputOf(next ?? { type: '' }) as { status?: boolean } | undefined)?.status === false)
    await page.getByLabel('Location').fill(REFUSED_LOCATION)
  const holds = next !== undefined && rest[0] !== next
  await page.route(updateCall, (route) => {
    if (route.request().method() !== 'PATCH') return route.continue()
    if (!holds) return answer(route)
    return new Promise<void>((released) => {
      heldSaves.set(page, async () => {
        await answer(route)
        released()
      })
    })
  })
}

/** The step that answers the save: a held request answers now. */
async function releaseSave(page: Page, event: EventObject) {
  if (!isSave(event)) return
  const release = heldSaves.get(page)
  heldSaves.delete(page)
  await release?.()
}

/** How the last save of the path ended: its answer, or the member cancelling its upload. */
const saveOutcome = (path: MachinePath) =>
  path.steps
    .map((step) => step.event)
    .filter((event) => isSave(event) || isCancel(event))
    .at(-1)

export function describeProfileSaveWalk(suite: E2eSuite): void {
  describeUiWalk<World>('profileSave', () => suite.browser, {
    async start(context, path) {
      const member = devAccount(NAMED_MEMBER).address
      // a saved location other than the samples' one, so the member's typing really changes the field
      await arrangeUsernames(suite, {
        fields: { location: 'https://koi.example/before' },
        contested: answersTaken(path),
      })
      const loggedIn = !savesLoggedOut(path)
      const page = await context.newPage()
      if (loggedIn) await openSignedIn(page, suite.stack.baseUrl, `/forge/${member}?edit=true`, NAMED_MEMBER)
      else {
        // connected but not signed: the page is the member's own, the session is missing
        await page.goto(`${suite.stack.baseUrl}/`)
        await page.getByRole('button', { name: 'Connect wallet' }).click()
        await page.getByRole('button', { name: member, exact: true }).click()
        await page.getByRole('button', { name: 'Sign', exact: true }).waitFor()
        await page.goto(`${suite.stack.baseUrl}/forge/${member}?edit=true`)
      }
      await expect.poll(() => page.getByLabel('Username').inputValue(), { timeout: 20_000 }).toBe(CURRENT_USERNAME)
      // The page's time stands still from here and moves only when the path says a delay elapses: the
      // member's typing, picture and Save all land inside the 1500 ms debounce when the path says so.
      await stopPageClock(page)
      return { page, world: { loggedIn } }
    },
    events: {
      'username.change': async ({ page, event }) => {
        await page.getByLabel('Username').fill((event as unknown as { value: string }).value)
      },
      'field.change': async ({ page, event }) => {
        await page.getByLabel('Location').fill((event as unknown as { value: string }).value)
      },
      'image.select': async ({ page, event }) => {
        const name = (event as unknown as { fileName: string }).fileName
        await page.getByLabel('Change picture').setInputFiles({ name, mimeType: 'image/png', buffer: PNG_PICTURE })
      },
      'upload.cancel': async ({ page }) => {
        await page.getByRole('button', { name: 'Cancel upload' }).click()
      },
      'profile.save': async ({ page, rest, previous }) => {
        if (valueOf(previous).username === 'unchecked') await arrangeCheck(page, rest)
        await arrangeSave(page, rest)
        await page.getByRole('button', { name: 'Save' }).click()
      },
      'xstate.after.usernameDebounce.': async ({ page, rest, delayMs }) => {
        await arrangeCheck(page, rest)
        await page.clock.runFor(delayMs ?? 0)
      },
      'xstate.after.': async ({ page, delayMs }) => {
        await page.clock.runFor(delayMs ?? 0)
      },
      // the real calls answer by themselves, as the world was arranged before them; a held save now
      'xstate.done.actor.': ({ page, event }) => releaseSave(page, event),
      'xstate.error.actor.': ({ page, event }) => releaseSave(page, event),
    },
    check: ({ page, predicted, path, world }) => checkEditor(page, predicted, path, world),
  })
}

async function checkEditor(page: Page, predicted: AnyMachineSnapshot, path: MachinePath, world: World) {
  // time flows again so the toasts and the reloaded profile reach the page
  await page.clock.resume()
  const status = page.locator('#koi-username-status')
  const save = page.getByRole('button', { name: 'Save' })
  const toast = (text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first()
  if (predicted.hasTag('usernameTaken'))
    await expect.poll(() => status.textContent()).toBe('username has already been taken!')
  else if (predicted.hasTag('usernameAvailable'))
    await expect.poll(() => status.textContent()).toBe('username is available')
  else if (predicted.hasTag('usernameInvalid')) await expect.poll(() => status.textContent()).toBe('2 to 24 characters')
  else expect(await status.textContent()).toBe('')

  if (predicted.hasTag('saving') || predicted.hasTag('awaitingUsername')) expect(await save.isDisabled()).toBe(true)
  if (predicted.hasTag('saving')) await toast('setting site data...').waitFor()
  // only a save with a picture on its way offers to cancel it
  expect(await page.getByRole('button', { name: 'Cancel upload' }).count()).toBe(predicted.hasTag('uploading') ? 1 : 0)
  if (!world.loggedIn) await toast('access denied').waitFor()

  const outcome = saveOutcome(path)
  if (!outcome || predicted.hasTag('saving')) return
  if (isCancel(outcome)) {
    await toast('file upload aborted').waitFor()
  } else if (outcome.type.startsWith('xstate.error')) {
    await toast(isUpload(outcome) && !answered(outcome) ? 'file upload failed' : 'update failed!').waitFor()
  } else if ((outputOf(outcome) as { status: boolean }).status) {
    await toast('changes saved!').waitFor()
    // the page reloaded the profile: the header shows the saved name
    const name = (await page.getByLabel('Username').inputValue()) || CURRENT_USERNAME
    await page.getByRole('heading', { level: 1, name }).waitFor()
  } else {
    await toast('body.location').waitFor()
    // what the member typed is still there after the refused save
    expect(await page.getByLabel('Location').inputValue()).toBe(REFUSED_LOCATION)
  }
}
