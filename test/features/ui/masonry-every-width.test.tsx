import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Masonry, MASONRY_BREAKPOINTS, maxPhotosPerRow } from '../../../src/ui/masonry/Masonry'

const photos = Array.from({ length: 7 }, (_, index) => ({
  key: `p${index}`,
  src: `/images/p${index}.png`,
  alt: `piece ${index}`,
  width: 400 + index * 60,
  height: 300,
}))

const album = <Masonry photos={photos} atEveryWidth className="koi-gallery__page" />

/** The album's markup as the server draws it: with no window. */
function serverHtml(element = album) {
  const browserWindow = globalThis.window
  // @ts-expect-error -- the server has no window
  delete globalThis.window
  try {
    return renderToString(element)
  } finally {
    globalThis.window = browserWindow
  }
}

/** The album as the server draws it, parsed. */
function drawn() {
  return new DOMParser().parseFromString(serverHtml(), 'text/html')
}

/** The drawn album in the document, its inline script run as the browser runs it while reading the page, at `width`. */
function drawnAndRead(width: number) {
  const container = document.createElement('div')
  container.innerHTML = serverHtml()
  document.body.append(container)
  const script = container.querySelector('script')!
  const wrapper = container.querySelector<HTMLElement>('.koi-gallery__page')!
  vi.spyOn(wrapper, 'clientWidth', 'get').mockReturnValue(width)
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script, run as the browser would
  const run = new Function('document', script.textContent) as (document: { currentScript: Element }) => void
  run({ currentScript: script })
  return container
}

/** Hydrates `container` with the album: the root and the mismatches React recovered from. */
async function hydrated(container: HTMLElement) {
  const mismatches: unknown[] = []
  const root = await act(() =>
    Promise.resolve(hydrateRoot(container, album, { onRecoverableError: (error) => void mismatches.push(error) })),
  )
  return { root, mismatches }
}

describe('a gallery album drawn by the server, which knows no screen width', () => {
  it('lays the album out at every breakpoint and below the first, each layout holding every photo', () => {
    const doc = drawn()
    const container = doc.querySelector('.koi-gallery__page')!
    const layouts = [...container.children]
    expect(layouts).toHaveLength(MASONRY_BREAKPOINTS.length + 1)
    for (const layout of layouts) expect(layout.querySelectorAll('img')).toHaveLength(photos.length)
    // below the first breakpoint a row holds one photo; at the widest, up to five
    const rows = (layout: Element) => layout.querySelectorAll('.react-photo-album--track').length
    expect(rows(layouts[0]!)).toBe(photos.length)
    expect(rows(layouts.at(-1)!)).toBeLessThanOrEqual(Math.ceil(photos.length / maxPhotosPerRow(1440)) + 1)
    expect(rows(layouts.at(-1)!)).toBeLessThan(photos.length)
  })

  it('shows one layout per width by container queries whose selectors each name one of the layouts', () => {
    const doc = drawn()
    const css = doc.querySelector('style')?.textContent ?? ''
    expect(css).toContain('container-type:inline-size')
    const queried = [...css.matchAll(/@container\([^{]*\{(\.[^{]+)\{position:static/g)].map((match) => match[1]!)
    expect(queried).toHaveLength(MASONRY_BREAKPOINTS.length + 1)
    // a selector that names no element (a class with a dot in it, "…-300.5") would show no layout
    for (const selector of queried) expect(doc.querySelectorAll(selector), selector).toHaveLength(1)
  })

  it('draws one layout, at its measured width, for an album opened in the browser', () => {
    const html = renderToString(<Masonry photos={photos} className="koi-gallery__page" />)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.querySelector('style')).toBeNull()
    expect(doc.querySelectorAll('.koi-gallery__page > *')).toHaveLength(1)
  })

  it('keeps each hidden layout at its own width, so no album lays itself out again as it hydrates', () => {
    const css = drawn().querySelector('style')?.textContent ?? ''
    // an album measuring a hidden layout's container finds the width that layout was drawn at
    for (const width of [301, ...MASONRY_BREAKPOINTS])
      expect(css).toMatch(new RegExp(`-${width}>\\*\\{width:${width}px\\}`))
  })

  it('keeps the layout of its width as the page is read, before any code: its rules, the other layouts and the script go', () => {
    const container = drawnAndRead(800)
    const page = container.querySelector('.koi-gallery__page')!
    expect([...page.children].map((layout) => layout.className.split('-').pop())).toEqual(['768'])
    expect(page.querySelectorAll('img')).toHaveLength(photos.length)
    expect(container.querySelector('style')).toBeNull()
    expect(container.querySelector('script')).toBeNull()
    container.remove()
    // below the first breakpoint, the narrowest layout
    const narrow = drawnAndRead(390)
    expect(narrow.querySelector('.koi-gallery__page')!.children[0]!.className).toMatch(/-301$/)
    narrow.remove()
  })

  it('leaves every layout to the code when the wrapper has no width yet (not displayed)', () => {
    const container = drawnAndRead(0)
    expect(container.querySelector('.koi-gallery__page')!.children).toHaveLength(MASONRY_BREAKPOINTS.length + 1)
    expect(container.querySelector('style')).not.toBeNull()
    expect(container.querySelector('script')).toBeNull()
    container.remove()
  })

  it('hydrates the layout the page kept as it is, measuring nothing, with no mismatch', async () => {
    const container = drawnAndRead(1000)
    const kept = container.querySelector('[class$="-900"] img')
    const measured = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1500)
    const { root, mismatches } = await hydrated(container)
    expect(mismatches).toEqual([])
    const page = container.querySelector('.koi-gallery__page')!
    expect(page.children).toHaveLength(1)
    expect(page.querySelector('img')).toBe(kept)
    // the wrapper was not measured again (the 1440 layout would have been drawn), nor its rules put back
    expect(page.children[0]!.className).toMatch(/-900$/)
    expect(container.querySelector('style')).toBeNull()
    act(() => root.unmount())
    container.remove()
    measured.mockRestore()
  })

  it('keeps the layout of its measured width once hydrated where the page kept none, its elements kept, with no mismatch', async () => {
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800)
    const container = document.createElement('div')
    // drawn without the script's work (it did not run): every layout and the rules
    container.innerHTML = serverHtml().replace(/<script>.*<\/script>/, '')
    document.body.append(container)
    const at768 = container.querySelector('[class$="-768"] img')
    const { root, mismatches } = await hydrated(container)
    expect(mismatches).toEqual([])
    const page = container.querySelector('.koi-gallery__page')!
    expect(page.children).toHaveLength(1)
    expect(page.querySelector('img')).toBe(at768)
    expect(container.querySelector('style')).toBeNull()
    act(() => root.unmount())
    container.remove()
    width.mockRestore()
  })
})
