import type { CallName, Calls } from './contract'
import { siteCalls } from './contract/site'

/**
 * The site configuration is what the first paint asks for, so its declaration ships with the
 * page; the rest of the catalogue, with most of its schemas, is fetched by the first other call
 * (or by the router preloading a page on hover).
 */
const firstPaintCalls: Partial<Calls> = siteCalls

let catalogue: Promise<Calls> | undefined

/** The declaration of a call, loading the catalogue when it is not one of the first paint's. */
export function callDefinition<N extends CallName>(name: N): Calls[N] | Promise<Calls[N]> {
  const known = firstPaintCalls[name]
  if (known) return known
  catalogue ??= import('./contract').then((contract) => contract.calls)
  return catalogue.then((calls) => calls[name])
}
