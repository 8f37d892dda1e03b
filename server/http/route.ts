import type { Hono, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { calls, compareSpecificity, toColonPath, type CallName, type Calls } from '../../src/services/api'
import { currentAccount } from '../auth/session'
import { isAdmin } from '../modules/users/profile'
import { limitBody } from './bodyLimit'
import type { AppContext, AppDeps, AppVariables } from './context'
import { badRequest, forbidden, HttpError, unauthorized } from './errors'
import { callLimits, changesData } from './limits'
import { isCrossSite } from './security'
import { jsonAnswer, SerializedJson, serializedAnswer } from './serializedJson'

type Def<N extends CallName> = Calls[N]

export interface HandlerInput<N extends CallName> {
  params: z.output<Def<N>['params']>
  query: z.output<Def<N>['query']>
  body: z.output<Def<N>['body']>
  /** The logged-in member; always set for calls the contract marks 'member'. */
  account: Def<N>['auth'] extends 'member' ? string : string | null
  deps: AppDeps
  c: AppContext
}

type Answer<N extends CallName> = z.input<Def<N>['response']> | SerializedJson<z.input<Def<N>['response']>> | Response

export type Handler<N extends CallName> = (input: HandlerInput<N>) => Promise<Answer<N>> | Answer<N>

export interface Route {
  name: CallName
  handler: (c: AppContext, deps: AppDeps) => Promise<Response>
}

function issuesText(part: string, error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${[part, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ')
}

async function readBody(c: AppContext, kind: 'json' | 'multipart' | 'none'): Promise<unknown> {
  if (kind === 'none') return undefined
  const type = c.req.header('content-type') ?? ''
  if (kind === 'multipart') {
    if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) {
      throw badRequest('body: expected multipart form data')
    }
    try {
      const form = await c.req.parseBody()
      return Object.fromEntries(Object.entries(form).filter(([, value]) => value !== ''))
    } catch {
      throw badRequest('body: malformed multipart form data')
    }
  }
  const text = await c.req.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw badRequest('body: expected JSON')
  }
}

/**
 * Binds a handler to a call of the contract: the session check for member calls, then params,
 * query and body parsed with the call's schemas (400 naming the field), then `{ data }` with the
 * call's success status.
 */
export function route<N extends CallName>(name: N, handler: Handler<N>): Route {
  const call = calls[name]
  return {
    name,
    handler: async (c, deps) => {
      // a page of another site must not make a member's browser change their data (GETs included)
      if (changesData(name) && isCrossSite(deps.env, c.req.url, (header) => c.req.header(header)))
        throw forbidden('cross-site request refused: this call changes data and is only made from Koi itself')
      const account = await currentAccount(c, deps)
      if (call.auth === 'member' && !account) throw unauthorized()
      const params = call.params.safeParse(c.req.param())
      if (!params.success) throw badRequest(issuesText('params', params.error))
      const query = call.query.safeParse(Object.fromEntries(new URL(c.req.url).searchParams))
      if (!query.success) throw badRequest(issuesText('query', query.error))
      // recomputing a derived read on demand is an operator's tool, not a member's
      if ((query.data as { refreshCache?: boolean }).refreshCache === true && !(await isAdmin(deps.db, account)))
        throw account ? forbidden('refreshCache is for admins') : unauthorized('refreshCache is for admins: log in')
      const body = call.body.safeParse(await readBody(c, call.bodyKind))
      if (!body.success) throw badRequest(issuesText('body', body.error))
      const result = await handler({
        params: params.data,
        query: query.data,
        body: body.data,
        account: account as HandlerInput<N>['account'],
        deps,
        c,
      } as HandlerInput<N>)
      if (result instanceof Response) return result
      if (deps.env.checkResponses) {
        // a serialized answer's value may be read from its text: only the check reads it
        const checked = call.response.safeParse(result instanceof SerializedJson ? result.value : result)
        if (!checked.success)
          throw new HttpError(500, `${name}: response breaks the contract: ${checked.error.message}`)
      }
      if (result instanceof SerializedJson) return serializedAnswer(c, result, call.status)
      return jsonAnswer(c, { data: result }, call.status)
    },
  }
}

/** Registers routes, static path segments before placeholders so `/all` is never read as an id. */
export function registerRoutes(app: Hono<{ Variables: AppVariables }>, routes: Route[], deps: AppDeps) {
  const sorted = [...routes].sort((a, b) => compareSpecificity(calls[a.name].path, calls[b.name].path))
  const limitsOf = callLimits(deps)
  for (const { name, handler } of sorted) {
    const call = calls[name]
    const named: MiddlewareHandler<{ Variables: AppVariables }> = (c, next) => {
      c.set('call', name)
      return next()
    }
    const bound: MiddlewareHandler<{ Variables: AppVariables }> = (c) => handler(c, deps)
    const bodyBound = limitBody(call.maxBodyBytes, `${name}: request body`)
    app.on([call.method], [toColonPath(call.path)], named, bodyBound, ...limitsOf(name), bound)
  }
}
