import { Link } from '@tanstack/react-router'
import { memo, useDeferredValue, useMemo, type ReactNode } from 'react'
import type { Item } from '../../../services/api'
import { formatPrice } from '../../../ui/format/ether'
import { ContentImage } from '../../../ui/image/ContentImage'
import { tokenName } from '../../../ui/format/tokenName'
import {
  InfiniteScrollSentinel,
  type InfiniteScrollSentinelProps,
} from '../../../ui/infinite-scroll/InfiniteScrollSentinel'
import { tokenKey, type WalletTokensPage } from '../walletQueries'

export type TokenLayout = 'grid' | 'list'

export interface TokenGridProps {
  items: Item[]
  prices: WalletTokensPage['prices']
  /** Like counts by `tokenAddress:tokenId` (see `tokenKey`). */
  likes: Record<string, number>
  layout: TokenLayout
  /** The collection /explore/{tokenId} reads; a card of any other collection links to its own. */
  defaultTokenAddress: string
  mode: 'single' | 'multi'
  /** The next page is asked for at the end of the cards, once the cards given are drawn. */
  paging: InfiniteScrollSentinelProps
}

const traitOf = (item: Item, type: string) => item.attributes.find((trait) => trait.trait_type === type)?.value

type Cards = Pick<TokenGridProps, 'items' | 'prices' | 'likes'>
const NO_CARDS: Cards = { items: [], prices: [], likes: {} }

/**
 * Token cards (grid columns at least 250 px) or a compact list, with their price and like count.
 * A page of tokens that has just come (the first one too) is drawn in a render React can pause, so
 * the browser answers input while fifty cards are built; until then the grid shows what it showed.
 */
export function TokenGrid({ items, prices, likes, layout, defaultTokenAddress, mode, paging }: TokenGridProps) {
  const cards = useMemo(() => ({ items, prices, likes }), [items, prices, likes])
  const shown = useDeferredValue(cards, NO_CARDS)
  return (
    <>
      <TokenCards cards={shown} layout={layout} defaultTokenAddress={defaultTokenAddress} mode={mode} />
      {/* while a page is being drawn the end of the cards is not where the sentinel would be */}
      {shown === cards ? <InfiniteScrollSentinel {...paging} /> : null}
    </>
  )
}

/**
 * In single mode a card of the default collection links to /explore/{tokenId} (spec); in multi mode,
 * or for another collection, to /collection/{tokenAddress}/{tokenId}, the item in its own collection.
 */
const TokenCards = memo(function TokenCards({
  cards: { items, prices, likes },
  layout,
  defaultTokenAddress,
  mode,
}: Pick<TokenGridProps, 'layout' | 'defaultTokenAddress' | 'mode'> & { cards: Cards }) {
  const priceOf = new Map(prices.map((entry) => [tokenKey(entry), entry]))
  const explores = (item: Item) =>
    mode === 'single' && item.tokenAddress.toLowerCase() === defaultTokenAddress.toLowerCase()
  return (
    <ul className={`koi-tokens koi-tokens--${layout}`} aria-label="Tokens">
      {items.map((item) => {
        const price = priceOf.get(tokenKey(item)) ?? priceOf.get(tokenKey({ tokenId: item.tokenId }))
        const power = traitOf(item, 'Power')
        const virtue = traitOf(item, 'Virtue')
        const likeCount = likes[tokenKey(item)]
        const card: ReactNode = (
          <>
            <ContentImage className="koi-token__image" src={item.thumbnail || item.image} alt="" loading="lazy" />
            <span className="koi-token__name">{tokenName(item)}</span>
            <span className="koi-token__meta">
              {[power ? `Power ${power}` : null, virtue].filter(Boolean).join(' · ')}
            </span>
            <span className="koi-token__footer">
              <span className="koi-token__price">{price ? formatPrice(price.price, price.symbol) : 'Not listed'}</span>
              {likeCount === undefined ? null : (
                <span className="koi-token__likes" aria-label={`${likeCount} ${likeCount === 1 ? 'like' : 'likes'}`}>
                  ♥ {likeCount}
                </span>
              )}
            </span>
          </>
        )
        return (
          <li key={tokenKey(item)} className="koi-token">
            {explores(item) ? (
              <Link to="/explore/$tokenId" params={{ tokenId: item.tokenId }} className="koi-token__link">
                {card}
              </Link>
            ) : (
              <Link
                to="/collection/$tokenAddressOrSlug/$tokenId"
                params={{ tokenAddressOrSlug: item.tokenAddress, tokenId: item.tokenId }}
                className="koi-token__link"
              >
                {card}
              </Link>
            )}
          </li>
        )
      })}
    </ul>
  )
})
