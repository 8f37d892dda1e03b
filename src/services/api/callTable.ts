import { calls, type CallName } from './contract'
import type { CallDef } from './contract/define'

/** What the client needs to send a call and read its answer: where it goes and how, no schemas. */
export type CallRoute = Pick<CallDef, 'service' | 'method' | 'path' | 'bodyKind' | 'responseKind' | 'status'>

/**
 * Every call's route, taken from its declaration in the contract. In a build this module is
 * replaced by its value (scripts/callTablePlugin.ts), so the page carries a small table instead of
 * the contract's schemas and the zod build they need; in Node and in tests it is computed here.
 */
export const callTable = Object.fromEntries(
  Object.entries(calls).map(([name, { service, method, path, bodyKind, responseKind, status }]) => [
    name,
    { service, method, path, bodyKind, responseKind, status },
  ]),
) as Record<CallName, CallRoute>
