import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ApiClient } from '../../services/api'
import { useAssetUrl } from '../../services/config/EnvProvider'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import { pageCount, Paginator } from '../../ui/paginator/Paginator'
import { prizesCountQuery, prizesPageQuery, PRIZES_PAGE_SIZE } from './prizeQueries'
import './prizes.css'

export interface CertifiedPrizesProps {
  api: ApiClient
  /** One page only and no paginator (the home page). */
  compact?: boolean
  title?: string
}

/** The certified-NFT prize grid: eight a page with 'Page X of Y', or one page in compact mode. */
export function CertifiedPrizes({ api, compact = false, title = 'Certified NFT prizes' }: CertifiedPrizesProps) {
  const assetUrl = useAssetUrl()
  const [page, setPage] = useState(1)
  const shownPage = compact ? 1 : page
  const prizes = useQuery(prizesPageQuery(api, shownPage))
  const total = useQuery({ ...prizesCountQuery(api), enabled: !compact })
  const totalPages = pageCount(total.data ?? 0, PRIZES_PAGE_SIZE)
  return (
    <section className={compact ? 'koi-prizes koi-prizes--compact' : 'koi-prizes'} aria-labelledby="koi-prizes-title">
      <h2 id="koi-prizes-title">{title}</h2>
      {prizes.data && prizes.data.length === 0 ? <p>No certified NFTs available.</p> : null}
      {prizes.isError ? <p>No certified NFTs available.</p> : null}
      {prizes.data && prizes.data.length > 0 ? (
        <ul className="koi-prizes__grid">
          {prizes.data.map((prize) => (
            <li key={prize._id} className="koi-prizes__prize">
              <ImageWithFallback src={assetUrl(prize.image)} alt="" width={240} height={336} loading="lazy" />
              <span>{prize.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {!compact && totalPages > 1 ? <Paginator page={page} totalPages={totalPages} onPageChange={setPage} /> : null}
    </section>
  )
}
