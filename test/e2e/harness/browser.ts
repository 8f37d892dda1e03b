import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium, headless, with a fresh profile and no calls to the outside world. */
export async function launchBrowser(): Promise<Browser & { dispose(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'koi-chromium-'))
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
    ],
  })
  return Object.assign(browser, {
    async dispose() {
      await browser.close()
      rmSync(profile, { recursive: true, force: true })
    },
  })
}
