// zod/mini: the first page declares the site configuration call with these defaults, and the
// full zod build would weigh on it for three empty schemas; every call may use either build.
import { z } from 'zod/mini'
import { DEFAULT_JSON_BODY_BYTES, MULTIPART_BODY_BYTES } from './limits'

export type Service = 'main' | 'blog' | 'auth'
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** A schema for one of the request parts; an empty object when the call takes none. */
export type PartSchema = z.core.$ZodType<Record<string, unknown>, Record<string, unknown>>

/**
 * One call of the spec's catalogue, declared once. The client, the server's validation and the
 * msw mocks are all derived from this declaration.
 */
export interface CallDef<
  P extends PartSchema = PartSchema,
  Q extends PartSchema = PartSchema,
  B extends z.core.$ZodType = z.core.$ZodType,
  R extends z.core.$ZodType = z.core.$ZodType,
  A extends 'none' | 'member' = 'none' | 'member',
> {
  service: Service
  method: Method
  /** Exactly as the spec writes it, with `{param}` placeholders. */
  path: string
  params: P
  query: Q
  body: B
  /** json bodies are sent as JSON, multipart as form data (files as Blob/File), none sends nothing. */
  bodyKind: 'json' | 'multipart' | 'none'
  /**
   * The most bytes the call's body may hold: the server refuses a larger one (413) before reading
   * it. `DEFAULT_JSON_BODY_BYTES` unless the call declares more; multipart bodies have their own.
   */
  maxBodyBytes: number
  /** The schema of the `data` field of a successful response, or `binary` for a file body. */
  response: R
  responseKind: 'json' | 'binary'
  status: 200 | 201
  /** 'member' calls answer 401 without a logged-in member. */
  auth: A
  summary: string
}

const empty = z.object({})
type Empty = typeof empty

interface CallInput<P, Q, B, R, A> {
  service?: Service
  method: Method
  path: string
  params?: P
  query?: Q
  body?: B
  bodyKind?: 'json' | 'multipart'
  /** Only where a call's body needs more than `DEFAULT_JSON_BODY_BYTES`. */
  maxBodyBytes?: number
  response: R
  responseKind?: 'json' | 'binary'
  status?: 200 | 201
  auth?: A
  summary: string
}

// Declared free of side effects (its check of the path's placeholders throws as the contract is
// loaded, on the server and in the tests): a page that imports one call's module keeps only the
// declarations it uses, not every call beside them.
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<
  R extends z.core.$ZodType,
  P extends PartSchema = Empty,
  Q extends PartSchema = Empty,
  B extends z.core.$ZodType = z.ZodMiniUndefined,
  A extends 'none' | 'member' = 'none',
>(input: CallInput<P, Q, B, R, A>): CallDef<P, Q, B, R, A> {
  const placeholders = [...input.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
  const params = (input.params ?? empty) as P
  if (params instanceof z.core.$ZodObject) {
    const declared = Object.keys(params._zod.def.shape).sort().join(',')
    if (declared !== [...placeholders].sort().join(',')) {
      throw new Error(`${input.path}: params schema declares [${declared}], path has [${placeholders.join(',')}]`)
    }
  }
  const bodyKind = input.body ? (input.bodyKind ?? 'json') : 'none'
  return {
    service: input.service ?? 'main',
    method: input.method,
    path: input.path,
    params,
    query: (input.query ?? empty) as Q,
    body: (input.body ?? z.undefined()) as B,
    bodyKind,
    maxBodyBytes: input.maxBodyBytes ?? (bodyKind === 'multipart' ? MULTIPART_BODY_BYTES : DEFAULT_JSON_BODY_BYTES),
    response: input.response,
    responseKind: input.responseKind ?? 'json',
    status: input.status ?? 200,
    auth: input.auth ?? ('none' as A),
    summary: input.summary,
  }
}
