import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useAssetUrl, useEnv } from '../../services/config/EnvProvider'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import { NotFound } from '../../ui/not-found/NotFound'
import { ChallengeSocials } from './ChallengeSocials'
import { odysseyQuery } from '../../services/story'
import './odyssey.css'
import { ReadingColumn } from '../../ui/page/ReadingColumn'
import { usDollars } from '../../ui/format/decimal'

/** One challenge of the Odyssey; a locked one says so and shows no text. */
export function ChallengePage({ id }: { id: string }) {
  const env = useEnv()
  const assetUrl = useAssetUrl()
  const { data, isError, isPending } = useQuery(odysseyQuery(env))
  const challenges = data?.challenges ?? []
  const index = challenges.findIndex((candidate) => candidate.id === id)
  const challenge = challenges[index]
  const previous = challenges[index - 1]
  const next = challenges[index + 1]
  return (
    <ReadingColumn as="article" width="narrow" className="koi-odyssey koi-odyssey--challenge">
      <Link className="koi-reading__back" to="/odyssey">
        ← Back
      </Link>
      {isPending ? <p>Loading the challenge…</p> : null}
      {isError ? <p role="alert">The Odyssey could not be loaded. Please try again later.</p> : null}
      {data && !challenge ? <NotFound /> : null}
      {challenge ? (
        <>
          <h1>{challenge.title}</h1>
          <ImageWithFallback src={assetUrl(challenge.image)} alt={challenge.title} width={640} height={360} />
          {challenge.isOpened ? (
            <>
              <p className="koi-challenge__description">{challenge.description}</p>
              {challenge.text.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {challenge.prizeUsd !== null ? (
                <p>
                  Cash prize: <strong>{usDollars(challenge.prizeUsd, { cents: false })}</strong> over two weeks.
                </p>
              ) : null}
            </>
          ) : (
            <p role="status">This challenge is locked. It opens when the one before it closes.</p>
          )}
          <ChallengeSocials socials={challenge.socials} title={challenge.title} />
          <nav className="koi-odyssey__nav" aria-label="Challenges">
            {previous ? (
              <Link className="koi-odyssey-button" to="/odyssey/$id" params={{ id: previous.id }}>
                Previous
              </Link>
            ) : null}
            {next ? (
              <Link className="koi-odyssey-button koi-odyssey__next" to="/odyssey/$id" params={{ id: next.id }}>
                Next
              </Link>
            ) : null}
          </nav>
        </>
      ) : null}
    </ReadingColumn>
  )
}
