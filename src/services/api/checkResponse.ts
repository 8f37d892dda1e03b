import { calls, type CallName } from './contract'

/** An answer's `data` read with its call's response schema: the parsed value, or why it does not fit. */
export type CheckedResponse = { success: true; data: unknown } | { success: false; message: string }

/**
 * Parses the `data` of an answer with the response schema its call declares. The development
 * server's page and the client tests check every answer with it; the built page leaves it out,
 * and with it the contract's schemas and full zod.
 */
export function checkResponse(name: CallName, data: unknown): CheckedResponse {
  const parsed = calls[name].response.safeParse(data)
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, message: parsed.error.issues[0]?.message ?? 'invalid' }
}
