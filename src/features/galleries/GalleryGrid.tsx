import { useCallback, useState } from 'react'
import { useAssetUrl } from '../../services/config/EnvProvider'
import { ImageWithFallback } from '../../ui/image/ImageWithFallback'
import { InfiniteScrollSentinel } from '../../ui/infinite-scroll/InfiniteScrollSentinel'
import { Masonry } from '../../ui/masonry/Masonry'
import { NotFound } from '../../ui/not-found/NotFound'
import type { GalleryPhoto } from './galleryTiles'
import { GalleryTile, type GalleryTileProps } from './GalleryTile'
import type { GalleryPages } from './useGalleryPages'
import './GalleryGrid.css'

/** Until a picture has loaded, its tile takes this shape; the row is laid out again once the size is known. */
const PLACEHOLDER = { width: 4, height: 3 }

interface AlbumPhoto {
  key: string
  src: string
  alt: string
  width: number
  height: number
  photo: GalleryPhoto
}

export interface GalleryGridProps extends Omit<GalleryTileProps, 'photo' | 'refresh'> {
  pages: GalleryPages
}

/** A gallery's justified rows with their tiles, loading the next page of 25 when the end comes half into view. */
export function GalleryGrid({ pages, ...tile }: GalleryGridProps) {
  const assetUrl = useAssetUrl()
  const [sizes, setSizes] = useState<Record<string, { width: number; height: number }>>({})
  const remember = useCallback((src: string, width: number, height: number) => {
    if (width > 0 && height > 0)
      setSizes((known) => (known[src]?.width === width ? known : { ...known, [src]: { width, height } }))
  }, [])

  if (pages.isError) return <p role="alert">The gallery could not be loaded. Please try again later.</p>
  if (pages.isPending) return <p className="koi-gallery__loading">Loading the gallery…</p>
  if (pages.photos.length === 0) return <NotFound />

  const photos: AlbumPhoto[] = pages.photos.map((photo) => {
    const src = assetUrl(photo.imageUrl)
    return { key: photo.id, src, alt: photo.alt, ...(sizes[src] ?? PLACEHOLDER), photo }
  })

  return (
    <div className="koi-gallery" data-testid="gallery-grid">
      <Masonry
        photos={photos}
        render={{
          image: ({ src, alt, style, className }, { photo }) => (
            <ImageWithFallback
              src={src}
              alt={alt}
              style={style}
              className={className}
              loading="lazy"
              onLoad={(event) =>
                remember(photo.src, event.currentTarget.naturalWidth, event.currentTarget.naturalHeight)
              }
            />
          ),
          extras: (_, { photo }) => <GalleryTile photo={photo.photo} refresh={pages.refresh} {...tile} />,
        }}
      />
      <InfiniteScrollSentinel
        loadedPages={pages.loadedPages}
        totalPages={pages.totalPages}
        onLoadMore={pages.loadMore}
      />
    </div>
  )
}
