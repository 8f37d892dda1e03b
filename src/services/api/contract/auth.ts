import { z } from 'zod'
import { defineCall } from './define'
import { address, chainId, intText } from './fields'
import { MAX_LOGIN_MESSAGE_LENGTH, MAX_SIGNATURE_LENGTH } from './limits'

export const session = z.object({ account: z.string(), loggedIn: z.boolean(), expiresAt: z.string() })

export const authCalls = {
  getLoginMessage: defineCall({
    service: 'auth',
    method: 'GET',
    path: '/api/login',
    // SIWE messages name the account, so the message request carries it besides the spec's deadline and chainId.
    query: z.object({ deadline: intText(1), chainId, account: address }),
    response: z.object({ message: z.string(), nonce: z.string(), deadline: z.number().int() }),
    summary: 'The SIWE message to sign: domain, chain id, a single-use nonce and the deadline.',
  }),
  postLogin: defineCall({
    service: 'auth',
    method: 'POST',
    path: '/api/login',
    query: z.object({ chainId: chainId.optional() }),
    body: z.object({
      account: address,
      signature: z
        .string()
        .max(MAX_SIGNATURE_LENGTH, `a signature must be at most ${MAX_SIGNATURE_LENGTH} characters`)
        .regex(/^0x[0-9a-fA-F]+$/, 'expected a 0x-prefixed hex signature'),
      deadline: intText(1),
      /** The exact message signed; when absent the message issued for this account and deadline is used. */
      message: z.string().max(MAX_LOGIN_MESSAGE_LENGTH).optional(),
    }),
    response: session,
    status: 201,
    summary: 'Checks the signature and opens a session (httpOnly cookie).',
  }),
  verifyLogin: defineCall({
    service: 'auth',
    method: 'GET',
    path: '/api/login/verify',
    query: z.object({ chainId: chainId.optional() }),
    response: session,
    auth: 'member',
    summary: 'The current session; 401 without one.',
  }),
  logout: defineCall({
    method: 'DELETE',
    path: '/api/logout',
    response: z.object({ loggedIn: z.literal(false) }),
    summary: 'Ends the session and clears the cookie.',
  }),
}
