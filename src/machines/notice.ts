/** A toast the machine asks the feature to show; the texts are the spec's, kept in each flow's `messages.ts`. */
export interface Notice {
  kind: 'loading' | 'success' | 'error' | 'info' | 'warning'
  message: string
  /** A loading toast and the toast that replaces it share an id. */
  id?: string
  durationMs?: number
}

/** Throws the error every unprovided effect throws, naming the flow and the effect to provide. */
export function missingEffect(flow: string, kind: 'action' | 'actor' | 'guard', name: string): never {
  throw new Error(`${flow}: provide ${kind} ${name}`)
}

/** The server's message carried by a failure, or the spec's fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = error.message
    if (typeof message === 'string' && message.trim() !== '') return message
  }
  return fallback
}
