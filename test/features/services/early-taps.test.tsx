import { lazy, Suspense, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithoutAct } from '../support/withoutAct'
import {
  answeredByReact,
  EARLY_TAPS,
  EARLY_TAPS_SCRIPT,
  replayEarlyTaps,
} from '../../../src/services/hydration/earlyTaps'

/** The drawn page's head script, run as the page would run it. */
const keepEarlyTaps = () => {
  // (jsdom here runs no script element: the head script's text is run as the browser runs it)
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script, a constant
  const run = new Function(EARLY_TAPS_SCRIPT) as () => void
  run()
  if (typeof (window as unknown as Record<string, unknown>)[EARLY_TAPS] !== 'function') throw new Error('no keeper')
}

function Toggle({ name }: { name: string }) {
  const [on, setOn] = useState(false)
  return (
    <button type="button" aria-pressed={on} onClick={() => setOn(!on)}>
      {name}
    </button>
  )
}

function Page({ onSubmit, route }: { onSubmit: () => void; route: React.ReactNode }) {
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <button type="submit">
          <span>Connect wallet</span>
        </button>
      </form>
      <Toggle name="Love" />
      <Suspense fallback={null}>{route}</Suspense>
      <a href="#collections">
        <span>Collections</span>
      </a>
    </>
  )
}

/** A route's part whose code has not come yet: it hydrates once `arrive` is called. */
function laterCode() {
  let arrive = () => {}
  const Route = lazy(
    () =>
      new Promise<{ default: () => React.ReactNode }>(
        (done) => (arrive = () => done({ default: () => <Toggle name="Zoom in" /> })),
      ),
  )
  return { Route, arrive: () => arrive() }
}

const nextTask = () => new Promise((done) => setTimeout(done, 0))

// React hydrates here as in a browser, on its own schedule (no act(): the replay waits across
// renders, and overlapping act() scopes would outlive this file)
renderWithoutAct()

afterEach(() => {
  void replayEarlyTaps()
  document.body.innerHTML = ''
})

describe('taps on a drawn page before its code has run', () => {
  it('are kept, their default action too, and made again in order once React answers each', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(<Page onSubmit={() => {}} route={<Toggle name="Zoom in" />} />)
    keepEarlyTaps()
    const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)!
    const submits = vi.fn()
    container.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault()
      submits()
    })
    button('Connect wallet').querySelector('span')!.click()
    button('Zoom in').click()
    expect(submits).not.toHaveBeenCalled()
    expect(button('Zoom in').getAttribute('aria-pressed')).toBe('false')

    const { Route, arrive } = laterCode()
    const onSubmit = vi.fn()
    const root = hydrateRoot(container, <Page onSubmit={onSubmit} route={<Route />} />)
    await vi.waitFor(() => expect(answeredByReact(button('Connect wallet'))).toBe(true))
    const replay = replayEarlyTaps(window, nextTask)
    // the root answers: its tap is made again; the route's waits for the route's code
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    await nextTask()
    await nextTask()
    expect(button('Zoom in').getAttribute('aria-pressed')).toBe('false')
    arrive()
    expect(await replay).toBe(2)
    await vi.waitFor(() => expect(button('Zoom in').getAttribute('aria-pressed')).toBe('true'))
    expect(EARLY_TAPS in window).toBe(false)
    root.unmount()
  })

  it('leaves links, and what is no button, to the browser', async () => {
    document.body.innerHTML = '<a href="#collections"><button type="button">Open</button></a><p>Koi</p>'
    keepEarlyTaps()
    const seen = vi.fn()
    document.body.addEventListener('click', seen)
    document.querySelector('button')!.click()
    document.querySelector('p')!.click()
    document.body.removeEventListener('click', seen)
    expect(seen).toHaveBeenCalledTimes(2)
    expect(await replayEarlyTaps(window, nextTask)).toBe(0)
  })

  it('skips a tapped element no longer in the page, and keeps nothing once the page answers', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(<Toggle name="Love" />)
    keepEarlyTaps()
    container.querySelector('button')!.click()
    container.querySelector('button')!.remove()
    expect(await replayEarlyTaps(window, nextTask)).toBe(0)
    expect(EARLY_TAPS in window).toBe(false)
    // later taps are the page's own
    const seen = vi.fn()
    document.body.addEventListener('click', seen)
    container.click()
    document.body.removeEventListener('click', seen)
    expect(seen).toHaveBeenCalledTimes(1)
  })
})
