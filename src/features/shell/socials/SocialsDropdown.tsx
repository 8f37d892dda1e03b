import { useEffect, useRef, useState } from 'react'
import type { SiteConfig } from '../../../services/api'
import { SocialIcon } from './SocialIcon'
import './SocialsDropdown.css'

/** The navbar's socials: external links in new tabs; a click outside closes the list. */
export function SocialsDropdown({ socials }: { socials: SiteConfig['socials'] }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return undefined
    const onPointerDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onPointerDown)
    return () => document.removeEventListener('mousedown', onPointerDown)
  }, [open])

  if (socials.length === 0) return null
  return (
    <div className="koi-socials" ref={root}>
      <button
        type="button"
        className="koi-socials__toggle"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
      >
        Socials <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul className="koi-socials__menu" aria-label="Socials">
          {socials.map((social) => (
            <li key={social.name}>
              <a href={social.link} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
                <SocialIcon name={social.name} />
                {social.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
