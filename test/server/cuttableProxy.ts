import { createServer, connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

/** A TCP proxy to a local port that a test can cut (connections refused) and restore, as an RPC going away. */
export interface CuttableProxy {
  url: string
  cut(): Promise<void>
  restore(): Promise<void>
  close(): Promise<void>
}

export async function startCuttableProxy(targetPort: number): Promise<CuttableProxy> {
  const sockets = new Set<Socket>()
  const server = createServer((incoming) => {
    const outgoing = connect(targetPort, '127.0.0.1')
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => socket.destroy())
    }
    incoming.pipe(outgoing).pipe(incoming)
  })
  const listen = (port: number) =>
    new Promise<void>((done, fail) => {
      server.once('error', fail)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', fail)
        done()
      })
    })
  await listen(0)
  const { port } = server.address() as AddressInfo
  const cut = () =>
    new Promise<void>((done) => {
      server.close(() => done())
      for (const socket of sockets) socket.destroy()
    })
  return {
    url: `http://127.0.0.1:${port}`,
    cut,
    restore: () => listen(port),
    close: () => (server.listening ? cut() : Promise.resolve()),
  }
}
