import { useLayoutEffect, type RefObject } from 'react'

/**
 * While `open`, remembers what had focus when it opened (the button or link that opened it) and,
 * when it closes or goes away, gives focus back to that control, so a keyboard or screen-reader
 * user carries on where they were instead of at the top of the page. Focus is given back only when
 * it was left inside `container` or nowhere (the body): a close that moved it elsewhere on purpose
 * keeps it there. The opener is read in a layout effect, ahead of the effects that move focus into
 * what opened; focus is given back once React has committed the close, which otherwise puts it
 * back on a focused element that stays in the document (a dialog kept mounted, hidden).
 */
export function useReturnFocus(open: boolean, container: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    if (!open) return undefined
    const opener = document.activeElement
    const owner = container.current
    return () => {
      queueMicrotask(() => {
        const active = document.activeElement
        const lost = active === null || active === document.body || (owner !== null && owner.contains(active))
        if (lost && opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus()
      })
    }
  }, [open, container])
}
