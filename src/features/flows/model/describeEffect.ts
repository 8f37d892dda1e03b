/**
 * Human names for the effects a machine declares. Machines name every effect in `setup`, so a
 * string or `{ type }` is the usual case; built-ins and higher-order guards are functions carrying
 * their parts as properties.
 */

interface HigherOrderGuard {
  guards?: unknown[]
  stateValue?: unknown
}

export function describeGuard(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const parts = (guard as HigherOrderGuard).guards
    const name = guard.name
    if (name === 'not' && parts?.[0] !== undefined) return `!${describeGuard(parts[0])}`
    if ((name === 'and' || name === 'or') && parts !== undefined) {
      return parts.map(describeGuard).join(name === 'and' ? ' && ' : ' || ')
    }
    if (name === 'stateIn') return `in ${JSON.stringify((guard as HigherOrderGuard).stateValue)}`
    return name === '' ? 'inline guard' : name
  }
  return describeNamed(guard) ?? 'guard'
}

export function describeAction(action: unknown): string {
  if (typeof action === 'string') return action
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type
    if (typeof type === 'string') return type.replace(/^xstate\./, '')
    return action.name === '' ? 'inline action' : action.name
  }
  return describeNamed(action) ?? 'action'
}

export function describeDelay(delay: unknown): string {
  if (typeof delay === 'number') return `${delay} ms`
  if (typeof delay === 'string') return /^\d+$/.test(delay) ? `${delay} ms` : delay
  return 'a delay'
}

function describeNamed(value: unknown): string | null {
  if (typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string') {
    return value.type
  }
  return null
}
