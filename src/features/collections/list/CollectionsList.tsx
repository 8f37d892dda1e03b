import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ApiClient, Collection } from '../../../services/api'
import { compactTotal } from '../../../ui/format/compactTotal'
import { VolumeChange } from '../../../ui/format/VolumeChange'
import { ContentImage } from '../../../ui/image/ContentImage'
import { NotFound } from '../../../ui/not-found/NotFound'
import { pageCount, Paginator } from '../../../ui/paginator/Paginator'
import { COLLECTIONS_PAGE_SIZE, collectionsPageQuery } from '../queries'
import { compactEther, formatPrice } from '../../../ui/format/ether'
import './CollectionsList.css'

const WINDOWS = ['one_day', 'seven_day', 'thirty_day'] as const

function volumeChangeOf(collection: Collection, window: (typeof WINDOWS)[number]) {
  return collection.stats?.intervals.find((entry) => entry.interval === window)?.volume_change
}

export interface CollectionsListProps {
  api: ApiClient
  /** 1-based. */
  page: number
  onPageChange: (page: number) => void
}

/** The collections table, by market cap, highest first (the server's order), 50 a page. */
export function CollectionsList({ api, page, onPageChange }: CollectionsListProps) {
  const { data, isPending, isError } = useQuery(collectionsPageQuery(api, page))
  if (isPending)
    return (
      <div className="koi-collections__area">
        <p className="koi-collections__loading">Loading collections…</p>
      </div>
    )
  if (isError || data.items.length === 0) return <NotFound />
  const totalPages = pageCount(data.totalCount, COLLECTIONS_PAGE_SIZE)
  const firstRank = (page - 1) * COLLECTIONS_PAGE_SIZE + 1
  return (
    <div className="koi-collections__area">
      <div className="koi-collections__scroller">
        <table className="koi-collections">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Item</th>
              <th scope="col">Floor price</th>
              <th scope="col">Average price</th>
              <th scope="col">Market cap</th>
              <th scope="col">Total volume</th>
              <th scope="col">Owners</th>
              <th scope="col">1d %</th>
              <th scope="col">7d %</th>
              <th scope="col">30d %</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((collection, index) => {
              const total = collection.stats?.total
              return (
                <tr key={collection.tokenAddress}>
                  <td>{firstRank + index}</td>
                  <th scope="row">
                    <Link
                      to="/collection/$tokenAddressOrSlug"
                      params={{ tokenAddressOrSlug: collection.slug || collection.tokenAddress }}
                      className="koi-collections__item"
                    >
                      <ContentImage
                        className="koi-collections__image"
                        src={collection.image}
                        alt=""
                        width={40}
                        height={40}
                      />
                      <span>{collection.name}</span>
                    </Link>
                  </th>
                  <td>{total ? formatPrice(total.floor_price, total.floor_price_symbol) : '—'}</td>
                  <td>{total ? formatPrice(total.average_price, total.floor_price_symbol) : '—'}</td>
                  <td>{total ? compactEther(total.market_cap) : '—'}</td>
                  <td>{total ? compactEther(total.volume) : '—'}</td>
                  <td>{total ? compactTotal(total.num_owners) : '—'}</td>
                  {WINDOWS.map((window) => {
                    const change = volumeChangeOf(collection, window)
                    return <td key={window}>{change === undefined ? '—' : <VolumeChange change={change} />}</td>
                  })}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <Paginator page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </div>
  )
}
