import type { Locator, Page } from 'playwright-core'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { expect } from 'vitest'
import { devAccount } from '../harness/member'
import { describeUiWalk } from '../harness/modelWalk'
import type { E2eSuite } from '../harness/suite'
import { linkOverHttp, memberOverHttp, returnToTab, unlinkAllOverHttp, type MemberOverHttp } from './socialWorld'

/** The development account the walk signs up (nothing linked in the demo data). */
const WALKER = 9

interface Progress {
  walletConnected: boolean
  loggedIn: boolean
  xUsername: string | null
  discordUsername: string | null
}

interface World {
  member: MemberOverHttp
}

const STEPS = [
  { id: 'connect', label: 'Connect' },
  { id: 'sign', label: 'Sign' },
  { id: 'linkX', label: 'Link X' },
  { id: 'linkDiscord', label: 'Link Discord' },
] as const

const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Take the Quests' })
const stepButton = (panel: Locator, label: string) => panel.getByRole('button', { name: label, exact: true })
const progressOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { progress: Progress }).progress
const stepOf = (event: EventObject) => (event as { step?: string }).step

/**
 * The member's progress moves as the path says: X and Discord are linked from another tab (the
 * real OAuth sign-in on the local issuer), the wallet is connected and the message signed on the
 * panel itself, and the member comes back to the tab.
 */
async function makeProgress(page: Page, world: World, before: Progress, after: Progress) {
  if (after.xUsername && after.xUsername !== before.xUsername)
    await linkOverHttp(world.member, 'twitter', after.xUsername)
  if (after.discordUsername && after.discordUsername !== before.discordUsername)
    await linkOverHttp(world.member, 'discord', after.discordUsername)
  const panel = panelOf(page)
  if (after.walletConnected && !before.walletConnected) {
    await stepButton(panel, 'Connect').click()
    await page.getByRole('button', { name: devAccount(WALKER).address, exact: true }).click()
    await panel.getByRole('button', { name: 'Connect: done' }).waitFor()
  }
  if (after.loggedIn && !before.loggedIn) {
    await stepButton(panel, 'Sign').click()
    await panel.getByRole('button', { name: 'Sign: done' }).waitFor({ timeout: 20_000 })
  } else if (before.loggedIn) {
    await returnToTab(page)
  }
}

/** Presses the step's button; the action it starts is held where it would end the path's page. */
async function startStep(page: Page, step: string) {
  const panel = panelOf(page)
  if (step === 'sign') {
    // the signature is asked for; the login call is held so the page stays where the path ends
    await page.route('**/api/login?*', (route) =>
      route.request().method() === 'POST' ? new Promise<void>(() => undefined) : route.continue(),
    )
  }
  const label = STEPS.find((candidate) => candidate.id === step)?.label ?? step
  if (step === 'linkX' || step === 'linkDiscord') {
    // the sign-in start is answered with no content, so the browser stays on the page
    const provider = step === 'linkX' ? 'twitter' : 'discord'
    const started = page.waitForRequest((request) => request.url().includes(`/api/user-social/connect/${provider}`))
    await page.route('**/api/user-social/connect/**', (route) => route.fulfill({ status: 204 }))
    await stepButton(panelOf(page), label).click()
    await started
    return
  }
  await stepButton(panel, label).click()
}

async function checkPanel(page: Page, predicted: AnyMachineSnapshot, lastStart: string | undefined) {
  const panel = panelOf(page)
  const progress = progressOf(predicted)
  const complete = predicted.hasTag('complete')
  await expect
    .poll(() => panel.getByTestId('signup-footer').textContent())
    .toBe(complete ? 'Play to Earn, Play to Win with Koi' : 'Join Our Community!')
  const current = complete ? null : String(predicted.value)
  const done: Record<string, boolean> = {
    connect: progress.walletConnected,
    sign: progress.loggedIn,
    linkX: progress.loggedIn && progress.xUsername !== null,
    linkDiscord: progress.loggedIn && progress.discordUsername !== null,
  }
  for (const step of STEPS) {
    const button = panel.getByRole('button', { name: done[step.id] ? `${step.label}: done` : step.label, exact: true })
    await button.waitFor({ timeout: 10_000 })
    // only the current step's button can be pressed
    expect(await button.isEnabled(), `${step.label} enabled`).toBe(step.id === current)
  }
  if (done.linkX) expect(await panel.getByText(`@${progress.xUsername ?? ''}`).count()).toBe(1)
  if (done.linkDiscord) expect(await panel.getByText(`@${progress.discordUsername ?? ''}`).count()).toBe(1)
  // the step's own action ran: the wallet chooser for Connect
  if (lastStart === 'connect')
    await page.getByRole('button', { name: devAccount(WALKER).address, exact: true }).waitFor()
}

export function describeQuestStepsWalk(suite: E2eSuite): void {
  describeUiWalk<World>('questSteps', () => suite.browser, {
    async start(context) {
      const member = await memberOverHttp(suite.stack.baseUrl, WALKER)
      await unlinkAllOverHttp(member)
      const page = await context.newPage()
      await page.goto(`${suite.stack.baseUrl}/quests?modal=sign+up`)
      await stepButton(panelOf(page), 'Connect').waitFor()
      return { page, world: { member } }
    },
    events: {
      'progress.update': async ({ page, world, event, previous }) => {
        await makeProgress(page, world, progressOf(previous), (event as unknown as { progress: Progress }).progress)
      },
      'step.start': async ({ page, event }) => {
        await startStep(page, stepOf(event) ?? '')
      },
    },
    async check({ page, predicted, path }) {
      const last = path.steps.at(-1)?.event
      await checkPanel(page, predicted, last?.type === 'step.start' ? stepOf(last) : undefined)
    },
  })
}
