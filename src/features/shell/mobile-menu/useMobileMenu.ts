import { useEffect, useState } from 'react'

/** The menu breakpoint: from 1024px up the links sit in the bar and the menu closes. */
export const MENU_BREAKPOINT_QUERY = '(min-width: 1024px)'

/**
 * The menu remembers the path it was opened on, so any route change closes it without an effect;
 * growing the window to the desktop breakpoint closes it too.
 */
export function useMobileMenu(pathname: string) {
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const open = openedOn === pathname

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined
    const query = window.matchMedia(MENU_BREAKPOINT_QUERY)
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpenedOn(null)
    }
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])

  return {
    open,
    toggle: () => setOpenedOn(open ? null : pathname),
    close: () => setOpenedOn(null),
  }
}
