import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ApiClient } from '../../../services/api'
import { TimeSeriesChart } from '../../../ui/charts/TimeSeriesChart'
import { chartValue } from '../../../ui/format/ether'
import { shortAddress } from '../../../ui/format/shortAddress'
import { TransactionLink } from '../../../ui/chain/TransactionLink'
import { nftSalesQuery, nftTransfersQuery } from '../queries'
import { mediumDate } from '../../../ui/format/calendarDate'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** The item's sale prices over time, as points on a line. */
export function PriceHistory({ api, collection, tokenId }: { api: ApiClient; collection: string; tokenId: string }) {
  const { data } = useQuery(nftSalesQuery(api, collection, tokenId))
  const symbol = data?.[0]?.symbol ?? 'ETH'
  // the same array while the answer is the same, so the chart is not drawn anew at each render
  const points = useMemo(
    () => data?.map((sale) => ({ time: Date.parse(sale.soldAt) / 1000, value: chartValue(sale.price) })),
    [data],
  )
  return (
    <TimeSeriesChart
      label="Sale prices over time"
      caption={!data ? 'Loading sales…' : data.length === 1 ? '1 sale' : `${data.length} sales`}
      points={points}
      kind="line"
      unit={symbol}
      height={200}
    />
  )
}

/** Every transfer of the item, newest first; the first one is its mint. Each links its transaction. */
export function TransfersList({
  api,
  tokenAddress,
  tokenId,
  explorerBase,
}: {
  api: ApiClient
  tokenAddress: string
  tokenId: string
  /** The block explorer of the collection's chain; null for a chain without one (the local chain). */
  explorerBase: string | null
}) {
  const { data } = useQuery(nftTransfersQuery(api, tokenAddress, tokenId))
  if (!data) return <p className="koi-item-page__muted">Loading transfers…</p>
  if (data.length === 0) return <p className="koi-item-page__muted">No data available</p>
  return (
    <table className="koi-item-transfers">
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">Date</th>
          <th scope="col">Transaction</th>
        </tr>
      </thead>
      <tbody>
        {data.map((transfer) => (
          <tr key={`${transfer.txHash}:${transfer.to}`}>
            <td>{transfer.from === ZERO_ADDRESS ? 'Mint' : 'Transfer'}</td>
            <td>{transfer.from === ZERO_ADDRESS ? '—' : shortAddress(transfer.from, 6)}</td>
            <td>{shortAddress(transfer.to, 6)}</td>
            <td>{mediumDate(new Date(transfer.timestamp))}</td>
            <td>
              <TransactionLink hash={transfer.txHash} explorerBase={explorerBase} head={8} tail={6} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
