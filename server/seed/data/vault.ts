import { VIDEO_BIT_RATES, assetPaths } from './asset-paths.ts'
import type { VaultAsset } from './types.ts'

/** Downloads for members with a linked X account: one of each file kind the CDN serves. */
export const VAULT_DEFINITIONS: readonly Omit<VaultAsset, 'thumbnail' | 'order'>[] = [
  {
    _id: 'field-guide',
    name: 'Traveller field guide',
    description: 'A printable one-page guide to the five virtues, the six editions and the four arenas.',
    file: { uri: assetPaths.fieldGuide, mime: 'application/pdf' },
  },
  {
    _id: 'koi-lantern-glb',
    name: 'Koi lantern (glTF)',
    description: 'The Golden Temple lantern as a glTF binary model, ready for any 3D viewer or engine.',
    file: { uri: assetPaths.model, mime: 'model/gltf-binary' },
  },
  {
    _id: 'koi-lantern-fbx',
    name: 'Koi lantern (FBX)',
    description: 'The same lantern in FBX, for animation tools that prefer it.',
    file: { uri: assetPaths.fbxModel, mime: 'application/fbx' },
  },
  {
    _id: 'legend-theme',
    name: 'The legend of Koi, theme',
    description: 'The short koto theme that plays over the Odyssey story card.',
    file: { uri: assetPaths.audio, mime: 'audio/mpeg' },
  },
  {
    _id: 'river-loop',
    name: 'Mystic River loop',
    description: 'A two-second loop of the river that opens every Arena duel, for streams and overlays.',
    file: { uri: assetPaths.video(VIDEO_BIT_RATES[VIDEO_BIT_RATES.length - 1] ?? 512), mime: 'video/mp4' },
  },
  {
    _id: 'wallpaper-temple',
    name: 'Golden Temple wallpaper',
    description: 'The Golden Temple at dusk, sized for a phone lock screen.',
    file: { uri: assetPaths.odyssey('golden-temple'), mime: 'image/png' },
  },
]

export function generateVaultAssets(): VaultAsset[] {
  return VAULT_DEFINITIONS.map((asset, index) => ({
    ...asset,
    thumbnail: assetPaths.vaultThumbnail(asset._id),
    order: index + 1,
  }))
}
