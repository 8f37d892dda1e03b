import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface MetricsSource {
  contentType: string
  read(): Promise<string>
}

/**
 * Serves the metrics at `/metrics` on a port of their own, which operators reach and the public does
 * not (the app's own port answers no `/metrics`). `host` is loopback unless the operator says
 * otherwise (`METRICS_HOST`, for a scraper on another machine of a private network).
 */
export async function serveMetrics(
  source: MetricsSource,
  port: number,
  host = '127.0.0.1',
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    source.read().then(
      (body) => response.writeHead(200, { 'content-type': source.contentType }).end(body),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    )
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => done())
  })
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://${host}:${bound}/metrics`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
