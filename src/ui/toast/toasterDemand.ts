/**
 * Whether the page needs its toast area yet. Nothing on a first visit shows a toast, so the toast
 * area (and sonner) is mounted by the first toast asked for; the toasts asked for before it
 * listens are given to it again once it does (same ids, so a toast shown already is only updated).
 * Kept free of sonner so the shell can read it.
 */
let requested = false
let mounted = false
const waiting: (() => void)[] = []
const listeners = new Set<() => void>()

export const isToasterRequested = () => requested

export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Runs `show` now and, when the toast area is not mounted yet, again once it is. */
export function showWithToaster(show: () => void): void {
  show()
  if (mounted) return
  waiting.push(show)
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
}

/** Called by the toast area once sonner's Toaster listens; the returned function when it leaves. */
export function markToasterMounted(): () => void {
  mounted = true
  for (const show of waiting.splice(0)) show()
  return () => {
    mounted = false
  }
}
