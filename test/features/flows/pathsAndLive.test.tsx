import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeLiveChannel, renderFlowsPage } from './renderFlowsPage'
import { ticketEntry } from './fixtures/ticketMachine'

const stateNode = (id: string) => document.querySelector(`[data-state-id="${id}"]`)
const edge = (id: string) => document.querySelector(`[data-transition-id="${id}"]`)
const waitForDiagram = () => waitFor(() => expect(stateNode('ticket.idle')).not.toBeNull(), { timeout: 15_000 })

describe('test paths on the diagram', { timeout: 30_000 }, () => {
  it('lists the generated paths, highlights the chosen one and replays it step by step', async () => {
    const user = userEvent.setup()
    const { searches } = renderFlowsPage({ machines: [ticketEntry], machineId: 'ticket' })
    await waitForDiagram()
    // Paths that are a prefix of a longer one are dropped, so this one goes on after the rejection.
    const [path] = await screen.findAllByRole('button', {
      name: /^ticket\.open → ticket\.submit \(isEligible: yes\) → fetchTicket rejects → /,
    })
    if (!path) throw new Error('no path through the rejection')

    await user.click(path)
    expect(searches.at(-1)?.path).toBeTypeOf('number')
    expect(path).toHaveAttribute('aria-pressed', 'true')
    for (const id of [
      'ticket.idle|ticket.open|0',
      'ticket.checking|ticket.submit|0',
      'ticket.loading|xstate.error.actor.fetch|0',
    ]) {
      expect(edge(id)).toHaveClass('edge--path')
    }
    expect(edge('ticket.checking|ticket.submit|1')).not.toHaveClass('edge--path')

    const player = screen.getByRole('group', { name: /^Path \d+$/ })
    const total = Number(/step 0 of (\d+)/.exec(player.textContent ?? '')?.[1])
    expect(total).toBeGreaterThan(3)
    await user.click(within(player).getByRole('button', { name: 'Next step' }))
    expect(stateNode('ticket.checking')).toHaveClass('state--active')
    await user.click(within(player).getByRole('button', { name: 'Next step' }))
    expect(stateNode('ticket.loading')).toHaveClass('state--active')
    await user.click(within(player).getByRole('button', { name: 'Next step' }))
    expect(stateNode('ticket.failed')).toHaveClass('state--active')
    await user.click(within(player).getByRole('button', { name: 'Play to the end' }))
    expect(player).toHaveTextContent(`step ${total} of ${total}`)
    expect(screen.getByRole('heading', { name: 'History' }).parentElement?.querySelectorAll('ol li')).toHaveLength(
      total,
    )
    expect(within(player).getByRole('button', { name: 'Next step' })).toBeDisabled()
  })

  it('shows the coverage of the last path-test run, or says there was none', async () => {
    const figures = {
      states: { reached: 14, total: 14, percent: 100 },
      transitions: { reached: 11, total: 12, percent: 91.66 },
      guardOutcomes: { reached: 2, total: 2, percent: 100 },
      paths: 9,
      mismatches: 0,
    }
    const first = renderFlowsPage({
      machines: [ticketEntry],
      machineId: 'ticket',
      coverage: { kind: 'figures', figures, generatedAt: null },
    })
    expect(await screen.findByText('11 of 12 (91.66%)')).toBeInTheDocument()
    expect(screen.getByText('9, all as expected')).toBeInTheDocument()
    first.unmount()

    renderFlowsPage({ machines: [ticketEntry], machineId: 'ticket', coverage: { kind: 'no-run' } })
    expect(await screen.findByText(/No path-test run yet/)).toBeInTheDocument()
  })
})

describe('live view', { timeout: 30_000 }, () => {
  it('highlights the state of a member flow reported through the inspector channel', async () => {
    const user = userEvent.setup()
    const live = fakeLiveChannel()
    const { searches } = renderFlowsPage({ machines: [ticketEntry], machineId: 'ticket', live })
    await waitForDiagram()
    expect(live.listenerCount()).toBe(0)

    await user.click(screen.getByRole('checkbox', { name: 'Watch live' }))
    expect(searches.at(-1)?.live).toBe(true)
    expect(live.listenerCount()).toBe(1)
    expect(screen.getByText(/Waiting for a Support ticket flow/)).toBeInTheDocument()
    // Simulation controls stay visible but cannot move the diagram while it follows a real run.
    expect(screen.getByRole('button', { name: 'ticket.open' })).toBeDisabled()

    live.publish({
      kind: 'snapshot',
      machineId: 'ticket',
      inspectionId: 'ticket',
      sessionId: 'x:0',
      machineDefinitionId: 'ticket',
      value: { review: { form: 'sent', timer: 'running' } },
      status: 'active',
      eventType: 'ticket.submit',
      at: Date.now(),
    })
    await waitFor(() => expect(stateNode('ticket.review.form.sent')).toHaveClass('state--active'))
    expect(stateNode('ticket.review.timer.running')).toHaveClass('state--active')
    expect(stateNode('ticket.idle')).not.toHaveClass('state--active')
    expect(screen.getByText(/last event ticket.submit/)).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: 'Watch live' }))
    expect(live.listenerCount()).toBe(0)
    expect(stateNode('ticket.idle')).toHaveClass('state--active')
  })
})
