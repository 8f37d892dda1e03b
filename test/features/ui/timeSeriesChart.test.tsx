import { render, screen } from '@testing-library/react'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { TimeSeriesChart } from '../../../src/ui/charts/TimeSeriesChart'

const DAY = 86_400
const first = Date.parse('2026-11-01T00:00:00Z') / 1000
const week = [2, 0, 1, 0.5, 0, 0, 4].map((value, index) => ({ time: first + index * DAY, value }))

const chart = (kind: 'bars' | 'line', points = week) => (
  <TimeSeriesChart label="Sales volume" caption="7 sales" points={points} kind={kind} unit="ETH" height={220} />
)

describe('a time chart', () => {
  it('draws a bar for each day with sales, as tall as its share of the axis, saying its day and value', () => {
    render(chart('bars'))
    const figure = screen.getByRole('figure', { name: 'Sales volume' })
    const bars = [...figure.querySelectorAll<HTMLElement>('.koi-chart__bar')]
    expect(bars.map((bar) => bar.title)).toEqual([
      'Nov 1, 2026: 2 ETH',
      'Nov 3, 2026: 1 ETH',
      'Nov 4, 2026: 0.5 ETH',
      'Nov 7, 2026: 4 ETH',
    ])
    // the axis tops at 4 ETH: 4 ETH reaches the top room, 2 ETH half of it
    const heights = bars.map((bar) => parseFloat(bar.style.height))
    expect(heights[3]).toBeCloseTo(2 * (heights[0] ?? 0))
    expect(heights[0]).toBeCloseTo(2 * (heights[1] ?? 0))
    // bars stand in their day's slot, left to right
    const lefts = bars.map((bar) => parseFloat(bar.style.left))
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b))
    expect(lefts[0]).toBeCloseTo(100 / 14, 2)
    expect(figure.querySelector('.koi-chart__values')).toHaveTextContent('0 ETH1 ETH2 ETH3 ETH4 ETH')
    expect(figure.querySelector('.koi-chart__times')).toHaveTextContent('Nov 1Nov 2Nov 3Nov 4Nov 5Nov 6Nov 7')
    expect(screen.getByText('7 sales').tagName).toBe('FIGCAPTION')
  })

  it('draws a line through every point, each point saying its sale', () => {
    const sales = [
      { time: first, value: 1 },
      { time: first + 10 * DAY, value: 3 },
    ]
    render(chart('line', sales))
    const line = document.querySelector('.koi-chart__line polyline')
    const drawn = (line?.getAttribute('points') ?? '').split(' ').map((pair) => pair.split(',').map(Number))
    expect(drawn).toHaveLength(2)
    // the higher sale is higher on the plot (a smaller y)
    expect(drawn[1]?.[1]).toBeLessThan(drawn[0]?.[1] ?? 0)
    expect([...document.querySelectorAll<HTMLElement>('.koi-chart__point')].map((point) => point.title)).toEqual([
      'Nov 1, 2026: 1 ETH',
      'Nov 11, 2026: 3 ETH',
    ])
  })

  it('is the same markup from the server as in the browser, so a drawn page hydrates it as it is', async () => {
    for (const kind of ['bars', 'line'] as const) {
      const container = document.createElement('div')
      container.innerHTML = renderToString(chart(kind))
      document.body.append(container)
      const drawn = container.querySelector('.koi-chart__frame')
      const mismatches: unknown[] = []
      const errors = vi.spyOn(console, 'error').mockImplementation((...args) => void mismatches.push(args))
      const root = await act(() =>
        Promise.resolve(
          hydrateRoot(container, chart(kind), { onRecoverableError: (error) => void mismatches.push(error) }),
        ),
      )
      errors.mockRestore()
      expect(mismatches).toEqual([])
      // hydrated, not drawn again
      expect(container.querySelector('.koi-chart__frame')).toBe(drawn)
      act(() => root.unmount())
      container.remove()
    }
  })

  it("keeps its height while loading, and says 'No data available' for an empty series", () => {
    const { rerender } = render(
      <TimeSeriesChart label="Price" caption="Loading sales…" points={undefined} kind="line" unit="ETH" height={200} />,
    )
    expect(document.querySelector<HTMLElement>('.koi-chart__loading')?.style.height).toBe('200px')
    rerender(<TimeSeriesChart label="Price" caption="All sales" points={[]} kind="line" unit="ETH" height={200} />)
    expect(screen.getByText('No data available')).toBeInTheDocument()
    expect(document.querySelector('[data-testid="chart-plot"]')).toBeNull()
  })
})
