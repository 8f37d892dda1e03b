import { isLiveTopic, LIVE_TOPICS, type LiveMessage } from './liveMessages'

/** What the browser needs of its APIs (fakes in tests). */
export interface StreamPlatform {
  EventSource: typeof EventSource
  BroadcastChannel?: typeof BroadcastChannel
  locks?: Pick<LockManager, 'request'>
}

const LOCK = 'koi-live-stream'
const CHANNEL = 'koi-live'

/**
 * One stream per browser: the tab holding the `koi-live-stream` lock (Web Locks) opens the
 * EventSource and passes each message to the other tabs over a BroadcastChannel; when it closes,
 * the lock goes to another tab, which resumes from the last id any tab saw. Browsers allow six
 * HTTP/1.1 connections per origin, so a stream per tab would starve the pages. Without Web Locks
 * each tab opens its own. An EventSource (not a fetch) on purpose: Playwright's and Lighthouse's
 * network-idle waits leave event streams out. Returns the function that stops it.
 */
export interface SharedStream {
  /** Opens the stream again (the session changed: its private events are another member's now). */
  reconnect(): void
  stop(): void
}

/** Asks the leading tab to open its stream again. */
const RECONNECT = 'reconnect'

export function openSharedStream(
  url: string,
  onMessage: (message: LiveMessage) => void,
  platform: StreamPlatform = {
    EventSource: globalThis.EventSource,
    BroadcastChannel: globalThis.BroadcastChannel,
    locks: globalThis.navigator?.locks,
  },
): SharedStream {
  let lastId: string | null = null
  /** Reopens the stream while this tab leads. */
  let reopen: (() => void) | null = null
  const stopped = new AbortController()
  const channel = platform.BroadcastChannel ? new platform.BroadcastChannel(CHANNEL) : null
  if (channel) {
    channel.onmessage = (event: MessageEvent<LiveMessage | typeof RECONNECT>) => {
      if (event.data === RECONNECT) {
        reopen?.()
        return
      }
      if (event.data.id) lastId = event.data.id
      onMessage(event.data)
    }
  }

  const connect = () => {
    // a new leader, or a new session, resumes where the stream stopped: the server sends what it missed
    const source = new platform.EventSource(lastId ? `${url}?lastEventId=${encodeURIComponent(lastId)}` : url, {
      withCredentials: true,
    })
    for (const topic of [...LIVE_TOPICS, 'ready'] as const) {
      source.addEventListener(topic, (event: MessageEvent<string>) => {
        if (event.lastEventId) lastId = event.lastEventId
        if (!isLiveTopic(topic)) return
        const message = { topic, id: event.lastEventId, data: JSON.parse(event.data) as unknown } as LiveMessage
        onMessage(message)
        channel?.postMessage(message)
      })
    }
    return source
  }

  const lead = () =>
    new Promise<void>((done) => {
      let source = connect()
      reopen = () => {
        source.close()
        source = connect()
      }
      stopped.signal.addEventListener('abort', () => {
        reopen = null
        source.close()
        done()
      })
    })

  if (platform.locks) {
    platform.locks.request(LOCK, { signal: stopped.signal }, lead).catch(() => undefined)
  } else {
    void lead()
  }
  return {
    reconnect: () => {
      if (reopen) reopen()
      else channel?.postMessage(RECONNECT)
    },
    stop: () => {
      stopped.abort()
      channel?.close()
    },
  }
}
