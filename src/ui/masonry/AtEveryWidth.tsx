import { cloneElement, useCallback, useId, useState, type ReactElement } from 'react'

/** An album that takes its layout's width from the wrapper (react-photo-album's albums do). */
type Album = ReactElement<{ breakpoints?: readonly number[]; defaultContainerWidth?: number }>

/** The widths a layout is drawn at: half the first breakpoint (a whole pixel), then each breakpoint. */
export function layoutWidths(breakpoints: readonly number[]): number[] {
  return [Math.floor(Math.min(...breakpoints) / 2), ...breakpoints].sort((a, b) => a - b)
}

/**
 * The rules that show the layout of the container's width, by container queries, and keep the
 * others out of sight and out of the flow at their own width: an album measuring its container
 * finds the width it was laid out at, so none lays itself out again as the page hydrates.
 */
function everyWidthRules(uid: string, widths: readonly number[]): string {
  const layout = (width: number) => `.${uid}-${width}`
  return [
    `.${uid}{container-type:inline-size;position:relative}`,
    `${widths.map(layout).join()}{position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden;content-visibility:hidden}`,
    ...widths.map((width) => `${layout(width)}>*{width:${width}px}`),
    ...widths.map((width, index) => {
      const below = widths[index + 1]
      const query = `(min-width:${index > 0 ? width : 0}px)${below === undefined ? '' : ` and (max-width:${below - 1}px)`}`
      return `@container${query}{${layout(width)}{position:static;width:auto;height:auto;overflow:visible;visibility:visible;content-visibility:visible}${layout(width)}>*{width:auto}}`
    }),
  ].join('\n')
}

/**
 * Runs in the page as the server drew it, right after the album's layouts have been read: picks the
 * layout of the wrapper's width (as the browser's own measure does), takes the others and their
 * rules out, and itself. The page then lays out, paints and hydrates one layout rather than every
 * one: the browser's code finds the layout it kept (`keptBeforeHydration`). A wrapper with no width
 * yet (not displayed) is left as drawn, for the code to choose once it runs.
 */
const KEEP_ONE_LAYOUT = `(function(script,widths,uid){var box=script.previousElementSibling;script.remove();var width=box&&box.clientWidth;if(!width)return;var keep=widths[0];widths.forEach(function(w){if(w<=width)keep=w});[].slice.call(box.children).forEach(function(layout){if(layout.className!==uid+"-"+keep)layout.remove()});var rules=box.previousElementSibling;if(rules&&rules.tagName==="STYLE")rules.remove()})`

/** The width of the one layout the page's inline script kept before React hydrated it, if it ran. */
function keptBeforeHydration(uid: string): number | undefined {
  if (typeof document === 'undefined') return undefined
  const layouts = document.querySelector(`.${uid}`)?.children
  if (layouts?.length !== 1) return undefined
  const width = Number(layouts[0]?.className.slice(uid.length + 1))
  return Number.isInteger(width) ? width : undefined
}

/** The layout of `width` among `widths`: the widest it holds, or the narrowest. */
function fittingLayout(widths: readonly number[], width: number): number {
  return widths.filter((layoutWidth) => layoutWidth <= width).pop() ?? (widths[0] as number)
}

/**
 * `album` laid out at every width in `breakpoints` (and half the first), each layout shown by a
 * container query on the wrapper's width: for a page the server draws, which knows no screen. An
 * inline script drawn after it keeps the layout of its width alone as the page is read, before any
 * of the app's code has come (`KEEP_ONE_LAYOUT`), and the browser hydrates that one. Where the
 * script did not run, the wrapper measures its width once hydrated and keeps that layout alone,
 * its elements kept. It does what react-photo-album's own SSR wrapper does, but for the hidden
 * layouts: there (display: none) each measured a width of 0 as the page hydrated and laid all its
 * tiles out again at the narrowest width, in the same synchronous render that then removed it.
 */
export function AtEveryWidth({
  breakpoints,
  className,
  album,
}: {
  breakpoints: readonly number[]
  className?: string
  album: Album
}) {
  const widths = layoutWidths(breakpoints)
  const uid = `koi-every-width-${useId().replace(/[^\w-]/g, '')}`
  const [chosen, setChosen] = useState(() => keptBeforeHydration(uid))
  const measure = useCallback(
    (node: HTMLDivElement | null) => {
      if (node) setChosen((current) => current ?? fittingLayout(widths, node.clientWidth))
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the widths are the breakpoints'
    [breakpoints],
  )
  return (
    <>
      {chosen === undefined ? <style>{everyWidthRules(uid, widths)}</style> : null}
      <div ref={chosen === undefined ? measure : undefined} className={className ? `${uid} ${className}` : uid}>
        {widths.map((width) =>
          chosen === undefined || chosen === width ? (
            <div key={width} className={`${uid}-${width}`}>
              {cloneElement(album, { breakpoints, defaultContainerWidth: width })}
            </div>
          ) : null,
        )}
      </div>
      {/* drawn by the server alone: in the browser it has run and taken itself out */}
      {typeof window === 'undefined' ? (
        <script
          dangerouslySetInnerHTML={{
            __html: `${KEEP_ONE_LAYOUT}(document.currentScript,${JSON.stringify(widths)},"${uid}")`,
          }}
        />
      ) : null}
    </>
  )
}
