import { useEffect, useRef, useState } from 'react'

/**
 * True once the element has come on screen, or within `margin` of it (a CSS margin, '200px'); it
 * stays true. For parts whose code or data is fetched only when someone can see them.
 */
export function useOnScreen<T extends Element>(margin = '0px') {
  const ref = useRef<T>(null)
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || seen) return undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [seen, margin])
  return { ref, seen }
}
