import type { LiveMessage, LiveTopic, LiveTopics } from './liveMessages'

type Listener = (message: LiveMessage) => void

/** Whoever listens to the page's live messages now: machines, through their callback actors. */
const listeners = new Set<Listener>()

/**
 * Hears one topic of the page's live stream until the returned function is called. The stream's
 * code loads after the first paint; a machine may listen before it does and hears what comes after.
 */
export function onLiveTopic<T extends LiveTopic>(topic: T, listener: (data: LiveTopics[T]) => void): () => void {
  const forTopic: Listener = (message) => {
    if (message.topic === topic) listener(message.data as LiveTopics[T])
  }
  listeners.add(forTopic)
  return () => listeners.delete(forTopic)
}

/** Passes a message of the stream to every listener (the stream's owner calls it). */
export function publishLiveMessage(message: LiveMessage): void {
  for (const listener of [...listeners]) listener(message)
}
