import type { ChangeFeed } from '../db/changes'
import type { Db } from '../db/connect'
import type { Logger } from '../ops/log'
import { hasUnsettledAfter, horizon, readAfter, settledHead, type OutboxEvent } from './outbox'
import { compare, type Position } from './position'

/** What a stream is sent: an outbox event, or `resync` when the events it missed are gone. */
export type LiveMessage =
  { kind: 'event'; event: OutboxEvent } | { kind: 'resync'; position: Position } | { kind: 'ready'; position: Position }

export interface LiveStream {
  /** The member whose events this stream may see besides the public ones; null for a visitor. */
  account: string | null
  send(message: LiveMessage): void
}

export interface LiveHubOptions {
  log?: Pick<Logger, 'warn'>
  /** Events read per query. */
  batch?: number
  /** How soon to look again while events wait for an older transaction (and after a failed read). */
  retryMs?: number
  /** How often to look while the change feed is down (its notices may be missed). */
  pollMs?: number
  /** Most missed events a resuming stream is sent; past it the stream resyncs instead. */
  catchUpLimit?: number
}

interface Member {
  stream: LiveStream
  /** Events the hub read while the stream was catching up, sent once it has. */
  waiting: OutboxEvent[] | null
  /** The last position the stream has passed (sent, or skipped as someone else's). */
  cursor: Position
}

/**
 * One per process: reads the outbox after the last position it sent, whenever the database says
 * events were written (the `live_events` notice), and hands each event to the streams that may
 * see it. It reads only while streams are open. A stream that resumes from a `Last-Event-ID`
 * first gets what it missed from the outbox, then the live events after it, none twice.
 */
export class LiveHub {
  private readonly members = new Set<Member>()
  private head: Position | null = null
  private starting: Promise<Position> | null = null
  private reading: Promise<void> | null = null
  private readAgain = false
  private retry: NodeJS.Timeout | undefined
  private poll: NodeJS.Timeout | undefined
  private readonly unsubscribe: () => void
  private readonly batch: number
  private readonly retryMs: number
  private readonly pollMs: number
  private readonly catchUpLimit: number

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed | undefined,
    private readonly options: LiveHubOptions = {},
  ) {
    this.batch = options.batch ?? 500
    this.retryMs = options.retryMs ?? 100
    this.pollMs = options.pollMs ?? 1000
    this.catchUpLimit = options.catchUpLimit ?? 2000
    this.unsubscribe =
      changes?.subscribe((table) => {
        if (table === 'live_events' || table === '*') this.wake()
      }) ?? (() => undefined)
  }

  get streams(): number {
    return this.members.size
  }

  /**
   * Adds a stream: from `resume` (a `Last-Event-ID`) it is sent every event after it first, or
   * `resync` when some are gone; without one it gets `ready` with the position to resume from.
   * Returns the function that removes it.
   */
  async join(stream: LiveStream, resume: Position | null): Promise<() => void> {
    const head = await this.start()
    // from here every event the hub reads waits in `waiting` until the catch-up below is sent
    const member: Member = { stream, waiting: [], cursor: head }
    this.members.add(member)
    this.watchWhileDown()
    const leave = () => this.leave(member)
    try {
      if (resume === null) {
        stream.send({ kind: 'ready', position: head })
      } else if (await this.isLost(resume)) {
        stream.send({ kind: 'resync', position: head })
      } else {
        const missed = await readAfter(this.db, resume, this.catchUpLimit + 1)
        if (missed.length > this.catchUpLimit) {
          stream.send({ kind: 'resync', position: head })
        } else {
          member.cursor = resume
          for (const event of missed) this.pass(member, event)
          if (compare(member.cursor, head) < 0) member.cursor = head
        }
      }
    } catch (error) {
      leave()
      throw error
    }
    const waiting = member.waiting ?? []
    member.waiting = null
    for (const event of waiting) this.pass(member, event)
    return leave
  }

  /** Stops reading and forgets the streams (they are closed by their own requests). */
  close() {
    this.unsubscribe()
    this.members.clear()
    this.stopTimers()
  }

  /** A resume point the outbox no longer covers: before what the sweep removed, or ahead of anything written. */
  private async isLost(resume: Position) {
    if (compare(resume, await horizon(this.db)) < 0) return true
    return compare(resume, await settledHead(this.db)) > 0
  }

  private start(): Promise<Position> {
    if (this.head) return Promise.resolve(this.head)
    this.starting ??= settledHead(this.db)
      .then((head) => {
        this.head = head
        return head
      })
      .finally(() => {
        this.starting = null
      })
    return this.starting
  }

  private leave(member: Member) {
    this.members.delete(member)
    if (this.members.size === 0) {
      // nobody to send to: the next stream starts again from the outbox's head
      this.head = null
      this.stopTimers()
    }
  }

  private stopTimers() {
    clearTimeout(this.retry)
    clearInterval(this.poll)
    this.retry = undefined
    this.poll = undefined
  }

  /** Without a change feed, or while it is down, notices may be missed: look every `pollMs`. */
  private watchWhileDown() {
    if (this.poll) return
    this.poll = setInterval(() => {
      if (!this.changes?.live) this.wake()
    }, this.pollMs)
    this.poll.unref()
  }

  private wake() {
    if (!this.head) return
    if (this.reading) {
      this.readAgain = true
      return
    }
    this.reading = this.read()
      .catch((error: unknown) => {
        this.options.log?.warn({ err: error }, 'reading the live events failed')
        this.later()
      })
      .finally(() => {
        this.reading = null
        if (this.readAgain) {
          this.readAgain = false
          this.wake()
        }
      })
  }

  private later() {
    if (this.retry || this.members.size === 0) return
    this.retry = setTimeout(() => {
      this.retry = undefined
      this.wake()
    }, this.retryMs)
    this.retry.unref()
  }

  private async read() {
    for (;;) {
      const from = this.head
      if (!from) return
      const events = await readAfter(this.db, from, this.batch)
      // a stream that left and a new one that started meanwhile read from a head of their own
      if (this.head !== from) return
      // position and fan-out move together, with no wait between: a stream joining sees the head
      // of exactly the events handed out before it
      for (const event of events) {
        this.head = event.position
        for (const member of this.members) this.deliver(member, event)
      }
      if (events.length < this.batch) break
    }
    // events written by a transaction newer than one still running wait for it to end, and its
    // end may bring no notice of its own
    if (this.head && (await hasUnsettledAfter(this.db, this.head))) this.later()
  }

  private deliver(member: Member, event: OutboxEvent) {
    if (member.waiting) member.waiting.push(event)
    else this.pass(member, event)
  }

  /** Sends the event if the stream has not passed it yet and may see it. */
  private pass(member: Member, event: OutboxEvent) {
    if (compare(event.position, member.cursor) <= 0) return
    member.cursor = event.position
    if (event.account === null || event.account === member.stream.account) {
      member.stream.send({ kind: 'event', event })
    }
  }
}
