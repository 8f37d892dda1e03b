import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { machines } from '../../src/machines'
import { coverMachine } from '../../src/machines/paths/coverage'
import { toDiagramGraph } from '../../src/features/flows/model/diagramGraph'
import { LIVE_CHANNEL, type LiveSnapshotMessage } from '../../src/services/inspection/liveMessage'
import { axeViolations } from './harness/axe'
import { screenshot } from './harness/screens'
import { e2eSuite } from './harness/suite'

const suite = e2eSuite()

const largest = [...machines].sort(
  (a, b) => toDiagramGraph(b.machine).states.length - toDiagramGraph(a.machine).states.length,
)[0]

/** Opens a flow in a browser context of its own; close it with `closeFlow`, which awaits the context. */
async function openFlow(machineId: string, search = ''): Promise<Page> {
  // a context of its own, so a test can open another tab of the same browser profile beside it
  const context = await suite.browser.newContext({ viewport: { width: 1920, height: 1200 } })
  const page = await context.newPage()
  await page.goto(`${suite.stack.baseUrl}/flows/${machineId}${search}`)
  // The layout runs in a Web Worker; the diagram appears when it answers.
  await page.locator('svg.flows-diagram').waitFor({ timeout: 60_000 })
  return page
}

const closeFlow = (page: Page) => page.context().close()

const attributeValues = (page: Page, attribute: string) =>
  page
    .locator(`svg.flows-diagram [${attribute}]`)
    .evaluateAll((elements, name) => elements.map((element) => element.getAttribute(name) ?? ''), attribute)

const activeStates = (page: Page) =>
  page
    .locator('svg.flows-diagram .state--active')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-state-id') ?? ''))

