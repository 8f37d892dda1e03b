import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import type { NavLink } from './navLinks'

/** The navbar's links that do not fit its row, behind a "More" button; closes on a choice, Escape or a click outside. */
export function MoreLinks({ links, pathname }: { links: NavLink[]; pathname: string }) {
  const [open, setOpen] = useState(false)
  const [openedAt, setOpenedAt] = useState(pathname)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const active = links.some((link) => link.href === pathname || pathname.startsWith(`${link.href}/`))
  // a navigation closes the menu (state adjusted while rendering, not in an effect)
  if (open && openedAt !== pathname) {
    setOpen(false)
    setOpenedAt(pathname)
  }

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <div className="koi-navbar__more" ref={root}>
      <button
        type="button"
        className="koi-navbar__link koi-navbar__more-toggle"
        aria-expanded={open}
        aria-controls={listId}
        data-status={active ? 'active' : undefined}
        onClick={() => {
          setOpenedAt(pathname)
          setOpen((wasOpen) => !wasOpen)
        }}
      >
        More <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul id={listId} className="koi-navbar__more-list">
          {links.map((link) => (
            <li key={link.label}>
              <Link
                to={link.to}
                params={link.params}
                className="koi-navbar__link"
                activeOptions={{ exact: link.href === '/' }}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
