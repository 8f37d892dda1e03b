import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'

// Two test files run at a time on two cores, so a component test shares the machine with a server
// test: what appears within a second alone can take a few. Waits for something to appear allow 5 s.
configure({ asyncUtilTimeout: 5000 })

// jsdom lacks these browser APIs; the router's scroll restoration and the responsive hooks call
// them. Every media query reads as not matching; a test that needs one to match stubs it.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  })
}

afterEach(() => {
  cleanup()
})

// A worker runs file after file in one jsdom (the project's `isolate: false`): the clock a file faked
// and what it stubbed, spied on or stored are given back when it ends, so the next file starts as on
// a fresh page.
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  window.localStorage.clear()
  window.sessionStorage.clear()
  window.history.replaceState(null, '', '/')
  document.title = ''
})
