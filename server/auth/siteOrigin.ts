import type { Env } from '../config/env'
import type { AppContext } from '../http/context'

/**
 * The site a login names: the configured public origin (`PUBLIC_URL`, or the address the demo start
 * announces). Never the request's Host or X-Forwarded-Host: a site relaying the calls would otherwise
 * get a message that names itself, which is what EIP-4361's domain binding exists to stop.
 */
export function loginSite(env: Env): { domain: string; uri: string } {
  const site = new URL(env.publicUrl)
  return { domain: site.host, uri: site.origin }
}

/** The hosts a login may be posted to: the site itself, and the auth service where it runs apart. */
const loginHosts = (env: Env) => new Set([new URL(env.publicUrl).host, new URL(env.authUrl).host])

/** Whether the request came to one of this site's own hosts, by the Host it was sent with. */
export function isOwnHost(c: AppContext, env: Env): boolean {
  const host = c.req.header('host') ?? new URL(c.req.url).host
  return loginHosts(env).has(host.toLowerCase())
}
