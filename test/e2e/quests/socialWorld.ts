import type { Page } from 'playwright-core'
import { signInAtIssuer } from '../../server/providerSignIn'
import { signInOverHttp } from '../harness/member'

export type Provider = 'twitter' | 'discord'

/** A development account acting over HTTP beside the page, as the same member would from another tab. */
export interface MemberOverHttp {
  baseUrl: string
  cookie: string
}

export async function memberOverHttp(baseUrl: string, accountIndex: number): Promise<MemberOverHttp> {
  return { baseUrl, cookie: await signInOverHttp(baseUrl, accountIndex) }
}

async function call(member: MemberOverHttp, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${member.baseUrl}${path}`, {
    method,
    headers: {
      cookie: member.cookie,
      origin: member.baseUrl,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    redirect: 'manual',
  })
}

/**
 * The provider sign-in as a browser makes it, for this member's session: the start call, the local
 * issuer's sign-in page with `handle`, and the callback, which keeps the verified identity as the
 * session's pending link. Answers that identity.
 */
export async function signInAtProvider(member: MemberOverHttp, provider: Provider, handle: string) {
  const started = await call(member, 'GET', `/api/user-social/connect/${provider}?returnTo=/quests`)
  const location = started.headers.get('location')
  if (started.status !== 302 || !location) throw new Error(`the ${provider} sign-in start answered ${started.status}`)
  const callback = await signInAtIssuer(location, handle)
  const finished = await call(member, 'GET', `${callback.pathname}${callback.search}`)
  if (finished.status !== 302) throw new Error(`the ${provider} callback answered ${finished.status}`)
  const pending = await call(member, 'GET', `/api/user-social/pending/${provider}`)
  const { data } = (await pending.json()) as { data: { providerAccountId: string } | null }
  if (!data) throw new Error(`no ${provider} identity is pending after the sign-in`)
  return data
}

/** Links `handle` on the provider to the member, through the real OAuth sign-in and the social update. */
export async function linkOverHttp(member: MemberOverHttp, provider: Provider, handle: string): Promise<void> {
  const { providerAccountId } = await signInAtProvider(member, provider, handle)
  const linked = await call(member, 'POST', '/api/user-social/update', { provider, providerAccountId })
  if (linked.status !== 201)
    throw new Error(`linking ${handle} on ${provider}: ${linked.status} ${await linked.text()}`)
}

/** Unlinks the member's X and Discord accounts, whatever is linked. */
export async function unlinkAllOverHttp(member: MemberOverHttp): Promise<void> {
  for (const provider of ['twitter', 'discord'] as const) {
    const answer = await call(member, 'DELETE', `/api/user-social/delete/${provider}`)
    if (!answer.ok) throw new Error(`unlinking ${provider}: ${answer.status} ${await answer.text()}`)
  }
}

/**
 * The member comes back to the tab: the page refreshes what it shows of the member's links, as
 * the browser's tab focus makes it do.
 */
export async function returnToTab(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
}
