import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { NavLink } from '../navbar/navLinks'
import './MobileMenu.css'

export interface MobileMenuProps {
  links: NavLink[]
  discordLink: string | undefined
  onClose: () => void
  children?: ReactNode
}

/** The menu under 1024px: the same links, the search, and 'Join our Discord'. */
export function MobileMenu({ links, discordLink, onClose, children }: MobileMenuProps) {
  return (
    <div className="koi-mobile-menu" id="koi-mobile-menu" role="dialog" aria-label="Menu">
      {children}
      <nav>
        {links.map((link) => (
          <Link key={link.label} to={link.to} params={link.params} className="koi-mobile-menu__link" onClick={onClose}>
            {link.label}
          </Link>
        ))}
      </nav>
      {discordLink ? (
        <a className="koi-mobile-menu__discord" href={discordLink} target="_blank" rel="noopener noreferrer">
          Join our Discord
        </a>
      ) : null}
    </div>
  )
}
