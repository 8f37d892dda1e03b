import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ApiClient } from '../../services/api'
import { useAssetUrl } from '../../services/config/EnvProvider'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import { NotFound } from '../../ui/not-found/NotFound'
import { ReadingColumn } from '../../ui/page/ReadingColumn'
import { aboutPageQuery } from './aboutQueries'
import './about.css'

/** One about page by id. */
export function AboutPage({ api, id }: { api: ApiClient; id: string }) {
  const assetUrl = useAssetUrl()
  const { data: about, isError, isPending } = useQuery(aboutPageQuery(api, id))
  return (
    <ReadingColumn as="article" width="narrow" className="koi-about koi-about--page">
      <Link className="koi-reading__back" to="/about">
        ← About
      </Link>
      {isPending ? <p>Loading…</p> : null}
      {isError ? <NotFound /> : null}
      {about ? (
        <>
          <p className="koi-about__category">{about.category}</p>
          <h1>{about.title}</h1>
          <ImageWithFallback src={assetUrl(about.image)} alt="" width={800} height={450} />
          {about.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </>
      ) : null}
    </ReadingColumn>
  )
}
