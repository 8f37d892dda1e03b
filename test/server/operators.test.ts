import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { metricValue, startServerProcess, type ServerProcess } from './serverProcesses'

/**
 * What an operator sees of a running process: one JSON log line per request whose id the answer
 * carries in X-Request-Id, and Prometheus metrics on a port of their own, never on the public one.
 */
describe('logs and metrics of a server process', () => {
  let server: ServerProcess
  const dataDir = mkdtempSync(join(tmpdir(), 'koi-ops-'))
  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: dataDir, METRICS_PORT: '0' })
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('writes one JSON line per request with the id the answer carries', async () => {
    const answer = await fetch(`${server.url}/api/defaultCollection`)
    const id = answer.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await vi.waitFor(() =>
      expect(server.lines).toContainEqual(
        expect.objectContaining({
          reqId: id,
          method: 'GET',
          path: '/api/defaultCollection',
          call: 'getDefaultCollection',
          status: answer.status,
        }),
      ),
    )
    // a proxy's id carries through
    const traced = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'lb-7f3a' } })
    expect(traced.headers.get('x-request-id')).toBe('lb-7f3a')
    await vi.waitFor(() =>
      expect(server.lines).toContainEqual(expect.objectContaining({ reqId: 'lb-7f3a', status: 200 })),
    )
    // every line the process wrote is JSON (the harness records any other as `not JSON: ...`)
    expect(server.lines.filter((line) => String(line.msg).startsWith('not JSON'))).toEqual([])
    expect(server.lines.every((line) => typeof line.pid === 'number' && typeof line.time === 'string')).toBe(true)
  })

  it('serves metrics on their own port and refuses them to the public', async () => {
    for (const path of ['/metrics', '/api/metrics', '/metrics/']) {
      // the public port answers these as any unknown path: a 404, or the app's page once it is built
      const refused = await fetch(`${server.url}${path}`)
      expect(refused.headers.get('content-type')).not.toContain('text/plain')
      const body = await refused.text()
      expect(body).not.toContain('koi_http_requests_total')
      expect(body).not.toContain('# TYPE')
    }
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
    await fetch(`${server.url}/healthz`)
    const metricsUrl = server.metricsUrl ?? ''
    const text = await (await fetch(metricsUrl)).text()
    expect(text).toContain('# TYPE koi_http_request_duration_seconds histogram')
    expect(text).toContain('koi_rate_limit_refusals_total')
    expect(text).toContain('process_resident_memory_bytes')
    expect(
      await metricValue(metricsUrl, 'koi_http_requests_total{call="page",method="GET",status="200"}'),
    ).toBeGreaterThan(0)
    expect(await metricValue(metricsUrl, 'koi_change_feed_live')).toBe(1)
  })
})
