import { useEffect, useRef } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithoutAct } from '../support/withoutAct'
import { deferredSession, type SessionStore } from '../../../src/features/shell/session/deferredSession'
import { useMemberSession } from '../../../src/features/shell/session/useMemberSession'
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

/** A session whose code never arrives: a returning member's, `loading` in the browser. */
const comingSession = (memberComing: boolean) =>
  deferredSession(() => new Promise<SessionStore>(() => undefined), { memberComing })

describe('the member’s session on a page the server drew', () => {
  it('hydrates with what the server drew, then turns to the member’s session in a later render, not in the hydration’s commit', async () => {
    const afterCommit: string[] = []
    const useHydrated = pageHydration(true)
    function Status({ member }: { member: ReturnType<typeof comingSession> }) {
      const { session } = useMemberSession(member, useHydrated)
      const element = useRef<HTMLParagraphElement>(null)
      useEffect(() => {
        // a synchronous render would have run at the end of this commit's effects, before any microtask
        queueMicrotask(() => afterCommit.push(element.current?.textContent ?? ''))
      }, [])
      return <p ref={element}>{session.status}</p>
    }
    const onServer = deferredSession(() => Promise.reject(new Error('no session on the server')), { startNow: false })
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Status member={onServer} />)
    document.body.append(container)
    expect(container.textContent).toBe('disconnected')

    const mismatches = vi.fn()
    root = hydrateRoot(container, <Status member={comingSession(false)} />, { onRecoverableError: mismatches })
    await vi.waitFor(() => expect(container.textContent).toBe('loading'))
    expect(mismatches).not.toHaveBeenCalled()
    expect(afterCommit).toEqual(['disconnected'])
  })

  it('reads the store itself on a page the browser draws alone', async () => {
    const useHydrated = pageHydration(false)
    function Status() {
      const { session } = useMemberSession(comingSession(false), useHydrated)
      return <p>{session.status}</p>
    }
    const { createRoot } = await import('react-dom/client')
    const container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    root.render(<Status />)
    await vi.waitFor(() => expect(container.textContent).toBe('loading'))
  })
})
