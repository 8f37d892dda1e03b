import { useCallback, useDeferredValue, useState } from 'react'
import { useAssetUrl } from '../../services/config/EnvProvider'
import { usePageHydrated } from '../../services/hydration/pageHydrated'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import { InfiniteScrollSentinel } from '../../ui/infinite-scroll/InfiniteScrollSentinel'
import { firstScreenPhotos, Masonry } from '../../ui/masonry/Masonry'
import { NotFound } from '../../ui/not-found/NotFound'
import type { GalleryPhoto } from './galleryTiles'
import { GalleryTile, type GalleryTileProps } from './GalleryTile'
import type { GalleryPages } from './useGalleryPages'
import './GalleryGrid.css'

/**
 * The shape of a tile whose record carries no size (older records), until its picture has loaded;
 * such a row is laid out again then. Records with a size are laid out at it from the start.
 */
const PLACEHOLDER = { width: 4, height: 3 }

interface AlbumPhoto {
  key: string
  src: string
  alt: string
  width: number
  height: number
  photo: GalleryPhoto
  /** Its place in the whole gallery, across pages. */
  position: number
}

export interface GalleryGridProps extends Omit<GalleryTileProps, 'photo' | 'refresh'> {
  pages: GalleryPages
}

type Size = { width: number; height: number }

/**
 * Tiles whose pictures are asked for at once, with the page, rather than once laid out near the
 * screen: what a phone's first screen shows (the same on the server and in the browser, so a drawn
 * page hydrates as it was drawn). The largest picture of a first visit is among them.
 */
const EAGER_PHOTOS = firstScreenPhotos(0)

/** A gallery's justified rows with their tiles, loading the next page of 25 when the end comes half into view. */
export function GalleryGrid({ pages, ...tile }: GalleryGridProps) {
  const assetUrl = useAssetUrl()
  const [learned, setLearned] = useState<Record<string, Size>>({})
  const remember = useCallback((src: string, width: number, height: number) => {
    if (width > 0 && height > 0)
      setLearned((known) => (known[src]?.width === width ? known : { ...known, [src]: { width, height } }))
  }, [])
  // The first screen's tiles are drawn at once; the others, and each page that comes later, in a
  // render React can pause (so the page answers input meanwhile). Until then an undrawn tile is an
  // empty box of its final size, so drawing it moves nothing.
  const drawnSoFar = useDeferredValue(pages.photos.length)
  // (the server has no screen: it draws every tile it has, as does the browser hydrating its page)
  const drawn = Math.max(drawnSoFar, firstScreenPhotos(typeof window === 'undefined' ? 0 : window.innerWidth))
  // A page the server drew has its first album laid out at every width (it knows no screen), and
  // its pictures only: the browser hydrates that, keeps the layout of its width, and then lays the
  // tiles' controls over the pictures. A gallery opened in the browser lays out its width alone.
  const hydrated = usePageHydrated()
  const [drawnByServer] = useState(!hydrated)

  if (pages.isError) return <p role="alert">The gallery could not be loaded. Please try again later.</p>
  if (pages.isPending) return <p className="koi-gallery__loading">Loading the gallery…</p>
  if (pages.photos.length === 0) return <NotFound />

  let position = 0
  const albums = pages.photoPages.map((page) =>
    page.map((photo): AlbumPhoto => {
      const src = assetUrl(photo.imageUrl)
      const size = photo.size ?? learned[src] ?? PLACEHOLDER
      return { key: photo.id, src, alt: photo.alt, ...size, photo, position: position++ }
    }),
  )

  return (
    <div className="koi-gallery" data-testid="gallery-grid">
      {albums.map((photos, page) =>
        photos.length === 0 ? null : (
          // each page is an album of its own: rows are laid out over all of an album's photos, so
          // one album for the whole gallery moved rows on screen when the next page came
          <Masonry
            key={page}
            className="koi-gallery__page"
            atEveryWidth={drawnByServer && page === 0}
            photos={photos}
            render={{
              image: ({ src, alt, style, className }, { photo }) =>
                photo.position < drawn ? (
                  <ImageWithFallback
                    src={src}
                    alt={alt}
                    style={style}
                    className={className}
                    loading={photo.position < EAGER_PHOTOS ? 'eager' : 'lazy'}
                    // the first picture is the largest of a phone's first screen, a row to itself
                    fetchPriority={photo.position === 0 ? 'high' : undefined}
                    width={photo.width}
                    height={photo.height}
                    // the size is learned from the picture only when the record had none
                    onLoad={
                      photo.photo.size
                        ? undefined
                        : (event) =>
                            remember(photo.src, event.currentTarget.naturalWidth, event.currentTarget.naturalHeight)
                    }
                  />
                ) : (
                  <div style={style} className={className} data-testid="gallery-tile-pending" />
                ),
              extras: (_, { photo }) =>
                hydrated && photo.position < drawn ? (
                  <GalleryTile photo={photo.photo} refresh={pages.refresh} {...tile} />
                ) : null,
            }}
          />
        ),
      )}
      <InfiniteScrollSentinel
        loadedPages={pages.loadedPages}
        totalPages={pages.totalPages}
        onLoadMore={pages.loadMore}
      />
    </div>
  )
}
