import { z } from 'zod/mini'
import { defineCall } from './define'

/** Whether this browser session has answered the security question; the answer never leaves the server. */
export const securityGateState = z.object({ open: z.boolean() })
export type SecurityGateState = z.infer<typeof securityGateState>

/** The page behind the gate; the server sends it only to a session that answered the question. */
export const arenaDevBuild = z.object({
  title: z.string(),
  paragraphs: z.array(z.string()),
  /** Where the development build runs; null while none is published. */
  buildUrl: z.nullable(z.string()),
})
export type ArenaDevBuild = z.infer<typeof arenaDevBuild>

export const gateCalls = {
  getSecurityGate: defineCall({
    method: 'GET',
    path: '/api/security-gate',
    response: securityGateState,
    summary: 'Whether this browser session has passed the security question.',
  }),
  answerSecurityGate: defineCall({
    method: 'POST',
    path: '/api/security-gate',
    body: z.object({ answer: z.string().check(z.minLength(1, 'the answer is empty'), z.maxLength(200)) }),
    response: securityGateState,
    summary: 'Checks an answer to the security question (case-insensitive) and remembers a right one for the session.',
  }),
  getArenaDevBuild: defineCall({
    method: 'GET',
    path: '/api/security-gate/arena-dev',
    response: arenaDevBuild,
    summary: 'The development-build page behind the security question (403 until this session answered it).',
  }),
}
