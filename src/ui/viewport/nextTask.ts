/**
 * Ends the current task, so that a long piece of work runs as several short tasks rather than one
 * long one: a slow phone may paint or answer a tap between them. `scheduler.yield` resumes ahead of
 * other queued work; a zero timeout stands in where the browser lacks it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
