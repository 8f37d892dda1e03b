import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ApiError, type ApiClient } from '../../../services/api'
import { useAssetUrl, useEnv } from '../../../services/config/EnvProvider'
import { explorerBaseForChain } from '../../../services/chain/explorers'
import { shortAddress } from '../../../ui/format/shortAddress'
import { tokenName } from '../../../ui/format/tokenName'
import { ContentImage } from '../../../ui/image/ContentImage'
import { MediaPreview } from '../../../ui/media/MediaPreview'
import { NotFound } from '../../../ui/not-found/NotFound'
import { formatPrice } from '../../../ui/format/ether'
import type { GatingMember, ReactionGatingInput } from '../../../services/reaction'
import { collectionMetadataQuery, collectionTraitsQuery, nftQuery, nftRarityQuery } from '../queries'
import { PriceHistory, TransfersList } from './ItemHistory'
import { ItemLikes } from './ItemLikes'
import { traitRarity } from './traitRarity'
import './ItemPage.css'

export interface ItemPageProps {
  api: ApiClient
  /** Slug or token address of the item's collection. */
  collectionId: string
  tokenId: string
  /** The shell's session, its wallet dialog and the X sign-in, for the like control's gating. */
  member: GatingMember
  connect: () => void
  /** The X sign-in's result read from the URL, and how the route drops it. */
  xLink: ReactionGatingInput['xLink']
}

/** The page's boxes at their final size while the item loads, so nothing moves when it lands. */
function ItemPageSkeleton() {
  return (
    <article className="koi-item-page" aria-busy="true" aria-label="Loading item">
      <div className="koi-item-page__media">
        <div className="koi-media" />
      </div>
      <div className="koi-item-page__facts">
        <div className="koi-item-page__collection" />
        <div className="koi-item-page__skeleton koi-item-page__skeleton--title" />
        <div className="koi-item-page__summary koi-item-page__skeleton--summary" />
      </div>
    </article>
  )
}

/** One item: media, name, owner, price, rarity rank, traits with rarity, likes, transfers and price history. */
export function ItemPage({ api, collectionId, tokenId, member, connect, xLink }: ItemPageProps) {
  const assetUrl = useAssetUrl()
  const item = useQuery(nftQuery(api, collectionId, tokenId))
  const collection = useQuery(collectionMetadataQuery(api, collectionId))
  const env = useEnv()
  const rarity = useQuery({ ...nftRarityQuery(api, collectionId, tokenId), enabled: item.isSuccess })
  const traits = useQuery({ ...collectionTraitsQuery(api, collectionId), enabled: item.isSuccess })

  if (item.isError) {
    return item.error instanceof ApiError && item.error.status === 404 ? (
      <NotFound />
    ) : (
      <p className="koi-item-page__muted">The item could not be loaded.</p>
    )
  }
  if (!item.data) return <ItemPageSkeleton />

  const nft = item.data
  const supply = collection.data?.totalSupply ?? 0
  const mediaPath = (nft.media.uri || nft.image)?.trim()
  const name = tokenName(nft)

  return (
    <article className="koi-item-page">
      <div className="koi-item-page__media">
        {mediaPath ? (
          <MediaPreview url={assetUrl(mediaPath)} mime={nft.media.mime} alt={name} priority />
        ) : (
          <ContentImage className="koi-item-page__missing" src={null} />
        )}
      </div>
      <div className="koi-item-page__facts">
        <div className="koi-item-page__collection">
          {collection.data ? (
            <Link to="/collection/$tokenAddressOrSlug" params={{ tokenAddressOrSlug: collectionId }}>
              {collection.data.name}
            </Link>
          ) : null}
        </div>
        <h1>{name}</h1>
        <dl className="koi-item-page__summary">
          <div>
            <dt>Owner</dt>
            <dd>
              {nft.owner ? (
                <Link to="/forge/$account" params={{ account: nft.owner }}>
                  {shortAddress(nft.owner, 5)}
                </Link>
              ) : (
                '—'
              )}
            </dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>{nft.price ? formatPrice(nft.price.price, nft.price.symbol) : 'Not listed'}</dd>
          </div>
          <div>
            <dt>Rarity rank</dt>
            <dd>{rarity.data ? `#${rarity.data.rank}${supply ? ` of ${supply}` : ''}` : '…'}</dd>
          </div>
          <div>
            <dt>Likes</dt>
            <dd>
              <ItemLikes
                api={api}
                collection={collectionId}
                tokenId={tokenId}
                name={name}
                member={member}
                connect={connect}
                xLink={xLink}
              />
            </dd>
          </div>
        </dl>
        <section aria-labelledby="koi-item-traits">
          <h2 id="koi-item-traits">Traits</h2>
          <ul className="koi-item-page__traits">
            {nft.attributes.map((trait) => {
              const share = traitRarity(traits.data ?? [], trait.trait_type, trait.value, supply)
              return (
                <li key={trait.trait_type}>
                  <span className="koi-item-page__trait-type">{trait.trait_type}</span>
                  <span className="koi-item-page__trait-value">{trait.value}</span>
                  <span className="koi-item-page__trait-share">
                    {share === undefined ? '…' : `${share}% have this`}
                  </span>
                </li>
              )
            })}
          </ul>
        </section>
      </div>
      <section className="koi-item-page__history" aria-labelledby="koi-item-prices">
        <h2 id="koi-item-prices">Price history</h2>
        <PriceHistory api={api} collection={collectionId} tokenId={tokenId} />
      </section>
      <section className="koi-item-page__history" aria-labelledby="koi-item-transfers">
        <h2 id="koi-item-transfers">Transfers</h2>
        <TransfersList
          api={api}
          tokenAddress={nft.tokenAddress}
          tokenId={nft.tokenId}
          explorerBase={collection.data ? explorerBaseForChain(collection.data.chainId, env) : null}
        />
      </section>
    </article>
  )
}
