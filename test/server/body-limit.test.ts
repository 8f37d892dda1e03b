import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '../../server/app'
import { FILTER_BODY_BYTES } from '../../src/services/api'
import { startTestServer, type TestServer } from './harness'

interface Reply {
  status: number
  body: { message?: string }
}

/** Through the Node adapter, as deployed: a declared length is checked from the headers, before the body is read. */
describe('request body limit over HTTP', () => {
  let server: TestServer
  let close: () => void
  let port = 0
  beforeAll(async () => {
    server = await startTestServer('pglite', { seed: false })
    const running = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise<void>((done) => running.once('listening', done))
    port = (running.address() as AddressInfo).port
    close = () => running.close()
  })
  afterAll(async () => {
    close()
    await server.close()
  })

  const post = (headers: Record<string, string>, write: (send: (chunk: string) => boolean) => void) =>
    new Promise<Reply>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/collections/battlecards', headers, agent: false },
        (incoming) => {
          let text = ''
          incoming.on('data', (chunk: Buffer) => (text += chunk.toString()))
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode ?? 0, body: JSON.parse(text) as Reply['body'] }),
          )
        },
      )
      // the server may answer before the whole body is sent
      outgoing.on('error', reject)
      write((chunk) => outgoing.write(chunk))
      outgoing.end()
    })

  it('refuses a declared length over the limit with 413 before reading the body', async () => {
    const answer = await post(
      { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) },
      (send) => send('{'),
    ).catch((error: unknown) => ({ status: -1, body: { message: String(error) } }))
    expect(answer.status).toBe(413)
    expect(answer.body.message).toMatch(/larger than/)
  })

  it('refuses a declared length over the call’s own limit with 413 naming it', async () => {
    const answer = await post(
      { 'content-type': 'application/json', 'content-length': String(FILTER_BODY_BYTES + 1) },
      (send) => send('{'),
    ).catch((error: unknown) => ({ status: -1, body: { message: String(error) } }))
    expect(answer.status).toBe(413)
    expect(answer.body.message).toContain(
      `filterCollectionItems: request body larger than the limit of ${FILTER_BODY_BYTES} bytes`,
    )
  })

  it('reads a body of declared length and answers on its content', async () => {
    const body = '{"attributes": '
    const answer = await post(
      { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      (send) => send(body),
    )
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe('body: expected JSON')
  })
})
