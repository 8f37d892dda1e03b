import type { Database } from '../db/connect.ts'
import type { Logger } from '../ops/log.ts'
import { wakeablePause } from './wakeablePause.ts'

/** What runs while this process is the elected indexer; the answer stops it. */
export type LeaderWork = () => Promise<() => Promise<void>>

export interface Election {
  isLeader(): boolean
  stop(): Promise<void>
}

/**
 * Runs `work` in exactly one process of those sharing a PostgreSQL database: the one holding a
 * session advisory lock (per schema). The lock lives as long as its connection, so when the
 * holder dies PostgreSQL frees it and the next process to try takes over. The embedded database
 * belongs to one process, which always leads.
 */
export function elect(database: Database, work: LeaderWork, options: { retryMs: number; log: Logger }): Election {
  let stopped = false
  let leading = false
  let stopWork: (() => Promise<void>) | undefined
  const { pause, untilWoken, wake } = wakeablePause()

  const lead = async () => {
    leading = true
    stopWork = await work()
  }
  const resign = async () => {
    leading = false
    const stopping = stopWork
    stopWork = undefined
    await stopping?.()
  }

  const running = (async () => {
    const pool = database.pool
    if (!pool) {
      await lead()
      return
    }
    while (!stopped) {
      try {
        const client = await pool.connect()
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock(4242, hashtext(current_schema())) as locked',
        )
        if (!rows[0]?.locked) {
          client.release()
        } else {
          options.log.info({ pid: process.pid }, 'indexer: elected in this process')
          const lost = new Promise<void>((done) => client.once('error', () => done()))
          await lead()
          // held until the connection is lost (then another process may be elected) or the stop
          if (!stopped) await Promise.race([lost, untilWoken()])
          await resign()
          client.release(true)
          if (!stopped) options.log.warn({}, 'indexer: lost the election lock; trying again')
        }
      } catch (error) {
        options.log.warn({ err: error }, 'indexer: election failed; trying again')
      }
      if (!stopped) await pause(options.retryMs)
    }
  })()

  return {
    isLeader: () => leading,
    stop: async () => {
      stopped = true
      wake()
      await running
      await resign()
    },
  }
}
