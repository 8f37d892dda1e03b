import { Link } from '@tanstack/react-router'
import { sessionAccount, useSession } from '../session/SessionContext'
import { useSiteConfig } from '../site/SiteConfigContext'
import { navLinks } from '../navbar/navLinks'
import './HomeHero.css'

/** The landing hero under the transparent navbar, with the site's enabled areas as entry points. */
export function HomeHero() {
  const config = useSiteConfig()
  const { session } = useSession()
  const areas = navLinks(config, sessionAccount(session)).filter((link) => link.to !== '/')
  const tagline =
    config.mode === 'multi'
      ? 'Browse the collections, their items and the community around them.'
      : 'Collect Battlecards, take the quests, climb the leaderboard and read the legend as it unfolds.'

  return (
    <section className="koi-home-hero">
      <div className="koi-home-hero__content">
        <p className="koi-home-hero__eyebrow">New Worlds, New Powers</p>
        <h1>{config.name}</h1>
        <p className="koi-home-hero__tagline">{tagline}</p>
        <nav className="koi-home-hero__areas" aria-label="Areas">
          {areas.map((link) => (
            <Link key={link.label} to={link.to} params={link.params} className="koi-home-hero__area">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </section>
  )
}
