import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { ApiClient } from '../../../services/api'
import { TimeSeriesChart } from '../../../ui/charts/TimeSeriesChart'
import { chartValue, formatEtherAmount, sumEther } from '../../../ui/format/ether'
import { DEFAULT_VOLUME_DAYS, salesVolumeQuery } from '../queries'

export const VOLUME_WINDOWS = [7, 30, 90] as const

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000

/** The collection's sales volume per day over 7, 30 or 90 days, from the recorded sales. */
export function SalesVolume({ api, collectionId }: { api: ApiClient; collectionId: string }) {
  const [days, setDays] = useState<(typeof VOLUME_WINDOWS)[number]>(DEFAULT_VOLUME_DAYS)
  const { data } = useQuery(salesVolumeQuery(api, collectionId, days))
  const total = data ? sumEther(data.days.map((day) => day.volume)) : '0'
  const sales = data ? data.days.reduce((sum, day) => sum + day.sales, 0) : 0
  // the same array while the answer is the same: the chart draws anew only for new points, not each
  // time the collection page around it renders (every page of cards, every scroll the URL keeps)
  const points = useMemo(
    () =>
      data &&
      (sales === 0 ? [] : data.days.map((day) => ({ time: toSeconds(day.day), value: chartValue(day.volume) }))),
    [data, sales],
  )
  return (
    <section className="koi-sales-volume" aria-labelledby="koi-sales-volume-title">
      <div className="koi-sales-volume__head">
        <h2 id="koi-sales-volume-title">Sales volume</h2>
        <div role="group" aria-label="Period" className="koi-sales-volume__windows">
          {VOLUME_WINDOWS.map((window) => (
            <button key={window} type="button" aria-pressed={window === days} onClick={() => setDays(window)}>
              {window} days
            </button>
          ))}
        </div>
      </div>
      <TimeSeriesChart
        label={`Sales volume per day over ${days} days`}
        caption={
          data
            ? `${sales} sales, ${formatEtherAmount(total)} ${data.symbol} over the last ${days} days`
            : 'Loading sales…'
        }
        points={points}
        kind="bars"
        unit={data?.symbol ?? ''}
      />
    </section>
  )
}
