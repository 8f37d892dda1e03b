import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Env } from '../../config/env'
import type { AppContext } from '../../http/context'
import { secureCookies } from '../../http/security'

/** The cookie that remembers, for the browser session, that the security question was answered. */
export const GATE_COOKIE = 'koi_gate'

const normalised = (answer: string) => answer.trim().toLowerCase()

/** Case-insensitive, ignoring outer spaces, compared in constant time. */
export function matchesSecurityAnswer(entered: string, answer: string): boolean {
  const digest = (value: string) => createHash('sha256').update(normalised(value)).digest()
  return timingSafeEqual(digest(entered), digest(answer))
}

// The pass is signed with a key derived from the configured answer: every replica can check it
// without shared state, and changing the answer shuts every gate that was opened with the old one.
const keyOf = (answer: string) =>
  createHash('sha256')
    .update(`koi-gate:${normalised(answer)}`)
    .digest()
const signatureOf = (nonce: string, answer: string) =>
  createHmac('sha256', keyOf(answer)).update(nonce).digest('base64url')

export function hasGatePass(c: AppContext, answer: string): boolean {
  const value = getCookie(c, GATE_COOKIE)
  if (!value || value.length > 200) return false
  const [nonce, signature] = value.split('.')
  if (!nonce || !signature) return false
  const expected = Buffer.from(signatureOf(nonce, answer))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** A session cookie (no expiry): the pass lasts until the browser session ends. */
export function giveGatePass(c: AppContext, env: Env): void {
  const nonce = randomBytes(16).toString('base64url')
  setCookie(c, GATE_COOKIE, `${nonce}.${signatureOf(nonce, env.securityAnswer)}`, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: secureCookies(env, c.req.url),
  })
}

export function takeGatePass(c: AppContext): void {
  deleteCookie(c, GATE_COOKIE, { path: '/' })
}
