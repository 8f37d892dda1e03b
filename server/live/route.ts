import { streamSSE, type SSEStreamingApi } from 'hono/streaming'
import { currentAccount } from '../auth/session'
import type { AppContext, AppDeps } from '../http/context'
import { clientAddress } from '../http/limits'
import type { LiveHub, LiveMessage } from './hub'
import type { OutboxEvent } from './outbox'
import { formatPosition, parsePosition } from './position'

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 15_000
/** What a browser waits before reconnecting after the stream drops. */
export const RECONNECT_MS = 2000
/** Frames a stream may have unread before it is closed (its page reconnects and catches up). */
const MAX_UNREAD_FRAMES = 1000
/** Streams one process holds at most; past it a new one is answered 503 and the page retries. */
export const MAX_STREAMS = 10_000
/** Streams one process holds per client address and per member unless configured (a browser needs one). */
export const STREAMS_PER_CLIENT = 24

/** Open streams per holder (`address:…`, `account:…`), so that no one client takes the process's share. */
class StreamCounts {
  private readonly open = new Map<string, number>()
  count = (key: string) => this.open.get(key) ?? 0
  add(keys: string[]) {
    for (const key of keys) this.open.set(key, this.count(key) + 1)
  }
  remove(keys: string[]) {
    for (const key of keys) {
      const left = this.count(key) - 1
      if (left > 0) this.open.set(key, left)
      else this.open.delete(key)
    }
  }
}

const encoder = new TextEncoder()
const HEARTBEAT = encoder.encode(': heartbeat\n\n')
// one event goes to many streams: written and encoded once
const framesOf = new WeakMap<OutboxEvent, Uint8Array>()
function frameOf(message: LiveMessage): Uint8Array {
  if (message.kind !== 'event') {
    return encoder.encode(
      `retry: ${RECONNECT_MS}\nid: ${formatPosition(message.position)}\nevent: ${message.kind}\ndata: {}\n\n`,
    )
  }
  let frame = framesOf.get(message.event)
  if (frame === undefined) {
    frame = encoder.encode(
      `id: ${formatPosition(message.event.position)}\nevent: ${message.event.topic}\ndata: ${JSON.stringify(message.event.payload)}\n\n`,
    )
    framesOf.set(message.event, frame)
  }
  return frame
}

/**
 * `GET /api/live`: the Server-Sent Events stream of live pages. The session cookie says whose
 * private events it may carry (none for a visitor). `Last-Event-ID` (or `?lastEventId=`, for a
 * first connection that resumes) picks up where a dropped stream stopped.
 */
export function liveRoute(hub: LiveHub, deps: AppDeps, maxStreams = MAX_STREAMS) {
  const perClient = deps.env.liveStreamsPerClient ?? STREAMS_PER_CLIENT
  const counts = new StreamCounts()
  return async (c: AppContext) => {
    const lastEventId = c.req.header('last-event-id') ?? c.req.query('lastEventId')
    const resume = lastEventId ? parsePosition(lastEventId) : null
    if (lastEventId && !resume) {
      return c.json({ message: 'Last-Event-ID: expected the id of an event of this stream ({tx}-{id})' }, 400)
    }
    if (hub.streams >= maxStreams) {
      c.header('Retry-After', '5')
      return c.json({ message: 'this server holds all the live streams it can: try again shortly' }, 503)
    }
    const account = await currentAccount(c, deps)
    const holders = [`address:${clientAddress(c, deps.env.trustProxy)}`, ...(account ? [`account:${account}`] : [])]
    const full = holders.filter((holder) => counts.count(holder) >= perClient)
    if (full.length > 0) {
      // not retried by the browser (an EventSource gives up on a 4xx): a page opens one when it loads
      c.header('Retry-After', '60')
      const whose = full.some((holder) => holder.startsWith('account:')) ? 'this member' : 'this address'
      return c.json({ message: `too many live streams open for ${whose}: at most ${perClient}` }, 429)
    }
    counts.add(holders)
    // the catch-up is sent before the answer starts: a database that fails it is a 503, not a broken stream
    const early: Uint8Array[] = []
    let write = (frame: Uint8Array) => void early.push(frame)
    let leave: () => void
    try {
      leave = await hub.join({ account, send: (message) => write(frameOf(message)) }, resume)
    } catch (error) {
      counts.remove(holders)
      throw error
    }
    const response = streamSSE(c, async (stream: SSEStreamingApi) => {
      let unread = 0
      write = (frame) => {
        if (stream.aborted || stream.closed) return
        unread += 1
        if (unread > MAX_UNREAD_FRAMES) {
          stream.abort()
          return
        }
        stream.write(frame).then(
          () => void (unread -= 1),
          () => stream.abort(),
        )
      }
      for (const frame of early) write(frame)
      const heartbeat = setInterval(() => write(HEARTBEAT), HEARTBEAT_MS)
      try {
        await new Promise<void>((done) => stream.onAbort(done))
      } finally {
        clearInterval(heartbeat)
        leave()
        counts.remove(holders)
      }
    })
    // proxies must pass each event on as it comes: no transform (compression), no buffering (nginx)
    response.headers.set('Cache-Control', 'no-cache, no-transform')
    response.headers.set('X-Accel-Buffering', 'no')
    return response
  }
}
