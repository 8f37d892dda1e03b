import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { calls, type CallName } from '../../src/services/api'
import { databaseTargets, startTestServer, type TestServer } from './harness'

const names = Object.keys(calls) as CallName[]

const keysOf = (schema: z.core.$ZodType): string[] =>
  schema instanceof z.core.$ZodObject ? Object.keys(schema._zod.def.shape) : []

/** Values a careless or hostile client might send: text, numbers, huge or odd strings. */
const value = fc.oneof(
  fc.string(),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    'true',
    'null',
    '0x',
    '-1',
    '1e309',
    'NaN',
    '../../etc',
    '%00',
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    'latest',
    'like',
  ),
  fc.string({ minLength: 200, maxLength: 400 }),
)

const jsonBody = fc.oneof(
  fc.jsonValue().map((json) => JSON.stringify(json)),
  fc.string(),
  fc.constant('{"attributes": {"Edition": "Gods"}}'),
  fc.constant('{"filter": [{"tokenAddress": 1}]}'),
)

describe.each(databaseTargets)('random and malformed input never gets a 5xx on %s', (target) => {
  let server: TestServer
  let cookie = ''
  beforeAll(async () => {
    server = await startTestServer(target)
    cookie = (await server.login()).cookie
  })
  afterAll(() => server.close())

  it.each(names)('%s', async (name) => {
    const call = calls[name]
    const paramKeys = keysOf(call.params)
    const queryKeys = [...keysOf(call.query), 'extra']
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(...paramKeys.map(() => value.filter((text) => text.length > 0))),
        fc.dictionary(fc.constantFrom(...queryKeys), value),
        jsonBody,
        fc.boolean(),
        async (params, query, body, loggedIn) => {
          let index = 0
          const path = call.path.replace(/\{\w+\}/g, () => encodeURIComponent(params[index++] ?? 'x'))
          const search = new URLSearchParams(query).toString()
          const headers: Record<string, string> = loggedIn ? { cookie } : {}
          let requestBody: BodyInit | undefined
          if (call.bodyKind === 'multipart') {
            const form = new FormData()
            form.set('username', body.slice(0, 40))
            form.set('image', new File([body], 'x.png', { type: 'image/png' }))
            requestBody = form
          } else if (call.method !== 'GET') {
            requestBody = body
            headers['content-type'] = 'application/json'
          }
          const response = await server.app.request(`http://localhost${path}${search ? `?${search}` : ''}`, {
            method: call.method,
            headers,
            body: requestBody,
          })
          if (response.status >= 500) throw new Error(`${response.status} ${await response.text()}`)
          expect(response.status).toBeGreaterThanOrEqual(200)
        },
      ),
      { numRuns: 12, seed: 20261122 },
    )
  })

  it.each(names)('%s: oversized, deeply nested and malformed input gets a 4xx with a message', async (name) => {
    const call = calls[name]
    const queryKeys = keysOf(call.query)
    const sendsBody = call.method !== 'GET'
    await fc.assert(
      fc.asyncProperty(
        hostileBody(call.maxBodyBytes),
        queryKeys.length > 0 ? fc.option(fc.tuple(fc.constantFrom(...queryKeys), hostileText)) : fc.constant(null),
        async (body, hostileQuery) => {
          const path = call.path.replace(/\{\w+\}/g, () => 'x')
          const search = hostileQuery ? `?${new URLSearchParams([hostileQuery]).toString()}` : ''
          const response = await server.app.request(`http://localhost${path}${search}`, {
            method: call.method,
            headers: { cookie, 'content-type': 'application/json' },
            body: sendsBody ? body.text : undefined,
          })
          const answer = (await response.json().catch(() => null)) as { message?: unknown } | null
          if (response.status >= 500) throw new Error(`${response.status} ${JSON.stringify(answer)}`)
          if (response.status >= 400) expect(typeof answer?.message).toBe('string')
          if (sendsBody && body.kind === 'oversized') {
            expect(response.status).toBe(413)
            expect(answer?.message).toContain(`${call.maxBodyBytes} bytes`)
          }
          // a call that reads a body refuses one that is no object; any call, a bad value of a query field
          const refused = (sendsBody && call.bodyKind !== 'none' && body.kind !== 'object') || hostileQuery !== null
          if (refused) expect(response.status).toBeGreaterThanOrEqual(400)
        },
      ),
      { numRuns: 4, seed: 20261127 },
    )
  })
})

/** Query values past every bound the contract declares: long text and long numbers. */
const hostileText = fc.oneof(
  fc.integer({ min: 2049, max: 8000 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: 400, max: 2000 }).map((length) => '9'.repeat(length)),
)

/**
 * JSON bodies a hostile client sends: over the call's limit; arrays nested thousands deep; objects
 * nested deep or thousands of keys wide (unknown keys are dropped, so these may be accepted); and
 * text that is no JSON object at all.
 */
const hostileBody = (maxBytes: number) =>
  fc.oneof(
    fc.integer({ min: 1, max: 4096 }).map((extra) => ({ kind: 'oversized', text: 'x'.repeat(maxBytes + extra) })),
    fc
      .integer({ min: 100, max: 5000 })
      .map((depth) => ({ kind: 'array', text: '['.repeat(depth) + ']'.repeat(depth) })),
    fc.integer({ min: 100, max: 2500 }).map((depth) => ({
      kind: 'object',
      text: `{"attributes":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
    })),
    fc.integer({ min: 100, max: 1000 }).map((width) => ({
      kind: 'object',
      text: JSON.stringify(Object.fromEntries(Array.from({ length: width }, (_, index) => [`k${index}`, [index]]))),
    })),
    fc
      .constantFrom('{', '{"attributes":', '\u0000', '[1,]', '{"a":1}}', '"\\ud800"', 'null', '1e999')
      .map((text) => ({ kind: 'broken', text })),
  )
