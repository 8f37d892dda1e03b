import { useWindowVirtualizer } from '@tanstack/react-virtual'
import type { ReactNode } from 'react'

export interface GridRowsProps {
  rowCount: number
  rowHeight: number
  /** Where the first row starts on the page (the banner, chart and toolbar are above it). */
  scrollMargin: number
  /** One row, `top` pixels below the first. */
  renderRow: (index: number, top: number) => ReactNode
}

/** How many rows above and below the window stay rendered. */
const OVERSCAN_ROWS = 3

/**
 * Only the rows near the window, virtualised against its scroll, so 10,000 items keep a bounded
 * number of nodes. Its code (the virtualiser) is fetched when the grid grows past its first page.
 */
export default function VirtualRows({ rowCount, rowHeight, scrollMargin, renderRow }: GridRowsProps) {
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  })
  return <>{virtualizer.getVirtualItems().map((row) => renderRow(row.index, row.start - scrollMargin))}</>
}
