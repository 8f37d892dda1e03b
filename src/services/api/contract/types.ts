import type { z } from 'zod'
import type { CallName, Calls } from './index'

type Part<Key extends string, Input> = [Input] extends [undefined]
  ? { [K in Key]?: undefined }
  : Record<string, never> extends Input
    ? { [K in Key]?: Input }
    : { [K in Key]: Input }

export type ParamsOf<N extends CallName> = z.input<Calls[N]['params']>
export type QueryOf<N extends CallName> = z.input<Calls[N]['query']>
export type BodyOf<N extends CallName> = z.input<Calls[N]['body']>

/**
 * What a caller passes: params, query and body, each optional when the call needs none, and a
 * signal that stops the request (an upload the member cancels).
 */
export type CallRequest<N extends CallName> = Part<'params', ParamsOf<N>> &
  Part<'query', QueryOf<N>> &
  Part<'body', BodyOf<N>> & { signal?: AbortSignal }

/** The parsed `data` of a successful response. */
export type CallData<N extends CallName> = z.output<Calls[N]['response']>
/** What a server or mock may put in `data` (before parsing). */
export type CallDataInput<N extends CallName> = z.input<Calls[N]['response']>
