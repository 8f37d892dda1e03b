import { Link } from '@tanstack/react-router'
import { HomeSection } from './HomeSection'

/** The home page's way to the art contest: what it is, and the link to it. */
export function ArtContestInvite() {
  return (
    <HomeSection title="Art contest">
      <p className="koi-home-invite">
        Claim a piece, make it yours and enter it: the community loves its favourites, and the judges pick the winners.
      </p>
      <Link className="koi-home-button" to="/art-contest">
        Enter the art contest
      </Link>
    </HomeSection>
  )
}
