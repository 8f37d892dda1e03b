import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * An HTTP proxy between a browser context and the stack that can drop the context's live stream
 * (`/api/live`) as a lost network does: the open stream's connection is destroyed, and the
 * browser's reconnects wait unanswered until `restore`. The rest of the traffic passes untouched.
 * Nothing in the app knows about it: the page sees its stream fail and reconnects on its own.
 */
export interface StreamCut {
  /** For `browser.newContext({ proxy })`; loopback is proxied too, since the stack listens there. */
  readonly proxy: { server: string; bypass: string }
  /** Destroys the open stream connections; later stream requests are held. */
  cut(): void
  /** Lets the held and later stream requests through. */
  restore(): void
  /** How many stream requests reached the proxy (the first, then each reconnect). */
  readonly streamRequests: number
  close(): Promise<void>
}

const isStream = (url: URL) => url.pathname === '/api/live'

export async function startStreamCut(): Promise<StreamCut> {
  /** How to drop each open stream connection. */
  const open = new Set<() => void>()
  let held: (() => void)[] = []
  let isCut = false
  let streamRequests = 0

  const forward = (incoming: IncomingMessage, answer: ServerResponse, target: URL) => {
    const upstream = request(target, { method: incoming.method, headers: incoming.headers }, (response) => {
      answer.writeHead(response.statusCode ?? 502, response.headers)
      response.pipe(answer)
    })
    upstream.on('error', () => answer.destroy())
    incoming.pipe(upstream)
    if (isStream(target)) {
      // the browser's side and the server's side of the stream both go when it is cut
      const drop = () => {
        incoming.socket.destroy()
        upstream.destroy()
      }
      open.add(drop)
      // a page that goes away ends its stream at the server too, or the server's close waits for it
      answer.once('close', () => {
        open.delete(drop)
        upstream.destroy()
      })
    }
  }

  const server = createServer((incoming, answer) => {
    const target = new URL(incoming.url ?? '/')
    if (isStream(target)) {
      streamRequests += 1
      if (isCut) {
        held.push(() => forward(incoming, answer, target))
        return
      }
    }
    forward(incoming, answer, target)
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo

  return {
    proxy: { server: `http://127.0.0.1:${port}`, bypass: '<-loopback>' },
    cut() {
      isCut = true
      for (const drop of open) drop()
      open.clear()
    },
    restore() {
      isCut = false
      const waiting = held
      held = []
      for (const go of waiting) go()
    },
    get streamRequests() {
      return streamRequests
    },
    close: () =>
      new Promise<void>((closed) => {
        for (const drop of open) drop()
        server.closeAllConnections()
        server.close(() => closed())
      }),
  }
}
