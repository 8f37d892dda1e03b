import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, startTestServer, type TestServer } from './harness'
import { readFrames, type OpenStream } from './liveStream'

/**
 * One client cannot take a process's live streams: past `LIVE_STREAMS_PER_CLIENT` per address, or
 * per member from any address, a new stream is refused 429 with a message, and a closed one frees
 * its place. The limit is in memory: the database plays no part, so PGlite alone runs it.
 */
const LIMIT = 2

describe('live stream limits', () => {
  let server: TestServer
  const open: OpenStream[] = []
  // one proxy in front: the address is the entry it appended, the rightmost
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { liveStreamsPerClient: LIMIT, trustProxy: 1 } })
  })
  afterEach(async () => {
    await Promise.all(open.splice(0).map((stream) => stream.close().catch(() => undefined)))
  })
  afterAll(async () => {
    await server.close()
  })

  async function connect(headers: Record<string, string> = {}) {
    const response = await server.app.request(`${ORIGIN}/api/live`, { headers })
    if (response.status !== 200)
      return { status: response.status, body: (await response.json()) as { message: string } }
    const stream = readFrames(response)
    open.push(stream)
    expect((await stream.next()).event).toBe('ready')
    return { status: 200, stream }
  }

  it('refuses an address past its streams, a forged X-Forwarded-For included, and takes one again once a stream closes', async () => {
    const address = { 'x-forwarded-for': '198.51.100.9' }
    const first = await connect(address)
    expect((await connect(address)).status).toBe(200)
    const refused = await connect(address)
    expect(refused).toEqual({
      status: 429,
      body: { message: `too many live streams open for this address: at most ${LIMIT}` },
    })
    // what the client wrote itself, left of the proxy's entry, changes nothing
    expect((await connect({ 'x-forwarded-for': '203.0.113.7, 198.51.100.9' })).status).toBe(429)

    await first.stream?.close()
    await expect.poll(async () => (await connect(address)).status).toBe(200)
  })

  it('refuses a member past their streams from any address, while another member behind the same proxy connects', async () => {
    const member = await server.login()
    const from = (address: string, cookie = member.cookie) => ({ cookie, 'x-forwarded-for': address })
    expect((await connect(from('198.51.100.1'))).status).toBe(200)
    expect((await connect(from('198.51.100.2'))).status).toBe(200)
    expect(await connect(from('198.51.100.3'))).toEqual({
      status: 429,
      body: { message: `too many live streams open for this member: at most ${LIMIT}` },
    })
    const other = await server.login()
    expect((await connect(from('198.51.100.3', other.cookie))).status).toBe(200)
  })
})
