import { useEffect, useRef, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithoutAct } from '../support/withoutAct'
import { pageHydration } from '../../../src/services/hydration/pageHydrated'

// React hydrates here as in a browser, on its own schedule (no act(): what is asserted is when
// React renders, which act() would change)
renderWithoutAct()

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  root = undefined
  document.body.innerHTML = ''
})

/** A part reading `useHydrated`, and what it showed once the commit's effects and microtasks had run. */
function partOf(useHydrated: () => boolean, afterCommit: string[]) {
  return function Part({ name }: { name: string }) {
    const hydrated = useHydrated()
    const element = useRef<HTMLSpanElement>(null)
    useEffect(() => {
      // a synchronous render would have run at the end of this commit's effects, before any microtask
      queueMicrotask(() => afterCommit.push(element.current?.textContent ?? ''))
    }, [])
    return (
      <span ref={element} data-part={name}>
        {hydrated ? 'own' : 'drawn'}
      </span>
    )
  }
}

const shown = () => [...document.querySelectorAll('[data-part]')].map((part) => part.textContent)

describe('usePageHydrated', () => {
  it('hydrates a drawn page as drawn, then switches every part in a later render', async () => {
    const afterCommit: string[] = []
    const Part = partOf(pageHydration(true), afterCommit)
    const page = (
      <main>
        <Part name="head" />
        <Part name="gallery" />
      </main>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    expect(shown()).toEqual(['drawn', 'drawn'])

    const mismatches = vi.fn()
    root = hydrateRoot(container, page, { onRecoverableError: mismatches })
    await vi.waitFor(() => expect(shown()).toEqual(['own', 'own']))
    expect(mismatches).not.toHaveBeenCalled()
    // neither part was rendered again within the hydration's commit (TanStack's useHydrated does that)
    expect(afterCommit).toEqual(['drawn', 'drawn'])
  })

  it('reads true at once in a part first drawn after the page hydrated', async () => {
    const useHydrated = pageHydration(true)
    const renders: boolean[] = []
    function Later() {
      const hydrated = useHydrated()
      renders.push(hydrated)
      return <p>{hydrated ? 'own' : 'drawn'}</p>
    }
    let open = () => {}
    function Page() {
      const [later, setLater] = useState(false)
      open = () => setLater(true)
      return <main>{later ? <Later /> : <Part name="head" />}</main>
    }
    const Part = partOf(useHydrated, [])
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    root = hydrateRoot(container, <Page />)
    await vi.waitFor(() => expect(shown()).toEqual(['own']))

    open()
    await vi.waitFor(() => expect(container.querySelector('p')?.textContent).toBe('own'))
    expect(renders).toEqual([true])
  })

  it('reads true from the first render on a page the browser draws alone', async () => {
    const renders: boolean[] = []
    const useHydrated = pageHydration(false)
    function Alone() {
      const hydrated = useHydrated()
      renders.push(hydrated)
      return <p>{hydrated ? 'own' : 'drawn'}</p>
    }
    const { createRoot } = await import('react-dom/client')
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    root.render(<Alone />)
    await vi.waitFor(() => expect(container.textContent).toBe('own'))
    expect(renders).toEqual([true])
  })
})
