import { Link, useRouterState } from '@tanstack/react-router'
import { useAssetUrl } from '../../../services/config/EnvProvider'
import { ImageWithFallback } from '../../../ui/image/ImageWithFallback'
import { MobileMenu } from '../mobile-menu/MobileMenu'
import { useMobileMenu } from '../mobile-menu/useMobileMenu'
import { NavSearch } from '../search/NavSearch'
import { sessionAccount, useSession } from '../session/SessionContext'
import { useSiteConfig } from '../site/SiteConfigContext'
import { SocialsDropdown } from '../socials/SocialsDropdown'
import { CoinBalance } from './CoinBalance'
import { MoreLinks } from './MoreLinks'
import { navLinks } from './navLinks'
import { SessionButton } from './SessionButton'
import { isTransparentNavbar } from './transparency'
import { useFittingLinks } from './useFittingLinks'
import './Navbar.css'

export function Navbar() {
  const config = useSiteConfig()
  const { session } = useSession()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const assetUrl = useAssetUrl()
  const menu = useMobileMenu(pathname)
  const links = navLinks(config, sessionAccount(session))
  const transparent = isTransparentNavbar(pathname)
  const discordLink = config.socials.find((social) => social.name.toLowerCase() === 'discord')?.link
  // from 1024 px up to where every link fits, the last ones move into the "More" menu
  const { rowRef, measureRef, fitting, fitted } = useFittingLinks(links.map((link) => link.label))

  return (
    <header
      className={transparent ? 'koi-navbar koi-navbar--transparent' : 'koi-navbar koi-navbar--solid'}
      data-transparent={transparent}
    >
      <Link to="/" className="koi-navbar__logo" aria-label={`${config.name} home`}>
        <ImageWithFallback src={assetUrl(config.logo)} alt="" />
        <span>{config.name}</span>
      </Link>
      <nav className="koi-navbar__links" aria-label="Main" ref={rowRef} data-fitted={fitted || undefined}>
        {links.slice(0, fitting).map((link) => (
          <Link
            key={link.label}
            to={link.to}
            params={link.params}
            className="koi-navbar__link"
            activeOptions={{ exact: link.href === '/' }}
          >
            {link.label}
          </Link>
        ))}
        {fitting < links.length ? <MoreLinks links={links.slice(fitting)} pathname={pathname} /> : null}
        <div className="koi-navbar__measure" ref={measureRef} aria-hidden="true">
          {links.map((link) => (
            <span key={link.label} className="koi-navbar__link">
              {link.label}
            </span>
          ))}
          <span className="koi-navbar__link koi-navbar__more-toggle">
            More <span>▾</span>
          </span>
        </div>
      </nav>
      <div className="koi-navbar__actions">
        <div className="koi-navbar__search">
          <NavSearch />
        </div>
        <SocialsDropdown socials={config.socials} />
        {session.status === 'signed-in' ? <CoinBalance account={session.account} /> : null}
        <SessionButton />
        <button
          type="button"
          className="koi-navbar__menu-toggle"
          aria-label={menu.open ? 'Close menu' : 'Open menu'}
          aria-expanded={menu.open}
          aria-controls="koi-mobile-menu"
          onClick={menu.toggle}
        >
          <span />
          <span />
          <span />
        </button>
      </div>
      {menu.open ? (
        <MobileMenu links={links} discordLink={discordLink} onClose={menu.close}>
          <NavSearch onNavigate={menu.close} />
        </MobileMenu>
      ) : null}
    </header>
  )
}
