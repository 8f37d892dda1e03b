import { useEffect, useRef } from 'react'

/** The spec's visibility threshold: half the sentinel in view. */
export const INFINITE_SCROLL_THRESHOLD = 0.5

export interface InfiniteScrollSentinelProps {
  loadedPages: number
  totalPages: number
  /** Called to raise the page count by one. */
  onLoadMore: () => void
}

/** Placed after a list: when it is at least half visible and pages remain, it asks for the next one. */
export function InfiniteScrollSentinel({ loadedPages, totalPages, onLoadMore }: InfiniteScrollSentinelProps) {
  const ref = useRef<HTMLDivElement>(null)
  const hasMore = loadedPages < totalPages

  useEffect(() => {
    const element = ref.current
    if (!element || !hasMore) return undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= INFINITE_SCROLL_THRESHOLD)) {
          onLoadMore()
        }
      },
      { threshold: INFINITE_SCROLL_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasMore, onLoadMore])

  return <div ref={ref} className="koi-infinite-scroll" aria-hidden="true" style={{ height: 1 }} />
}
