import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ApiClient, Collection } from '../../../services/api'
import { useAssetUrl } from '../../../services/config/EnvProvider'
import { compactTotal } from '../../../ui/format/compactTotal'
import { ContentImage } from '../../../ui/image/ContentImage'
import { compactEther, formatPrice } from '../../../ui/format/ether'
import { uniqueOwnersQuery } from '../queries'

/** The description shows this many lines until 'Read more'. */
const DESCRIPTION_LINES = 3
/** Longer descriptions may not fit those lines and offer 'Read more'. */
const SHORT_DESCRIPTION = 120

function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false)
  if (!text.trim()) return null
  return (
    <>
      <p
        className={
          open
            ? 'koi-collection-banner__description'
            : 'koi-collection-banner__description koi-collection-banner__description--clamped'
        }
        style={{ WebkitLineClamp: open ? undefined : DESCRIPTION_LINES }}
      >
        {text}
      </p>
      {text.length > SHORT_DESCRIPTION ? (
        <button type="button" className="koi-collection-banner__more" onClick={() => setOpen(!open)}>
          {open ? 'Show less' : 'Read more'}
        </button>
      ) : (
        // the line the button would take stays, so the page below sits where the loading page put it
        <span className="koi-collection-banner__more" aria-hidden="true" />
      )}
    </>
  )
}

/**
 * Banner, picture, name, description and stats; owners come from their own call when the stats
 * lack them. Before the collection has loaded, the same boxes stand empty at their final size.
 */
export function CollectionBanner({ api, collection }: { api: ApiClient; collection: Collection | undefined }) {
  const assetUrl = useAssetUrl()
  const total = collection?.stats?.total
  const owners = useQuery({
    ...uniqueOwnersQuery(api, collection?.tokenAddress ?? ''),
    enabled: collection !== undefined && total === undefined,
  })
  const ownerCount = total?.num_owners ?? owners.data?.totalCount
  const stats: [string, string][] = [
    ['Items', collection?.totalSupply === undefined ? '—' : compactTotal(collection.totalSupply)],
    ['Owners', ownerCount === undefined ? '—' : compactTotal(ownerCount)],
    ['Floor price', total ? formatPrice(total.floor_price, total.floor_price_symbol) : '—'],
    ['Average price', total ? formatPrice(total.average_price, total.floor_price_symbol) : '—'],
    ['Total volume', total ? `${compactEther(total.volume)} ${total.floor_price_symbol}` : '—'],
  ]
  return (
    <header className="koi-collection-banner">
      <div
        className="koi-collection-banner__band"
        style={collection?.bannerImage ? { backgroundImage: `url("${assetUrl(collection.bannerImage)}")` } : undefined}
      />
      <div className="koi-collection-banner__body">
        {collection ? (
          <ContentImage className="koi-collection-banner__image" src={collection.image} alt="" />
        ) : (
          <div className="koi-collection-banner__placeholder" />
        )}
        <div className="koi-collection-banner__text">
          {collection ? (
            <>
              <h1>{collection.name}</h1>
              <Description text={collection.description ?? ''} />
            </>
          ) : (
            <>
              <div className="koi-collection-banner__skeleton koi-collection-banner__skeleton--title" />
              <div className="koi-collection-banner__skeleton koi-collection-banner__skeleton--text" />
            </>
          )}
        </div>
      </div>
      <dl className="koi-collection-banner__stats">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  )
}
