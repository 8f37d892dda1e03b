export { Gallery, type GalleryProps } from './GalleryPage'
export type { GalleryKind } from './galleryTiles'
