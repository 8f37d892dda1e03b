import { useAssetUrl } from '../../services/config/EnvProvider'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import { CONTEST_FAQ, CONTEST_STEPS } from './faq'
import './ContestFaq.css'

/** The rules (styles, how to post) and the FAQ with its ten questions and four numbered images. */
export function ContestRulesAndFaq({ hashtag, contestAccount }: { hashtag: string; contestAccount: string }) {
  const assetUrl = useAssetUrl()
  return (
    <div className="koi-contest-info">
      <section aria-labelledby="koi-rules-title" className="koi-contest-info__rules">
        <h2 id="koi-rules-title">Rules</h2>
        <ul>
          <li>
            Styles: a <strong>full character with background</strong>, or a <strong>face-off</strong>.
          </li>
          <li>
            Post your entry on X, tagging the owner of your piece and <strong>{contestAccount}</strong>, with the
            hashtag <strong>{hashtag}</strong>.
          </li>
          <li>One claimed piece at a time; a claimed piece is needed to enter. No AI art.</li>
        </ul>
      </section>
      <section aria-labelledby="koi-faq-title">
        <h2 id="koi-faq-title">FAQ</h2>
        <ol className="koi-contest-info__steps">
          {CONTEST_STEPS.map((step, index) => (
            <li key={step.caption}>
              <figure>
                <span className="koi-contest-info__number" aria-hidden="true">
                  {index + 1}
                </span>
                <ImageWithFallback src={assetUrl(step.image)} alt="" loading="lazy" />
                <figcaption>{step.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ol>
        <div className="koi-contest-info__faq">
          {CONTEST_FAQ.map((entry) => (
            <details key={entry.question}>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  )
}
