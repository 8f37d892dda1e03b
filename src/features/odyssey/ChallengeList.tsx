import { Link } from '@tanstack/react-router'
import { useAssetUrl } from '../../services/config/EnvProvider'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import { ChallengeSocials } from './ChallengeSocials'
import type { OdysseyChallenge } from '../../services/story'

/** The four challenges in order; an open one leads to its page, the others are greyed and locked. */
export function ChallengeList({ challenges }: { challenges: OdysseyChallenge[] }) {
  const assetUrl = useAssetUrl()
  return (
    <ol className="koi-challenges" aria-label="Challenges">
      {challenges.map((challenge) => (
        <li
          key={challenge.id}
          className={challenge.isOpened ? 'koi-challenge' : 'koi-challenge koi-challenge--locked'}
          aria-label={challenge.title}
        >
          <ImageWithFallback
            className="koi-challenge__image"
            src={assetUrl(challenge.image)}
            alt=""
            width={320}
            height={180}
            loading="lazy"
          />
          <div className="koi-challenge__body">
            <h3>
              {challenge.isOpened ? (
                <Link to="/odyssey/$id" params={{ id: challenge.id }}>
                  {challenge.title}
                </Link>
              ) : (
                challenge.title
              )}
            </h3>
            <p className="koi-challenge__status">{challenge.isOpened ? 'Open now' : 'Locked'}</p>
            <p className="koi-challenge__description">{challenge.description}</p>
            {challenge.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ChallengeSocials socials={challenge.socials} title={challenge.title} />
          </div>
        </li>
      ))}
    </ol>
  )
}
