import { render, screen } from '@testing-library/react'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TimeSeriesChart } from '../../../src/ui/charts/TimeSeriesChart'
import { installLayoutStubs } from '../collections/browserStubs'

// uPlot itself needs a canvas; a stand-in says when the chart would be drawn
vi.mock('../../../src/ui/charts/UplotChart', () => ({
  default: ({ points }: { points: unknown[] }) => <div data-testid="plot">{points.length} points</div>,
}))

const points = [
  { time: 1_700_000_000, value: 2 },
  { time: 1_700_086_400, value: 3 },
]

describe('a time chart', () => {
  it('draws only once it comes near the screen, keeping its frame until then', async () => {
    const { reveal } = installLayoutStubs()
    render(<TimeSeriesChart label="Sales volume" caption="Last 30 days" points={points} kind="bars" unit="ETH" />)
    const figure = screen.getByRole('figure', { name: 'Sales volume' })
    expect(figure.querySelector('.koi-chart__loading')).not.toBeNull()
    expect(screen.queryByTestId('plot')).toBeNull()
    act(() => reveal('.koi-chart'))
    expect(await screen.findByTestId('plot')).toHaveTextContent('2 points')
    expect(figure.querySelector('.koi-chart__loading')).toBeNull()
  })

  it("says 'No data available' for an empty series without waiting to be seen", () => {
    installLayoutStubs()
    render(<TimeSeriesChart label="Price" caption="All sales" points={[]} kind="line" unit="ETH" />)
    expect(screen.getByText('No data available')).toBeInTheDocument()
    expect(screen.queryByTestId('plot')).toBeNull()
  })
})
