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
})
