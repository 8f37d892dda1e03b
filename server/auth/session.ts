import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, notInArray } from 'drizzle-orm'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { sessions } from '../db/schema'
import type { AppContext, AppDeps } from '../http/context'
import { secureCookies } from '../http/security'

export const SESSION_COOKIE = 'koi_session'

/** Live sessions one account may hold; a new login past it ends the oldest. */
export const MAX_SESSIONS_PER_ACCOUNT = 10

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** The logged-in account of this request, or null; looked up once per request. */
export async function currentAccount(c: AppContext, deps: AppDeps): Promise<string | null> {
  const cached = c.get('account')
  if (cached !== undefined) return cached
  const token = getCookie(c, SESSION_COOKIE)
  let account: string | null = null
  if (token && token.length <= 100) {
    const [row] = await deps.db
      .select({ account: sessions.account })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashOf(token)), gt(sessions.expiresAt, new Date())))
      .limit(1)
    account = row?.account ?? null
  }
  c.set('account', account)
  return account
}

/** The current session's key (its token's hash), for records bound to this session; null without one. */
export function sessionKey(c: AppContext): string | null {
  const token = getCookie(c, SESSION_COOKIE)
  return token && token.length <= 100 ? hashOf(token) : null
}

export async function openSession(c: AppContext, deps: AppDeps, account: string): Promise<Date> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + deps.env.sessionDays * 86_400_000)
  await deps.db.transaction(async (tx) => {
    await tx.insert(sessions).values({ tokenHash: hashOf(token), account, expiresAt })
    const newest = tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.account, account))
      .orderBy(desc(sessions.createdAt), desc(sessions.expiresAt))
      .limit(MAX_SESSIONS_PER_ACCOUNT)
    await tx.delete(sessions).where(and(eq(sessions.account, account), notInArray(sessions.tokenHash, newest)))
  })
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    // behind a TLS proxy the request reaches us as http: the public URL says what members open
    secure: secureCookies(deps.env, c.req.url),
    expires: expiresAt,
  })
  c.set('account', account)
  return expiresAt
}

export async function closeSession(c: AppContext, deps: AppDeps): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE)
  if (token) await deps.db.delete(sessions).where(eq(sessions.tokenHash, hashOf(token)))
  deleteCookie(c, SESSION_COOKIE, { path: '/' })
  c.set('account', null)
}

export async function sessionExpiry(c: AppContext, deps: AppDeps): Promise<Date | null> {
  const token = getCookie(c, SESSION_COOKIE)
  if (!token) return null
  const [row] = await deps.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashOf(token)))
    .limit(1)
  return row?.expiresAt ?? null
}
