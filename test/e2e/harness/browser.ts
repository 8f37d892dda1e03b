import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/**
 * Debian's headless shell (`chromium-headless-shell`, the old headless mode, which Playwright also
 * uses for headless runs) when it is installed: the e2e tests are CPU-bound, and a file's run took
 * 54 s in it against 78 s in the full browser's new headless mode. The full Chromium otherwise.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const defaultChromium = () => (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/**
 * Debian's Chromium, headless, with no calls to the outside world. Playwright gives every launch a
 * fresh temporary profile (its own --user-data-dir), so runs never share state.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? defaultChromium(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}
