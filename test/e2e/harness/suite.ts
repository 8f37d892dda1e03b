import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser'
import { startStack, type TestStack } from './stack'

export interface E2eSuite {
  readonly stack: TestStack
  readonly browser: Browser
}

/**
 * The real stack and a Chromium for the test file that calls it: started before its tests and
 * stopped after them. Read `stack` and `browser` inside tests and hooks, once they are started.
 * `environment` adds to the server's settings (`{ SITE_MODE: 'multi' }` for a file in multi mode).
 */
export function e2eSuite(environment: Record<string, string> = {}): E2eSuite {
  let stack: TestStack | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    stack = await startStack(environment)
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await stack?.stop()
  })
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the e2e ${name} is not started`)
    return value
  }
  return {
    get stack() {
      return started(stack, 'stack')
    },
    get browser() {
      return started(browser, 'browser')
    },
  }
}
