import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderFlowsPage } from './renderFlowsPage'
import { ticketEntry } from './fixtures/ticketMachine'
import { machines } from '../../../src/machines'

const stateNode = (id: string) => document.querySelector(`[data-state-id="${id}"]`)
const edge = (id: string) => document.querySelector(`[data-transition-id="${id}"]`)

async function openTicket() {
  const user = userEvent.setup()
  const view = renderFlowsPage({ machines: [ticketEntry], machineId: 'ticket' })
  // The first ELK layout in a fresh worker thread takes a moment.
  await waitFor(() => expect(stateNode('ticket.idle')).not.toBeNull(), { timeout: 15_000 })
  return { user, ...view }
}

describe('simulating a machine on its diagram', { timeout: 30_000 }, () => {
  it('moves the highlighted state when an accepted event is pressed', async () => {
    const { user } = await openTicket()
    expect(stateNode('ticket.idle')).toHaveClass('state--active')
    expect(screen.getByTestId('flows-current-state')).toHaveTextContent('idle')

    await user.click(screen.getByRole('button', { name: 'ticket.open' }))

    expect(stateNode('ticket.checking')).toHaveClass('state--active')
    expect(stateNode('ticket.idle')).not.toHaveClass('state--active')
    expect(edge('ticket.idle|ticket.open|0')).toHaveClass('edge--taken')
    expect(screen.getByTestId('flows-current-state')).toHaveTextContent('checking')
    // Only events the current state accepts are offered.
    expect(screen.queryByRole('button', { name: 'ticket.open' })).toBeNull()
    expect(screen.getByRole('button', { name: 'ticket.submit' })).toBeInTheDocument()
  })

  it('lets the guard choice decide the branch', async () => {
    const { user } = await openTicket()
    await user.click(screen.getByRole('button', { name: 'ticket.open' }))
    await user.click(screen.getByRole('button', { name: 'ticket.submit' }))
    // isEligible does not hold: the unguarded branch to rejected, then straight back to idle.
    expect(edge('ticket.checking|ticket.submit|1')).toHaveClass('edge--taken')
    expect(edge('ticket.rejected|(always)|0')).toHaveClass('edge--taken')
    expect(stateNode('ticket.idle')).toHaveClass('state--active')

    await user.click(screen.getByRole('button', { name: 'ticket.open' }))
    await user.click(screen.getByRole('checkbox', { name: /isEligible/ }))
    expect(screen.getByRole('checkbox', { name: /isEligible/ })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'ticket.submit' }))

    expect(edge('ticket.checking|ticket.submit|0')).toHaveClass('edge--taken')
    expect(stateNode('ticket.loading')).toHaveClass('state--active')
    expect(stateNode('ticket.rejected')).not.toHaveClass('state--active')
  })

  it('settles an invoked actor with a sample result or error, and lets a delay pass', async () => {
    const { user } = await openTicket()
    await user.click(screen.getByRole('checkbox', { name: /isEligible/ }))
    await user.click(screen.getByRole('button', { name: 'ticket.open' }))
    await user.click(screen.getByRole('button', { name: 'ticket.submit' }))
    const pending = screen.getByRole('group', { name: 'fetchTicket is running' })

    await user.click(within(pending).getByRole('button', { name: 'Reject with {"message":"Network down"}' }))
    expect(stateNode('ticket.failed')).toHaveClass('state--active')
    expect(edge('ticket.loading|xstate.error.actor.fetch|0')).toHaveClass('edge--taken')

    await user.click(screen.getByRole('button', { name: 'Let 1500 ms pass' }))
    expect(stateNode('ticket.loading')).toHaveClass('state--active')

    await user.click(screen.getByRole('button', { name: 'Resolve with {"status":"open"}' }))
    for (const id of ['ticket.review', 'ticket.review.form.editing', 'ticket.review.timer.running']) {
      expect(stateNode(id)).toHaveClass('state--active')
    }
    expect(screen.getByTestId('flows-current-state')).toHaveTextContent('review › form › editing')
    expect(screen.getByTestId('flows-current-state')).toHaveTextContent('review › timer › running')
  })

  it('steps back one move at a time and resets to the start', async () => {
    const { user } = await openTicket()
    await user.click(screen.getByRole('checkbox', { name: /isEligible/ }))
    await user.click(screen.getByRole('button', { name: 'ticket.open' }))
    await user.click(screen.getByRole('button', { name: 'ticket.submit' }))
    expect(stateNode('ticket.loading')).toHaveClass('state--active')
    const history = () =>
      screen.getByRole('heading', { name: 'History' }).parentElement?.querySelectorAll('ol li').length ?? 0
    expect(history()).toBe(3)

    await user.click(screen.getByRole('button', { name: 'Step back' }))
    expect(stateNode('ticket.checking')).toHaveClass('state--active')
    expect(stateNode('ticket.loading')).not.toHaveClass('state--active')
    expect(history()).toBe(2)
    // The guard choice made before is still in force after stepping back.
    expect(screen.getByRole('checkbox', { name: /isEligible/ })).toBeChecked()

    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(stateNode('ticket.idle')).toHaveClass('state--active')
    expect(screen.getByRole('checkbox', { name: /isEligible/ })).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Step back' })).toBeDisabled()
  })

  it("lets the flow's rules decide their conditions from the data: only the others are chosen by hand", async () => {
    const entry = machines.find((candidate) => candidate.id === 'profileSave')
    if (!entry) throw new Error('profileSave is not registered')
    const user = userEvent.setup()
    renderFlowsPage({ machines: [entry], machineId: 'profileSave' })
    await waitFor(() => expect(screen.getByTestId('flows-current-state')).toHaveTextContent('username'), {
      timeout: 15_000,
    })
    const decided = screen.getByRole('list', { name: 'Decided by the data' })
    for (const name of ['isUsernameTaken', 'isCurrentUsername', 'isUsernameLengthValid', 'isSaveAccepted']) {
      expect(within(decided).getByText(name)).toBeInTheDocument()
      expect(screen.queryByRole('checkbox', { name: new RegExp(name) })).toBeNull()
    }
    expect(screen.getByRole('checkbox', { name: /isLoggedIn/ })).toBeInTheDocument()

    // the availability answer decides: true is taken, false is available
    await user.click(screen.getByRole('button', { name: 'username.change {"value":"sakura_ink"}' }))
    await user.click(screen.getByRole('button', { name: 'Let 1500 ms pass' }))
    await user.click(screen.getByRole('button', { name: 'Resolve with true' }))
    expect(screen.getByTestId('flows-current-state')).toHaveTextContent('taken')
    await user.click(screen.getByRole('button', { name: 'Step back' }))
    await user.click(screen.getByRole('button', { name: 'Resolve with false' }))
    expect(screen.getByTestId('flows-current-state')).toHaveTextContent('available')
  })
})
