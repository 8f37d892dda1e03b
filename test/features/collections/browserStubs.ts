import { vi } from 'vitest'

/**
 * jsdom has no layout, IntersectionObserver or ResizeObserver. The grid measures its width and
 * the sentinel watches its visibility; these stand-ins give the grid a width and let a test say
 * when the sentinel comes into view.
 */
export function installLayoutStubs(width = 1000) {
  const observed: { element: Element; callback: IntersectionObserverCallback; observer: IntersectionObserver }[] = []
  class FakeIntersectionObserver {
    readonly root = null
    readonly rootMargin = ''
    readonly thresholds = [0.5]
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.push({ element, callback: this.callback, observer: this as unknown as IntersectionObserver })
    }
    unobserve() {}
    disconnect() {
      for (let index = observed.length - 1; index >= 0; index -= 1)
        if (observed[index]?.observer === (this as unknown as IntersectionObserver)) observed.splice(index, 1)
    }
    takeRecords() {
      return []
    }
  }
  class FakeResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width)
  /** Shows every watched element matching `selector` at the given share of its area. */
  const reveal = (selector: string, ratio = 1) => {
    for (const { element, callback, observer } of [...observed]) {
      if (!element.matches(selector)) continue
      callback(
        [{ target: element, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
        observer,
      )
    }
  }
  /**
   * Whether an element matching `selector` is on the page and watched: a list draws its sentinel only
   * once the cards it follows are drawn, so a reveal before that reaches no one, as a scroll would not.
   */
  const watching = (selector: string) =>
    observed.some(({ element }) => element.isConnected && element.matches(selector))
  return { reveal, watching }
}
