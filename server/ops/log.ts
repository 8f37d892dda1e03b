import { pino, type Logger } from 'pino'

export type { Logger }

/**
 * The process's structured log: one JSON object a line on standard output, with the process id, so
 * the lines of N processes can be told apart once collected. `LOG_LEVEL` (pino's levels, `info` by
 * default) sets how much: `warn` keeps the database and chain errors and drops the request lines.
 */
export function createLogger(level = process.env.LOG_LEVEL || 'info'): Logger {
  return pino({ level, timestamp: pino.stdTimeFunctions.isoTime })
}

/** For apps built in tests and tools: internal errors only, as before there was a log. */
export const errorsOnlyLogger = (): Logger => pino({ level: 'error' })
