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
    `${widths.map(layout).join()}{position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden}`,
    ...widths.map((width) => `${layout(width)}>*{width:${width}px}`),
    ...widths.map((width, index) => {
      const below = widths[index + 1]
      const query = `(min-width:${index > 0 ? width : 0}px)${below === undefined ? '' : ` and (max-width:${below - 1}px)`}`
      return `@container${query}{${layout(width)}{position:static;width:auto;height:auto;overflow:visible;visibility:visible}${layout(width)}>*{width:auto}}`
    }),
  ].join('\n')
}

/**
 * `album` laid out at every width in `breakpoints` (and half the first), each layout shown by a
 * container query on the wrapper's width: for a page the server draws, which knows no screen. Once
 * hydrated, the wrapper measures its width and keeps that layout alone, its elements kept. It does
 * what react-photo-album's own SSR wrapper does, but for the hidden layouts: there (display: none)
 * each measured a width of 0 as the page hydrated and laid all its tiles out again at the
 * narrowest width, in the same synchronous render that then removed it.
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
  const [chosen, setChosen] = useState<number>()
  const measure = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return
      const width = node.clientWidth
      const fitting = widths.filter((layoutWidth) => layoutWidth <= width).pop() ?? widths[0]
      setChosen((current) => current ?? fitting)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the widths are the breakpoints'
    [breakpoints],
  )
  return (
    <>
      {chosen === undefined ? <style>{everyWidthRules(uid, widths)}</style> : null}
      <div ref={measure} className={className ? `${uid} ${className}` : uid}>
        {widths.map((width) =>
          chosen === undefined || chosen === width ? (
            <div key={width} className={`${uid}-${width}`}>
              {cloneElement(album, { breakpoints, defaultContainerWidth: width })}
            </div>
          ) : null,
        )}
      </div>
    </>
  )
}
