import { Link } from '@tanstack/react-router'
import type { SiteConfig } from '../../../services/api'
import { SocialIcon } from '../socials/SocialIcon'
import './Footer.css'

/** The six networks of the footer, in the spec's order. */
export const FOOTER_SOCIALS = ['instagram', 'x', 'youtube', 'discord', 'telegram', 'tiktok'] as const

const labels: Record<(typeof FOOTER_SOCIALS)[number], string> = {
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  discord: 'Discord',
  telegram: 'Telegram',
  tiktok: 'TikTok',
}

function linkFor(socials: SiteConfig['socials'], network: (typeof FOOTER_SOCIALS)[number]): string | undefined {
  const matches = (name: string) => {
    const key = name.toLowerCase().replace(/[^a-z]/g, '')
    return key === network || (network === 'x' && key === 'twitter')
  }
  return socials.find((social) => matches(social.name))?.link
}

export function Footer({
  name,
  socials,
  showFlows,
}: {
  name: string
  socials: SiteConfig['socials']
  /** The site configuration's `enableFlowsLink`: the link to every workflow's diagram. */
  showFlows: boolean
}) {
  return (
    <footer className="koi-footer">
      <div className="koi-footer__inner">
        <p className="koi-footer__headline">
          <span className="koi-footer__headline-wide">Join the Legends</span>
          <span className="koi-footer__headline-narrow">New Worlds, New Powers</span>
        </p>
        <ul className="koi-footer__socials" aria-label="Follow us">
          {FOOTER_SOCIALS.map((network) => {
            const link = linkFor(socials, network)
            return link ? (
              <li key={network}>
                <a href={link} target="_blank" rel="noopener noreferrer" aria-label={labels[network]}>
                  <SocialIcon name={network} />
                </a>
              </li>
            ) : null
          })}
        </ul>
        {showFlows ? (
          <nav aria-label="Site" className="koi-footer__links">
            <Link to="/flows">Flows</Link>
          </nav>
        ) : null}
        <p className="koi-footer__legal">
          © {new Date().getFullYear()} {name}
        </p>
      </div>
    </footer>
  )
}
