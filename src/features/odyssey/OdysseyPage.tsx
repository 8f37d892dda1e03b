import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useAssetUrl, useEnv } from '../../services/config/EnvProvider'
import { ItemListModal } from '../../ui/modal/ItemListModal'
import { CashPrizes } from './CashPrizes'
import { ChallengeList } from './ChallengeList'
import { odysseyQuery } from '../../services/story'
import { OurStoryCard } from './OurStoryCard'
import { ReadingColumn } from '../../ui/page/ReadingColumn'
import './odyssey.css'

/** The Odyssey: Our story with the legend's audio, the cash prizes and the four challenges. */
export function OdysseyPage({ children }: { children?: ReactNode }) {
  const env = useEnv()
  const assetUrl = useAssetUrl()
  const { data, isError, isPending } = useQuery(odysseyQuery(env))
  const [overviewOpen, setOverviewOpen] = useState(false)
  return (
    <ReadingColumn width="wide" className="koi-odyssey">
      <h1>Odyssey</h1>
      {/* the story and the challenges fill more than a screen: what follows them waits below it */}
      {isPending ? <p className="koi-odyssey__pending">Loading the Odyssey…</p> : null}
      {isError ? <p role="alert">The Odyssey could not be loaded. Please try again later.</p> : null}
      {data ? (
        <>
          <OurStoryCard story={data.story} />
          <CashPrizes challenges={data.challenges} />
          <section aria-labelledby="koi-challenges-title">
            <div className="koi-odyssey__challenges-header">
              <h2 id="koi-challenges-title">The four challenges</h2>
              <button type="button" className="koi-odyssey-button" onClick={() => setOverviewOpen(true)}>
                All challenges at a glance
              </button>
            </div>
            <ChallengeList challenges={data.challenges} />
          </section>
          <ItemListModal
            open={overviewOpen}
            onClose={() => setOverviewOpen(false)}
            title="The four challenges"
            items={data.challenges.map((challenge) => ({
              name: challenge.title,
              description: challenge.description,
              image: assetUrl(challenge.image),
            }))}
          />
        </>
      ) : null}
      {children}
    </ReadingColumn>
  )
}
