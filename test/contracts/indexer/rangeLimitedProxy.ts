import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * An RPC in front of a local node that refuses eth_getLogs over more than `maxRange` blocks (as
 * public providers do) and that a test can cut (connections dropped) and restore.
 */
export interface RangeLimitedProxy {
  url: string
  /** eth_getLogs requests answered, and those refused for their range. */
  counts: { getLogs: number; refused: number }
  cut(): void
  /** Cuts the RPC once `answered` more eth_getLogs requests have been answered (a process dying mid-way). */
  cutAfterGetLogs(answered: number): void
  restore(): void
  close(): Promise<void>
}

interface RpcRequest {
  id?: unknown
  method?: string
  params?: { fromBlock?: string; toBlock?: string }[]
}

const blockNumberOf = (tag: string | undefined) => (tag?.startsWith('0x') ? Number(BigInt(tag)) : undefined)

const readBody = (request: IncomingMessage) =>
  new Promise<string>((done, fail) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => done(body))
    request.on('error', fail)
  })

export async function startRangeLimitedProxy(upstream: string, maxRange = 1000): Promise<RangeLimitedProxy> {
  const counts = { getLogs: 0, refused: 0 }
  let down = false
  let getLogsLeft = Infinity
  const sockets = new Set<Socket>()
  const server = createServer((request, response) => {
    if (down) {
      request.socket.destroy()
      return
    }
    void readBody(request).then(async (body) => {
      const parsed = JSON.parse(body) as RpcRequest | RpcRequest[]
      const calls = Array.isArray(parsed) ? parsed : [parsed]
      for (const call of calls) {
        if (call.method !== 'eth_getLogs') continue
        if (getLogsLeft <= 0) {
          down = true
          request.socket.destroy()
          return
        }
        getLogsLeft -= 1
        counts.getLogs += 1
        const from = blockNumberOf(call.params?.[0]?.fromBlock)
        const to = blockNumberOf(call.params?.[0]?.toBlock)
        if (from !== undefined && to !== undefined && to - from + 1 > maxRange) {
          counts.refused += 1
          response.writeHead(200, { 'content-type': 'application/json' })
          response.end(
            JSON.stringify({
              jsonrpc: '2.0',
              id: call.id,
              error: { code: -32600, message: `eth_getLogs is limited to a ${maxRange} block range` },
            }),
          )
          return
        }
      }
      try {
        const answer = await fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        response.writeHead(answer.status, { 'content-type': 'application/json' })
        response.end(await answer.text())
      } catch {
        request.socket.destroy()
      }
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    cut: () => {
      down = true
      for (const socket of sockets) socket.destroy()
    },
    cutAfterGetLogs: (answered) => {
      getLogsLeft = answered
    },
    restore: () => {
      down = false
      getLogsLeft = Infinity
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => done())
      }),
  }
}
