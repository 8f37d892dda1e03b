import { RowsPhotoAlbum, type Photo, type Render } from 'react-photo-album'
import 'react-photo-album/rows.css'

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
}

/** The galleries' justified rows layout. */
export function Masonry<T extends Photo>({ photos, onClick, render }: MasonryProps<T>) {
  return (
    <RowsPhotoAlbum
      photos={photos}
      targetRowHeight={targetRowHeight}
      rowConstraints={(containerWidth) => ({ maxPhotos: maxPhotosPerRow(containerWidth) })}
      spacing={12}
      onClick={onClick ? ({ photo, index }) => onClick(photo, index) : undefined}
      render={render}
    />
  )
}
