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

/** Where the system hands out ports for a listen on port 0 (Linux's default `ip_local_port_range`). */
const EPHEMERAL_FROM = 32768

/**
 * A free port below the range the system hands out for port 0: no later listen on a free port takes
 * it, so a server stopped on it can start on it again. For a stack whose port is part of its data
 * (the demo's tokenURIs name it) and that starts again later in the same run.
 */
export async function findFreeKeptPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * (EPHEMERAL_FROM - 20_000))
    const free = await new Promise<boolean>((resolveFree) => {
      const server = createServer()
      server.unref()
      server.once('error', () => resolveFree(false))
      server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)))
    })
    if (free) return port
  }
  throw new Error('no free port on 127.0.0.1 between 20000 and 32767')
}
