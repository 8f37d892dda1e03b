import { describe, expect, it } from 'vitest'
import { toDiagramGraph } from '../../../src/features/flows/model/diagramGraph'
import { layoutDiagram } from '../../../src/features/flows/layout/diagramLayout'
import { createNodeLayoutEngine } from '../../../src/features/flows/layout/nodeLayoutEngine'
import { diagramFile } from '../../../src/features/flows/export/diagramFiles'
import { ticketMachine } from './fixtures/ticketMachine'

const graph = toDiagramGraph(ticketMachine)

describe('the diagram model read from the machine', () => {
  it('has every state with its kind and the initial states marked', () => {
    const byId = new Map(graph.states.map((state) => [state.id, state]))
    expect([...byId.keys()]).toEqual([
      'ticket',
      'ticket.idle',
      'ticket.checking',
      'ticket.loading',
      'ticket.failed',
      'ticket.rejected',
      'ticket.review',
      'ticket.review.form',
      'ticket.review.form.editing',
      'ticket.review.form.sent',
      'ticket.review.timer',
      'ticket.review.timer.running',
      'ticket.review.timer.expired',
      'ticket.done',
    ])
    expect(byId.get('ticket.review')?.type).toBe('parallel')
    expect(byId.get('ticket.done')?.type).toBe('final')
    expect(byId.get('ticket.idle')?.initial).toBe(true)
    expect(byId.get('ticket.checking')?.initial).toBe(false)
    expect(byId.get('ticket.loading')).toMatchObject({
      entry: ['countAttempt'],
      invoke: [{ id: 'fetch', src: 'fetchTicket' }],
    })
    // The raise/cancel pair XState adds for `after` is not shown as the state's own actions.
    expect(byId.get('ticket.failed')).toMatchObject({ entry: [], exit: [] })
  })

  it('labels transitions with their event, guard, delay, actor result and actions', () => {
    const labels = graph.transitions.map((transition) => ({
      from: transition.sourceId,
      to: transition.targetIds,
      event: transition.event,
      guard: transition.guard,
      actions: transition.actions,
    }))
    expect(labels).toEqual(
      expect.arrayContaining([
        { from: 'ticket.checking', to: ['ticket.loading'], event: 'ticket.submit', guard: 'isEligible', actions: [] },
        { from: 'ticket.checking', to: ['ticket.rejected'], event: 'ticket.submit', guard: null, actions: [] },
        { from: 'ticket.loading', to: ['ticket.review'], event: 'done: fetchTicket', guard: null, actions: [] },
        {
          from: 'ticket.loading',
          to: ['ticket.failed'],
          event: 'error: fetchTicket',
          guard: null,
          actions: ['showError'],
        },
        {
          from: 'ticket.failed',
          to: ['ticket.loading'],
          event: 'after retryDelay (1500 ms)',
          guard: null,
          actions: [],
        },
        { from: 'ticket.rejected', to: ['ticket.idle'], event: 'always', guard: null, actions: [] },
        { from: 'ticket.review', to: ['ticket.done'], event: 'done', guard: null, actions: [] },
      ]),
    )
    expect(graph.transitions).toHaveLength(12)
  })
})

describe('export', () => {
  it('writes SVG, Mermaid and JSON that contain every state and transition', async () => {
    const layout = await layoutDiagram(graph, createNodeLayoutEngine())
    const svg = diagramFile('svg', graph, layout, 'Support ticket')
    const mermaid = diagramFile('mermaid', graph, layout, 'Support ticket')
    const json = diagramFile('json', graph, layout, 'Support ticket')

    const document = new DOMParser().parseFromString(svg.content, 'image/svg+xml')
    expect(document.querySelector('parsererror')).toBeNull()
    const drawnStates = [...document.querySelectorAll('[data-state-id]')].map((node) =>
      node.getAttribute('data-state-id'),
    )
    expect(drawnStates.sort()).toEqual(graph.states.map((state) => state.id).sort())
    const drawnTransitions = [...document.querySelectorAll('[data-transition-id]')].map((node) =>
      node.getAttribute('data-transition-id'),
    )
    expect(drawnTransitions.sort()).toEqual(graph.transitions.map((transition) => transition.id).sort())
    for (const id of graph.transitions.map((transition) => transition.id)) {
      expect(document.querySelector(`[data-transition-id="${id}"] path`)?.getAttribute('d')).toMatch(
        /^M [\d.-]+ [\d.-]+ L/,
      )
    }

    expect(mermaid.content.startsWith('stateDiagram-v2\n')).toBe(true)
    for (const state of graph.states.filter((state) => state.parentId !== null)) {
      expect(mermaid.content).toContain(`state "${state.key}" as s_${state.id.replace(/\./g, '_')}`)
    }
    expect(mermaid.content).toContain('s_ticket_checking --> s_ticket_loading : ticket.submit [isEligible]')
    expect(mermaid.content).toContain('[*] --> s_ticket_idle')

    expect(JSON.parse(json.content)).toEqual(graph)
    expect([svg.name, mermaid.name, json.name]).toEqual(['ticket.svg', 'ticket.mmd', 'ticket.json'])
  })
})
