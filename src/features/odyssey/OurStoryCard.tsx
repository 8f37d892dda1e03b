import { Link } from '@tanstack/react-router'
import { useAssetUrl } from '../../services/config/EnvProvider'
import type { OdysseyDocument } from '../../services/story'

/** 'Our story' with 'The legend of Koi', its Explore button, and the legend read aloud. */
export function OurStoryCard({ story }: { story: OdysseyDocument['story'] }) {
  const assetUrl = useAssetUrl()
  return (
    <section className="koi-our-story" aria-labelledby="koi-our-story-title">
      <div className="koi-our-story__text">
        <h2 id="koi-our-story-title">{story.title}</h2>
        <p className="koi-our-story__subtitle">{story.subtitle}</p>
        <Link className="koi-odyssey-button" to="/codex">
          Explore
        </Link>
      </div>
      <figure className="koi-our-story__player">
        <img src={assetUrl(story.poster)} alt="" width={480} height={480} fetchPriority="high" />
        <audio controls preload="metadata" aria-label={`${story.subtitle}, read aloud`}>
          <source src={assetUrl(story.audio.uri)} type={story.audio.mime} />
        </audio>
        <figcaption>Listen to the legend</figcaption>
      </figure>
    </section>
  )
}