describe('the flows page in Chromium', () => {
  it('is linked from the footer, and lists every registered machine with its title and description', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`${suite.stack.baseUrl}/`)
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'Flows' }).scrollIntoViewIfNeeded()
    mkdirSync('artifacts/e2e', { recursive: true })
    await footer.screenshot({ path: 'artifacts/e2e/footer-flows-390.png' })
    await page.setViewportSize({ width: 1280, height: 900 })
    await footer.screenshot({ path: 'artifacts/e2e/footer-flows-1280.png' })
    expect((await axeViolations(page)).filter((line) => line.includes('koi-footer'))).toEqual([])
    await footer.getByRole('link', { name: 'Flows' }).click()
    await page.waitForURL(`${suite.stack.baseUrl}/flows`)
    const list = page.getByRole('navigation', { name: 'Flows' })
    await list.waitFor()
    for (const entry of machines) {
      await expect.poll(() => list.getByText(entry.title, { exact: true }).count()).toBe(1)
      expect(await list.getByText(entry.description).count()).toBe(1)
    }
    await page.close()
  })

  for (const entry of machines) {
    it(`draws ${entry.id} with one node per state and one arrow per transition`, async () => {
      const graph = toDiagramGraph(entry.machine)
      const page = await openFlow(entry.id)

      expect((await attributeValues(page, 'data-state-id')).sort()).toEqual(
        graph.states.map((state) => state.id).sort(),
      )
      expect((await attributeValues(page, 'data-transition-id')).sort()).toEqual(
        graph.transitions.map((transition) => transition.id).sort(),
      )
      // Every arrow has a drawn line, and the flow starts highlighted in its initial state.
      const drawn = await page
        .locator('svg.flows-diagram [data-transition-id]')
        .evaluateAll(
          (elements) => elements.filter((element) => element.querySelector('path')?.getAttribute('d')).length,
        )
      expect(drawn).toBe(graph.transitions.length)
      // each condition reads as in the machine, also from the production build's shortened code
      const labels = await page.locator('svg.flows-diagram').textContent()
      for (const transition of graph.transitions) {
        if (transition.guard) expect(labels).toContain(`[${transition.guard}]`)
      }
      expect((await activeStates(page)).length).toBeGreaterThan(1)

      if (entry.id === largest?.id) {
        // the zoom buttons sit above the drawing, never over it
        const tools = await page.getByRole('toolbar', { name: 'Zoom' }).boundingBox()
        const frame = await page.locator('.flows-canvas__frame').boundingBox()
        expect(tools && frame && tools.y + tools.height <= frame.y).toBe(true)
        // and an event with a long payload wraps inside the side panel
        const outside = await page
          .getByRole('heading', { name: 'What can happen now' })
          .locator('..')
          .evaluate((section) => {
            const right = section.getBoundingClientRect().right
            return [...section.querySelectorAll('button')].filter(
              (button) => button.getBoundingClientRect().right > right,
            ).length
          })
        expect(outside).toBe(0)
        await page.getByRole('button', { name: 'Fit' }).click()
        mkdirSync('artifacts', { recursive: true })
        await page.screenshot({ path: `artifacts/flows-${entry.id}.png`, fullPage: true })
      }
      await closeFlow(page)
    })
  }

  it('simulates a machine: an accepted event moves the highlighted state', async () => {
    const entry = machines[0]
    if (!entry) throw new Error('no machine is registered')
    const page = await openFlow(entry.id)
    const before = await activeStates(page)
    const events = page
      .getByRole('heading', { name: 'What can happen now' })
      .locator('..')
      .locator('.flows-buttons button')
    await events.first().click()
    await expect.poll(() => activeStates(page)).not.toEqual(before)
    expect(await page.locator('.flows-history li').count()).toBe(1)
    await page.getByRole('button', { name: 'Step back' }).click()
    await expect.poll(() => activeStates(page)).toEqual(before)
    await closeFlow(page)
  })

  it('follows a run reported from another tab of the app while watching live', async () => {
    // The login flow runs in every tab of the app, so it is followed at once; artClaim waits for one.
    const entry = machines.find((candidate) => candidate.id === 'artClaim')
    if (!entry) throw new Error('artClaim is not registered')
    const graph = toDiagramGraph(entry.machine)
    const target = graph.states.find((state) => state.parentId === graph.rootId && !state.initial)
    if (!target) throw new Error(`${entry.id} has a single top-level state`)
    const page = await openFlow(entry.id, '?live=true')
    await page.getByText(/Waiting for a .* flow in this browser/).waitFor()

    // Another tab of the same origin posts what the inspector posts for a member's running flow.
    const app = await page.context().newPage()
    await app.goto(`${suite.stack.baseUrl}/`)
    const message: LiveSnapshotMessage = {
      kind: 'snapshot',
      machineId: entry.id,
      inspectionId: entry.id,
      sessionId: 'x:e2e',
      machineDefinitionId: entry.machine.id,
      value: target.key,
      status: 'active',
      eventType: 'e2e.step',
      at: Date.now(),
    }
    await app.evaluate(
      ([channel, payload]) => {
        const broadcast = new BroadcastChannel(channel)
        broadcast.postMessage(payload)
        broadcast.close()
      },
      [LIVE_CHANNEL, message] as const,
    )
    await expect.poll(() => activeStates(page)).toContain(target.id)
    await page.getByText(/last event e2e\.step/).waitFor()
    await app.close()
    await closeFlow(page)
  })

  it('follows the presale read of a swaps page opened in another tab, as it runs', async () => {
    const entry = machines.find((candidate) => candidate.id === 'presale')
    if (!entry) throw new Error('presale is not registered')
    const saleActive = toDiagramGraph(entry.machine).states.find((state) => state.key === 'saleActive')
    if (!saleActive) throw new Error('presale has no saleActive state')
    const page = await openFlow(entry.id, '?live=true')
    await page.getByText(/Waiting for a .* flow in this browser/).waitFor()

    // the swaps page reads the local Presale contract (presale stage, priced): a real run of the machine
    const app = await page.context().newPage()
    await app.goto(`${suite.stack.baseUrl}/swaps`)
    await app.getByRole('region', { name: 'Presale' }).waitFor({ timeout: 20_000 })
    await expect.poll(() => activeStates(page), { timeout: 20_000 }).toContain(saleActive.id)
    await page.getByText(/Following a run: last event/).waitFor()
    await app.close()
    await closeFlow(page)
  })

  it("follows the member's own login flow running in the same tab", async () => {
    const page = await openFlow('login', '?live=true')
    await page.getByText(/Following a run: last event/).waitFor()
    expect(await page.getByText(/Waiting for a .* flow in this browser/).count()).toBe(0)
    await closeFlow(page)
  })

  it('shows the coverage of the last path-test run beside the diagram, or says there is none', async () => {
    const login = machines.find((entry) => entry.id === 'login')
    if (!login) throw new Error('no login machine')
    const { figures } = coverMachine(login)
    // the report file as the last `npm run test:paths` left it: absent, with this flow, or without it
    const withSummary = async (summary: unknown) => {
      const context = await suite.browser.newContext({ viewport: { width: 1920, height: 1200 } })
      const page = await context.newPage()
      await page.route('**/reports/paths/summary.json', (route) =>
        summary === null
          ? route.fulfill({ status: 404, body: 'not found' })
          : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(summary) }),
      )
      await page.goto(`${suite.stack.baseUrl}/flows/login`)
      return { page, section: page.getByRole('region', { name: 'Path-test coverage' }) }
    }

    const measured = await withSummary({ machines: [{ id: 'login', figures }] })
    const states = `${figures.states.reached} of ${figures.states.total} (${figures.states.percent}%)`
    const transitions = `${figures.transitions.reached} of ${figures.transitions.total} (${figures.transitions.percent}%)`
    await measured.section.getByText(states, { exact: true }).waitFor()
    expect(await measured.section.getByText(transitions, { exact: true }).count()).toBe(1)
    await closeFlow(measured.page)

    const none = await withSummary(null)
    await none.section.getByText(/No path-test run yet/).waitFor()
    expect(await none.section.getByText(states, { exact: true }).count()).toBe(0)
    await closeFlow(none.page)

    const other = await withSummary({ machines: [{ id: 'presale', figures }] })
    await other.section.getByText('The last path-test run did not include this flow.').waitFor()
    await closeFlow(other.page)
  })

  it('shows "On the page": the real page in a clicked state with the date of its walk, and the walked arrows in green', async () => {
    // the walk's files as an e2e run leaves them in reports/paths/ui/login/, served as the server serves the reports
    const walkedAt = '2026-11-20T10:00:00.000Z'
    const takenAt = '2026-11-20T10:02:00.000Z'
    const walked = 'login.walletDisconnected|wallet.connect|0'
    const withWalk = async (present: boolean, viewport = { width: 1280, height: 900 }) => {
      const context = await suite.browser.newContext({ viewport })
      const page = await context.newPage()
      const picture = await page.screenshot() // any PNG stands for the walk's picture
      await page.route('**/reports/paths/ui/login/**', (route) => {
        const name = new URL(route.request().url()).pathname.split('/').pop() ?? ''
        if (!present)
          return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"no report"}' })
        if (name === 'states.json')
          return route.fulfill({
            json: {
              machineId: 'login',
              walkedAt,
              states: {
                login: { picture: 'states/login.walletDisconnected.png', path: 1, takenAt },
                'login.walletDisconnected': { picture: 'states/login.walletDisconnected.png', path: 1, takenAt },
              },
            },
          })
        if (name === 'paths.json')
          return route.fulfill({
            json: { machineId: 'login', walkedAt, paths: [{ number: 1, outcome: 'passed', transitions: [walked] }] },
          })
        return route.fulfill({ status: 200, contentType: 'image/png', body: picture })
      })
      await page.goto(`${suite.stack.baseUrl}/flows/login`)
      await page.locator('svg.flows-diagram').waitFor({ timeout: 60_000 })
      return { page, section: page.getByRole('region', { name: 'On the page' }) }
    }
    const clickState = (page: Page, stateId: string) =>
      page.locator(`svg.flows-diagram [data-state-id="${stateId}"] > text.state-name`).click()

    const { page, section } = await withWalk(true)
    await section.getByText(/1 of 1 paths passed on the real page/).waitFor()
    expect(await page.locator(`svg.flows-diagram [data-transition-id="${walked}"]`).getAttribute('class')).toContain(
      'edge--walked',
    )
    expect(await page.locator('svg.flows-diagram .edge--walked').count()).toBe(1)
    await page.getByRole('button', { name: 'Fit' }).click()
    await clickState(page, 'login.walletDisconnected')
    const image = section.getByRole('img', { name: 'The real page in login.walletDisconnected' })
    await image.waitFor()
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    // the date of the walk that took it, as the browser writes dates
    const date = await page.evaluate((iso) => new Date(iso).toLocaleString(), takenAt)
    expect(await section.locator('figcaption').textContent()).toBe(`login.walletDisconnected, walked ${date} (path 1)`)
    // a state no walk rested in, and a click that ends a drag, show no picture
    await clickState(page, 'login.connecting')
    await section.getByText('No picture of login.connecting: no walk rested there.').waitFor()
    expect(await image.count()).toBe(0)
    await screenshot(page, 'flows-storyboard-1280')
    expect(await axeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 390, height: 844 })
    await section.getByRole('combobox', { name: 'State' }).selectOption('login.walletDisconnected')
    await image.waitFor()
    await screenshot(page, 'flows-storyboard-390')
    await closeFlow(page)

    const none = await withWalk(false)
    await none.section.getByText(/No walk on the real page yet/).waitFor()
    expect(await none.page.locator('svg.flows-diagram .edge--walked').count()).toBe(0)
    await clickState(none.page, 'login.walletDisconnected')
    expect(await none.section.getByRole('img').count()).toBe(0)
    await closeFlow(none.page)
  })
})
