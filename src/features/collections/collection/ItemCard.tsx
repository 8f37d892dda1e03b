import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import type { Item } from '../../../services/api'
import { ContentImage } from '../../../ui/image/ContentImage'
import { tokenName } from '../../../ui/format/tokenName'
import { formatPrice } from '../../../ui/format/ether'

export interface ItemCardProps {
  item: Item
  collectionId: string
  price?: { price: string; symbol: string }
  likes: number
}

/**
 * One card of the grid: picture, name, price and likes, linking to the item page. A card whose
 * item, price and likes are the ones it shows is not built again when the grid renders.
 */
export const ItemCard = memo(function ItemCard({ item, collectionId, price, likes }: ItemCardProps) {
  return (
    <Link
      to="/collection/$tokenAddressOrSlug/$tokenId"
      params={{ tokenAddressOrSlug: collectionId, tokenId: item.tokenId }}
      className="koi-item-card"
    >
      <ContentImage
        className="koi-item-card__image"
        src={item.thumbnail || item.image}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <span className="koi-item-card__name">{tokenName(item)}</span>
      <span className="koi-item-card__meta">
        <span>{price ? formatPrice(price.price, price.symbol) : 'Not listed'}</span>
        <span aria-label={`${likes} likes`}>♥ {likes}</span>
      </span>
    </Link>
  )
})
