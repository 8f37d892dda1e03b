import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[] }[]
}

/** Runs axe-core on the page as it is now and answers every violation, in short readable lines. */
export async function axeViolations(page: Page, impacts: readonly string[] = ['serious', 'critical']) {
  // evaluated through the browser's debugging protocol rather than added as a script tag, which the
  // app's Content-Security-Policy (scripts from its own origin only) rightly refuses
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } })
      .axe
    const result = await axe.run(document)
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }))
  })
  return violations
    .filter((violation) => violation.impact !== null && impacts.includes(violation.impact))
    .map(
      (violation) =>
        `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(', ')}`,
    )
}

/** Fails the test when axe-core finds a serious or critical violation on the page. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // a toast still fading in is measured against what shows through it: check the page as it rests
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => getComputedStyle(toast).opacity === '1'),
      undefined,
      { timeout: 10_000 },
    )
    // (a toast stacked out of sight stays transparent: after the wait, axe judges the page as it is)
    .catch(() => undefined)
  expect(await axeViolations(page)).toEqual([])
}
