import { and, not, or, stateIn } from 'xstate'

/**
 * Human names for the effects a machine declares. Machines name every effect in `setup`, so a
 * string or `{ type }` is the usual case; built-ins and higher-order guards are functions carrying
 * their parts as properties.
 */

interface HigherOrderGuard {
  check?: unknown
  guards?: unknown[]
  stateValue?: unknown
}

// Higher-order guards are told apart by their `check`, which survives minification (their function
// names, which a production build shortens, do not).
const checkOf = (guard: unknown) => (guard as HigherOrderGuard).check
const checks = {
  not: checkOf(not('probe')),
  and: checkOf(and([])),
  or: checkOf(or([])),
  stateIn: checkOf(stateIn('probe')),
}

const isCompound = (guard: unknown) => {
  const check = typeof guard === 'function' ? checkOf(guard) : undefined
  return check !== undefined && (check === checks.and || check === checks.or)
}

/** A part of a larger condition, in parentheses when it is itself an `and` or an `or`. */
const describePart = (guard: unknown) => (isCompound(guard) ? `(${describeGuard(guard)})` : describeGuard(guard))

export function describeGuard(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const { check, guards: parts, stateValue } = guard as HigherOrderGuard
    if (check !== undefined && check === checks.not && parts?.[0] !== undefined) return `!${describePart(parts[0])}`
    if (check !== undefined && (check === checks.and || check === checks.or) && parts !== undefined) {
      return parts.map(describePart).join(check === checks.and ? ' && ' : ' || ')
    }
    if (check !== undefined && check === checks.stateIn) return `in ${JSON.stringify(stateValue)}`
    return guard.name === '' ? 'inline guard' : guard.name
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
