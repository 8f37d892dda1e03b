export type MediaKind = 'gltf' | 'fbx' | 'video' | 'image' | 'audio' | 'pdf' | 'unsupported'

const byMime: Record<string, MediaKind> = {
  'model/gltf-binary': 'gltf',
  'application/octet-stream': 'gltf',
  'application/fbx': 'fbx',
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'video/x-quicktime': 'video',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/jpg': 'image',
  'image/svg+xml': 'image',
  'image/webp': 'image',
  'audio/mpeg': 'audio',
  'application/pdf': 'pdf',
}

const byExtension: Record<string, MediaKind> = {
  glb: 'gltf',
  gltf: 'gltf',
  fbx: 'fbx',
  mp4: 'video',
  mov: 'video',
  mp3: 'audio',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  svg: 'image',
  webp: 'image',
  pdf: 'pdf',
}

/** Decides how a media item is previewed, from its mime type when known, else from its file extension. */
export function mediaKind(url: string, mime?: string): MediaKind {
  if (mime) {
    const known = byMime[mime.toLowerCase()]
    if (known) return known
  }
  const extension = url.split(/[?#]/)[0]?.split('.').pop()?.toLowerCase() ?? ''
  return byExtension[extension] ?? 'unsupported'
}
