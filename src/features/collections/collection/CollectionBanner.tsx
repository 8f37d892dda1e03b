import { useQuery } from '@tanstack/react-query'
import type { ApiClient, Collection } from '../../../services/api'
import { useAssetUrl } from '../../../services/config/EnvProvider'
import { compactTotal } from '../../../ui/format/compactTotal'
import { ImageWithFallback } from '../../../ui/image/ImageWithFallback'
import { formatPrice } from '../price'
import { uniqueOwnersQuery } from '../queries'

/** The collection's picture, or the spec's placeholder when it has none. */
function CollectionImage({ image }: { image: string }) {
  const assetUrl = useAssetUrl()
  if (!image.trim()) return <div className="koi-collection-banner__placeholder">content not available yet</div>
  return <ImageWithFallback className="koi-collection-banner__image" src={assetUrl(image)} alt="" />
}

/** Banner, picture, name, description and stats; owners come from their own call when the stats lack them. */
export function CollectionBanner({ api, collection }: { api: ApiClient; collection: Collection }) {
  const assetUrl = useAssetUrl()
  const total = collection.stats?.total
  const owners = useQuery({ ...uniqueOwnersQuery(api, collection.tokenAddress), enabled: total === undefined })
  const ownerCount = total?.num_owners ?? owners.data?.totalCount
  const stats: [string, string][] = [
    ['Items', collection.totalSupply === undefined ? '—' : compactTotal(collection.totalSupply)],
    ['Owners', ownerCount === undefined ? '—' : compactTotal(ownerCount)],
    ['Floor price', total ? formatPrice(total.floor_price, total.floor_price_symbol) : '—'],
    ['Average price', total ? formatPrice(total.average_price, total.floor_price_symbol) : '—'],
    ['Total volume', total ? `${compactTotal(total.volume)} ${total.floor_price_symbol}` : '—'],
  ]
  return (
    <header className="koi-collection-banner">
      <div
        className="koi-collection-banner__band"
        style={collection.bannerImage ? { backgroundImage: `url("${assetUrl(collection.bannerImage)}")` } : undefined}
      />
      <div className="koi-collection-banner__body">
        <CollectionImage image={collection.image} />
        <div className="koi-collection-banner__text">
          <h1>{collection.name}</h1>
          <p>{collection.description}</p>
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
