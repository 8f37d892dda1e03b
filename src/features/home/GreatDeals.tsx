import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { ApiClient } from '../../services/api'
import { useAssetUrl, useEnv } from '../../services/config/EnvProvider'
import { formatPrice } from '../../ui/format/ether'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import { clampedStart } from './carousel'
import { DEALS_VISIBLE, greatDealsQuery } from './homeQueries'

/** Listings furthest under their collection's average, four at a time; the row stops at either end. */
export function GreatDeals({ api }: { api: ApiClient }) {
  const env = useEnv()
  const assetUrl = useAssetUrl()
  const { data, isError } = useQuery(greatDealsQuery(api, env.chainId))
  const [start, setStart] = useState(0)
  const deals = data?.items ?? []
  const first = clampedStart(start, deals.length, DEALS_VISIBLE)
  const shown = deals.slice(first, first + DEALS_VISIBLE)
  return (
    <section className="koi-home-section" aria-labelledby="koi-great-deals-title">
      <div className="koi-home-section__header">
        <h2 id="koi-great-deals-title">Great deals</h2>
        <div className="koi-home-section__arrows">
          <button
            type="button"
            aria-label="Previous deals"
            disabled={first === 0}
            onClick={() => setStart(clampedStart(first - DEALS_VISIBLE, deals.length, DEALS_VISIBLE))}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label="More deals"
            disabled={first + DEALS_VISIBLE >= deals.length}
            onClick={() => setStart(clampedStart(first + DEALS_VISIBLE, deals.length, DEALS_VISIBLE))}
          >
            ›
          </button>
        </div>
      </div>
      {isError || (data && deals.length === 0) ? <p>No data available</p> : null}
      <ul className="koi-deals">
        {/* on their way: cards of the same size hold the row, so the sections under it stay put */}
        {data === undefined && !isError
          ? Array.from({ length: DEALS_VISIBLE }, (_, index) => (
              <li key={index} className="koi-deal koi-deal--placeholder" aria-hidden="true">
                <span className="koi-deal__picture" />
                <span className="koi-deal__lines" />
              </li>
            ))
          : null}
        {shown.map((deal) => (
          <li key={`${deal.tokenAddress}-${deal.tokenId}`} className="koi-deal">
            <Link to="/explore/$tokenId" params={{ tokenId: deal.tokenId }}>
              <ImageWithFallback src={assetUrl(deal.image)} alt="" width={240} height={336} loading="lazy" />
              <span className="koi-deal__name">{deal.name}</span>
            </Link>
            <span className="koi-deal__price">{formatPrice(deal.price, deal.symbol)}</span>
            <span className="koi-deal__discount">
              {Math.round(deal.discountPercent)}% under the average of {formatPrice(deal.averagePrice, deal.symbol)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
