import { RowsPhotoAlbum, type Photo, type Render } from 'react-photo-album'
import 'react-photo-album/rows.css'
import { AtEveryWidth } from './AtEveryWidth'

/** Row height 220, or 250 at 600 or less. */
export function targetRowHeight(containerWidth: number): number {
  return containerWidth <= 600 ? 250 : 220
}

/** At most 5 photos per row, 3 at 767 or less, 1 at 600 or less. */
export function maxPhotosPerRow(containerWidth: number): number {
  if (containerWidth <= 600) return 1
  if (containerWidth <= 767) return 3
  return 5
}

/**
 * The container widths rows are laid out at: a container is laid out at the widest of them it
 * holds (under the first, at half of it), and its rows scale to its own width. So a layout is known
 * before the container is measured, for the server's drawing, which has no screen: see `atEveryWidth`.
 * The first two are where a row's most photos change (`maxPhotosPerRow`: one photo a row up to 601
 * px, three from 602; the first is even, as the library names a class after half of it); the
 * others keep rows within a fifth of their target height.
 */
export const MASONRY_BREAKPOINTS: readonly number[] = [602, 768, 900, 1024, 1152, 1280, 1440]

/**
 * How many photos a first screen of `viewportWidth` shows at most: three rows (a row is 220 or 250
 * high, under the page's intro) of the most a row holds.
 */
export function firstScreenPhotos(viewportWidth: number): number {
  return 3 * maxPhotosPerRow(viewportWidth)
}

export interface MasonryProps<T extends Photo> {
  photos: T[]
  onClick?: (photo: T, index: number) => void
  /** react-photo-album's render functions (the image, extras laid over it, ...). */
  render?: Render<T>
  /** The element holding the album. */
  className?: string
  /**
   * Laid out at every breakpoint, each layout shown by a container query on its width: for a page
   * the server draws (which knows no screen width) and the browser hydrates. Once the container is
   * measured, only the layout of its width stays, its elements kept.
   */
  atEveryWidth?: boolean
}

/** The galleries' justified rows layout. */
export function Masonry<T extends Photo>({
  photos,
  onClick,
  render,
  className,
  atEveryWidth = false,
}: MasonryProps<T>) {
  const album = (
    <RowsPhotoAlbum
      photos={photos}
      targetRowHeight={targetRowHeight}
      rowConstraints={(containerWidth) => ({ maxPhotos: maxPhotosPerRow(containerWidth) })}
      spacing={12}
      breakpoints={MASONRY_BREAKPOINTS}
      onClick={onClick ? ({ photo, index }) => onClick(photo, index) : undefined}
      render={render}
    />
  )
  if (atEveryWidth) return <AtEveryWidth breakpoints={MASONRY_BREAKPOINTS} className={className} album={album} />
  return <div className={className}>{album}</div>
}
