import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ApiClient } from '../../services/api'
import { useAssetUrl } from '../../services/config/EnvProvider'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import { ReadingColumn } from '../../ui/page/ReadingColumn'
import { aboutListQuery } from './aboutQueries'
import './about.css'

/** Every about page as a list, each leading to its page by id. */
export function AboutList({ api }: { api: ApiClient }) {
  const assetUrl = useAssetUrl()
  const { data, isError } = useQuery(aboutListQuery(api))
  return (
    <ReadingColumn className="koi-about">
      <h1>About</h1>
      {isError ? <p role="alert">The about pages could not be loaded. Please try again later.</p> : null}
      {data && data.items.length === 0 ? <p>No data available</p> : null}
      <ul className="koi-about__list">
        {data?.items.map((about) => (
          <li key={about._id}>
            <ImageWithFallback src={assetUrl(about.image)} alt="" width={320} height={180} loading="lazy" />
            <div>
              <p className="koi-about__category">{about.category}</p>
              <h2>
                <Link to="/about/$id" params={{ id: about._id }}>
                  {about.title}
                </Link>
              </h2>
              <p>{about.body[0]}</p>
            </div>
          </li>
        ))}
      </ul>
    </ReadingColumn>
  )
}
