import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { getAddress, verifyMessage, type Hex } from 'viem'
import { createSiweMessage, generateSiweNonce, parseSiweMessage } from 'viem/siwe'
import { loginNonces, members } from '../db/schema'
import { badRequest, unauthorized } from '../http/errors'
import { route } from '../http/route'
import { closeSession, openSession, sessionExpiry } from './session'
import { isOwnHost, loginSite } from './siteOrigin'

/** A login message may be valid for at most this long. */
const MAX_MESSAGE_LIFETIME_S = 60 * 60

/** Messages of one account and deadline a login without the message is matched against, newest first. */
const CANDIDATE_MESSAGES = 5

const nowSeconds = () => Math.floor(Date.now() / 1000)

export const loginRoutes = [
  route('getLoginMessage', async ({ query, deps }) => {
    if (query.chainId !== deps.env.chainId) {
      throw badRequest(`query.chainId: this server signs in on chain ${deps.env.chainId}`)
    }
    const now = nowSeconds()
    if (query.deadline <= now) throw badRequest('query.deadline: the deadline has passed')
    if (query.deadline > now + MAX_MESSAGE_LIFETIME_S) {
      throw badRequest(`query.deadline: at most ${MAX_MESSAGE_LIFETIME_S} seconds ahead`)
    }
    const site = loginSite(deps.env)
    const nonce = generateSiweNonce()
    const message = createSiweMessage({
      address: getAddress(query.account),
      chainId: query.chainId,
      domain: site.domain,
      uri: site.uri,
      nonce,
      version: '1',
      statement: 'Sign in to Koi.',
      issuedAt: new Date(now * 1000),
      expirationTime: new Date(query.deadline * 1000),
    })
    await deps.db.insert(loginNonces).values({
      nonce,
      account: getAddress(query.account),
      chainId: query.chainId,
      domain: site.domain,
      message,
      deadline: new Date(query.deadline * 1000),
    })
    return { message, nonce, deadline: query.deadline }
  }),

  route('postLogin', async ({ query, body, deps, c }) => {
    const account = getAddress(body.account)
    if (!isOwnHost(c, deps.env))
      throw unauthorized(`login refused: logins are taken at ${loginSite(deps.env).domain} only`)
    if (query.chainId !== undefined && query.chainId !== deps.env.chainId) {
      throw unauthorized(`login refused: this server signs in on chain ${deps.env.chainId}`)
    }
    if (body.deadline <= nowSeconds()) throw unauthorized('login refused: the deadline has passed')
    const signs = async (message: string) => {
      try {
        return await verifyMessage({ address: account, message, signature: body.signature as Hex })
      } catch {
        return false
      }
    }
    const nonce = body.message ? parseSiweMessage(body.message).nonce : undefined
    const candidates = await deps.db
      .select()
      .from(loginNonces)
      .where(
        nonce
          ? eq(loginNonces.nonce, nonce)
          : and(eq(loginNonces.account, account), eq(loginNonces.deadline, new Date(body.deadline * 1000))),
      )
      .orderBy(desc(loginNonces.createdAt))
      .limit(nonce ? 1 : CANDIDATE_MESSAGES)
    // Without the message, anyone may have asked for another one with the same account and deadline
    // since: the message that was signed is the one that counts, not the newest.
    let issued = candidates[0]
    if (!nonce && candidates.length > 1) {
      for (const candidate of candidates) {
        if (await signs(candidate.message)) {
          issued = candidate
          break
        }
      }
    }
    if (!issued || issued.account !== account)
      throw unauthorized('login refused: no login message was issued for this account')
    // a used message is refused before the signature work; the atomic claim below still decides races
    if (issued.usedAt) throw unauthorized('login refused: this login message was already used')
    if (issued.deadline.getTime() !== body.deadline * 1000)
      throw unauthorized('login refused: the deadline does not match the message')
    const message = body.message ?? issued.message
    if (message !== issued.message) {
      const signed = parseSiweMessage(message)
      if (signed.domain !== issued.domain) throw unauthorized('login refused: the message is for another domain')
      if (signed.chainId !== issued.chainId) throw unauthorized('login refused: the message is for another chain')
      throw unauthorized('login refused: the message was altered')
    }
    if (issued.chainId !== deps.env.chainId) throw unauthorized('login refused: the message is for another chain')
    if (issued.domain !== loginSite(deps.env).domain)
      throw unauthorized('login refused: the message is for another domain')
    // checked before the nonce is spent: a junk signature must not burn a member's login message
    if (!(await signs(message))) throw unauthorized('login refused: the signature does not match the account')
    // single use: only the request that flips used_at, before the deadline, may go on
    const claimed = await deps.db
      .update(loginNonces)
      .set({ usedAt: sql`now()` })
      .where(and(eq(loginNonces.nonce, issued.nonce), isNull(loginNonces.usedAt), gt(loginNonces.deadline, sql`now()`)))
      .returning({ nonce: loginNonces.nonce })
    if (claimed.length === 0) throw unauthorized('login refused: this login message was already used or has expired')
    await deps.db.insert(members).values({ account }).onConflictDoNothing()
    const expiresAt = await openSession(c, deps, account)
    return { account, loggedIn: true, expiresAt: expiresAt.toISOString() }
  }),

  route('verifyLogin', async ({ account, deps, c }) => {
    const expiresAt = await sessionExpiry(c, deps)
    return { account, loggedIn: true, expiresAt: (expiresAt ?? new Date()).toISOString() }
  }),

  route('logout', async ({ deps, c }) => {
    await closeSession(c, deps)
    return { loggedIn: false as const }
  }),
]
