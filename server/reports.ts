import { Hono } from 'hono'
import { contentTypeOf, decodePath, fileUnder } from './http/staticFiles'

/**
 * The QA reports that `npm run test:paths` writes under `reports/`, read-only: QA reads the HTML
 * report here, and the flows page shows each machine's coverage figures from `paths/summary.json`.
 */
export function reportsApp(reportsDir: string) {
  const app = new Hono()
  app.get('/reports/*', (c) => {
    const relative = decodePath(c.req.path.slice('/reports/'.length))
    if (relative === null) return c.json({ message: `malformed report path '${c.req.path}'` }, 400)
    const file = fileUnder(reportsDir, relative)
    if (!file) {
      return c.json({ message: `no report at '${relative}': run npm run test:paths to write the reports` }, 404)
    }
    return c.body(file.bytes.buffer, 200, {
      'content-type': contentTypeOf(file.path),
      'cache-control': 'no-cache',
    })
  })
  return app
}
