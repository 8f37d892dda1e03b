import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'

/** Where the end-to-end tests keep their screenshots: test artifacts, not committed. */
export const E2E_ARTIFACTS_DIR = join(process.cwd(), 'artifacts', 'e2e')

/** Saves a full-page screenshot as `artifacts/e2e/<name>.png` and answers its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(E2E_ARTIFACTS_DIR, { recursive: true })
  const path = join(E2E_ARTIFACTS_DIR, `${name}.png`)
  await page.screenshot({ path, fullPage: true })
  return path
}
