import type { DiagramGraph, DiagramState, DiagramTransition } from './diagramGraph'

/** The same diagram as Mermaid `stateDiagram-v2` text, for reviews and documents that render Mermaid. */
export function toMermaid(graph: DiagramGraph): string {
  const children = new Map<string, DiagramState[]>()
  for (const state of graph.states) {
    if (state.parentId === null) continue
    const siblings = children.get(state.parentId) ?? []
    siblings.push(state)
    children.set(state.parentId, siblings)
  }

  const lines = ['stateDiagram-v2']
  const writeChildren = (parent: DiagramState, indent: string): void => {
    const own = children.get(parent.id) ?? []
    own.forEach((state, index) => {
      if (parent.type === 'parallel' && index > 0) lines.push(`${indent}--`)
      writeState(state, indent)
    })
    const initial = own.find((state) => state.initial)
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial.id)}`)
  }
  const writeState = (state: DiagramState, indent: string): void => {
    const id = mermaidId(state.id)
    lines.push(`${indent}state "${escapeText(state.key)}" as ${id}`)
    for (const note of notesOf(state)) lines.push(`${indent}${id} : ${escapeText(note)}`)
    if (state.type === 'final') lines.push(`${indent}${id} --> [*]`)
    if ((children.get(state.id) ?? []).length > 0) {
      lines.push(`${indent}state ${id} {`)
      writeChildren(state, `${indent}  `)
      lines.push(`${indent}}`)
    }
  }

  const root = graph.states.find((state) => state.id === graph.rootId)
  if (root) writeChildren(root, '  ')
  for (const transition of graph.transitions) {
    const targets = transition.targetIds.length > 0 ? transition.targetIds : [transition.sourceId]
    for (const target of targets) {
      lines.push(
        `  ${mermaidId(transition.sourceId)} --> ${mermaidId(target)} : ${escapeText(transitionLabel(transition))}`,
      )
    }
  }
  return `${lines.join('\n')}\n`
}

/** `event [guard] / actions`, the usual statechart notation. */
export function transitionLabel(transition: DiagramTransition): string {
  const guard = transition.guard === null ? '' : ` [${transition.guard}]`
  const actions = transition.actions.length > 0 ? ` / ${transition.actions.join(', ')}` : ''
  return `${transition.event}${guard}${actions}`
}

function notesOf(state: DiagramState): string[] {
  return [
    ...state.invoke.map((invocation) => `invoke ${invocation.src}`),
    ...state.entry.map((action) => `entry / ${action}`),
    ...state.exit.map((action) => `exit / ${action}`),
  ]
}

function mermaidId(stateId: string): string {
  return `s_${stateId.replace(/[^A-Za-z0-9_]/g, '_')}`
}

function escapeText(text: string): string {
  // Mermaid ends a label at a newline and reads `;` and `#` specially; quotes would close the name.
  return text.replace(/[\n;#"]/g, ' ')
}
