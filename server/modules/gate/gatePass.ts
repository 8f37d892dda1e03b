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

/** How long an answered question keeps the gate open. */
export const GATE_PASS_SECONDS = 12 * 60 * 60

// The pass is signed with a key derived from the configured answer: every replica can check it
// without shared state, and changing the answer shuts every gate that was opened with the old one.
// It carries its own expiry, signed with it: a copied cookie stops opening the gate at that time.
const keyOf = (answer: string) =>
  createHash('sha256')
    .update(`koi-gate:${normalised(answer)}`)
    .digest()
const signatureOf = (nonce: string, expires: string, answer: string) =>
  createHmac('sha256', keyOf(answer)).update(`${nonce}.${expires}`).digest('base64url')

export function hasGatePass(c: AppContext, answer: string, now = Date.now()): boolean {
  const value = getCookie(c, GATE_COOKIE)
  if (!value || value.length > 200) return false
  const [nonce, expires, signature] = value.split('.')
  if (!nonce || !expires || !signature || !/^\d{1,12}$/.test(expires)) return false
  const expected = Buffer.from(signatureOf(nonce, expires, answer))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false
  return Number(expires) * 1000 > now
}

/** A signed pass that opens the gate until `expiresAt` (unix seconds). */
export function gatePassValue(answer: string, expiresAt: number): string {
  const nonce = randomBytes(16).toString('base64url')
  return `${nonce}.${expiresAt}.${signatureOf(nonce, String(expiresAt), answer)}`
}

/**
 * A session cookie (it ends with the browser session) whose signed value expires after
 * GATE_PASS_SECONDS, whatever the browser keeps.
 */
export function giveGatePass(c: AppContext, env: Env): void {
  const expiresAt = Math.floor(Date.now() / 1000) + GATE_PASS_SECONDS
  setCookie(c, GATE_COOKIE, gatePassValue(env.securityAnswer, expiresAt), {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: secureCookies(env, c.req.url),
  })
}

export function takeGatePass(c: AppContext): void {
  deleteCookie(c, GATE_COOKIE, { path: '/' })
}
