import { chromium, type Browser } from 'playwright-core'

/**
 * Debian's Chromium, headless, with no calls to the outside world. Playwright gives every launch a
 * fresh temporary profile (its own --user-data-dir), so runs never share state.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
    ],
  })
}
