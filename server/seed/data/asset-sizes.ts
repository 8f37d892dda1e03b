/**
 * The pixel sizes of the demo's gallery and contest pictures. The assets app paints each picture at
 * this size and the seed records the same size on its gallery or contest row, so a page can lay a
 * picture's tile out before the picture arrives (and the two cannot drift apart).
 */

export interface PictureSize {
  width: number
  height: number
}

/** Heights of fan-art and entry pictures vary so the masonry galleries have mixed aspect ratios. */
const galleryHeight = (index: number) => [240, 320, 400, 180, 300][index % 5] ?? 240

export const assetSizes = {
  fanArt: (index: number): PictureSize => ({ width: 320, height: galleryHeight(index) }),
  gameShot: (): PictureSize => ({ width: 320, height: 180 }),
  artPiece: (): PictureSize => ({ width: 240, height: 336 }),
  artistEntry: (index: number): PictureSize => ({ width: 320, height: galleryHeight(index + 2) }),
  /** The poster of the demo's one video: a fan-art video post's tile shows it. */
  videoPoster: (): PictureSize => ({ width: 480, height: 270 }),
} as const
