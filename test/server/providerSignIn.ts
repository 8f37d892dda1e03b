import type { TestServer } from './harness'

/** The cookies a browser keeps for the issuer's origin. */
class CookieJar {
  private readonly cookies = new Map<string, string>()
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/**
 * What a browser does between the Koi start call and its callback: follows the redirect to the
 * issuer, submits the handle on its sign-in page, and follows the issuer back. Answers the Koi
 * callback path (with code and state) the issuer redirects to.
 */
export async function signInAtIssuer(authorizationUrl: string, handle: string | null): Promise<URL> {
  const jar = new CookieJar()
  const form = handle === null ? 'cancel=1' : `handle=${encodeURIComponent(handle)}`
  let url = new URL(authorizationUrl)
  for (let hop = 0; hop < 8; hop += 1) {
    let response = await fetch(url, { headers: { cookie: jar.header }, redirect: 'manual' })
    jar.keep(response)
    if (response.status === 200) {
      // the sign-in page: pick the handle (or cancel)
      if (!(await response.text()).includes('Sign in to')) throw new Error('the issuer showed no sign-in page')
      response = await fetch(url, {
        method: 'POST',
        headers: { cookie: jar.header, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        redirect: 'manual',
      })
      jar.keep(response)
    }
    const location = response.headers.get('location')
    if (!location)
      throw new Error(`the issuer answered ${response.status} at ${url.pathname}: ${await response.text()}`)
    url = new URL(location, url)
    if (url.pathname.startsWith('/api/user-social/callback/')) return url
  }
  throw new Error('the issuer never redirected back')
}

/** The whole link as a member's browser and page do it: start, issuer sign-in, callback, pending read. */
export async function providerSignIn(
  server: TestServer,
  cookie: string,
  provider: 'twitter' | 'discord',
  handle: string | null,
): Promise<{ back: string; pending: { providerAccountId: string; username: string } | null }> {
  const started = await server.app.request(`http://localhost/api/user-social/connect/${provider}?returnTo=/quests`, {
    headers: { cookie },
  })
  if (started.status !== 302) throw new Error(`start answered ${started.status}: ${await started.text()}`)
  const callback = await signInAtIssuer(started.headers.get('location') ?? '', handle)
  const finished = await server.app.request(`http://localhost${callback.pathname}${callback.search}`, {
    headers: { cookie },
  })
  const pending = await server.request<{ providerAccountId: string; username: string } | null>(
    'GET',
    `/api/user-social/pending/${provider}`,
    { cookie },
  )
  return { back: finished.headers.get('location') ?? '', pending: pending.body.data ?? null }
}
