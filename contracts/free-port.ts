import { createServer } from 'node:net'

/** A port on 127.0.0.1 that nothing listens on right now, for a node of its own per test run. */
export function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolvePort(port) : reject(new Error('no free port on 127.0.0.1'))))
    })
  })
}
