import { existsSync, readFileSync } from 'node:fs'
import { join, normalize, extname } from 'node:path'
import { Hono } from 'hono'
import type { Env } from './config/env'

export interface ClientEnv {
  mainUrl: string
  blogUrl: string
  authUrl: string
  chainId: number
  rpcUrl: string
  cdnBase: string
  cdnVersion: string
  defaultTokenAddress: string
  explorerUrl: string
  securityAnswer: string
  contracts: Record<string, unknown>
  reownProjectId?: string
}

export function clientEnvOf(env: Env, contracts: Record<string, unknown> = {}): ClientEnv {
  return {
    mainUrl: env.mainUrl,
    blogUrl: env.blogUrl,
    authUrl: env.authUrl,
    chainId: env.chainId,
    rpcUrl: env.rpcUrl,
    cdnBase: env.cdnBase,
    cdnVersion: env.cdnVersion,
    defaultTokenAddress: env.defaultTokenAddress,
    explorerUrl: env.explorerUrl,
    securityAnswer: env.securityAnswer,
    contracts,
    ...(env.reownProjectId ? { reownProjectId: env.reownProjectId } : {}),
  }
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
}

/** `<` escaped so the JSON cannot close the script element it sits in. */
const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The built SPA from `dist/`: files as they are, any other path gets index.html (history routing)
 * with the client environment injected in place of `<!--koi-env-->`.
 */
export function spaApp(distDir: string, clientEnv: () => ClientEnv) {
  const app = new Hono()
  const indexHtml = () => {
    const file = join(distDir, 'index.html')
    if (!existsSync(file)) return null
    const html = readFileSync(file, 'utf8')
    return html.replace(
      '<!--koi-env-->',
      `<script id="koi-env" type="application/json">${scriptSafe(clientEnv())}</script>`,
    )
  }
  app.get('*', (c) => {
    const path = normalize(decodeURIComponent(new URL(c.req.url).pathname)).replace(/^(\.\.[/\\])+/, '')
    const file = join(distDir, path)
    if (file.startsWith(distDir) && extname(file) && existsSync(file)) {
      const cache = path.startsWith('/app/') ? 'public, max-age=31536000, immutable' : 'no-cache'
      return c.body(readFileSync(file), 200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'cache-control': cache,
      })
    }
    if (extname(path) && !path.endsWith('.html')) return c.json({ message: `no file ${path}` }, 404)
    const html = indexHtml()
    if (html === null) return c.json({ message: 'the app is not built: run npm run build' }, 404)
    return c.html(html)
  })
  return app
}
