import { Link } from '@tanstack/react-router'
import type { Item } from '../../../services/api'
import { useAssetUrl } from '../../../services/config/EnvProvider'
import { ImageWithFallback } from '../../../ui/image/ImageWithFallback'

export type TokenLayout = 'grid' | 'list'

export interface TokenPrice {
  tokenAddress?: string
  tokenId: string
  price: number
  symbol: string
}

const traitOf = (item: Item, type: string) => item.attributes.find((trait) => trait.trait_type === type)?.value

/** Token cards (grid columns at least 250 px) or a compact list; each links to /explore/{tokenId}. */
export function TokenGrid({ items, prices, layout }: { items: Item[]; prices: TokenPrice[]; layout: TokenLayout }) {
  const assetUrl = useAssetUrl()
  const priceOf = new Map(prices.map((entry) => [`${entry.tokenAddress ?? ''}:${entry.tokenId}`, entry]))
  return (
    <ul className={`koi-tokens koi-tokens--${layout}`} aria-label="Tokens">
      {items.map((item) => {
        const price = priceOf.get(`${item.tokenAddress}:${item.tokenId}`) ?? priceOf.get(`:${item.tokenId}`)
        const power = traitOf(item, 'Power')
        const virtue = traitOf(item, 'Virtue')
        return (
          <li key={`${item.tokenAddress}:${item.tokenId}`} className="koi-token">
            <Link to="/explore/$tokenId" params={{ tokenId: item.tokenId }} className="koi-token__link">
              <ImageWithFallback
                className="koi-token__image"
                src={assetUrl(item.thumbnail || item.image)}
                alt=""
                loading="lazy"
              />
              <span className="koi-token__name">{item.name}</span>
              <span className="koi-token__meta">
                {[power ? `Power ${power}` : null, virtue].filter(Boolean).join(' · ')}
              </span>
              <span className="koi-token__price">{price ? `${price.price} ${price.symbol}` : 'Not listed'}</span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
