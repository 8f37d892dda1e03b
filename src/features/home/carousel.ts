/** The banner loops: after the last slide comes the first, before the first the last. */
export function loopedIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** Deal cards do not loop: the window stops at either end. */
export function clampedStart(start: number, count: number, visible: number): number {
  return Math.max(0, Math.min(start, Math.max(count - visible, 0)))
}

/** How long a banner slide shows before the next. */
export const BANNER_INTERVAL_MS = 6000
