import type { Env } from './env'

type CdnEnv = Pick<Env, 'cdnBase' | 'cdnVersion'>

/** `{cdnBase}/assets/{cdnVersion}/{path}`; every image, model and sound comes from here. */
export function cdnUrl(env: CdnEnv, path: string): string {
  const base = env.cdnBase.replace(/\/+$/, '')
  return `${base}/assets/${env.cdnVersion}/${path.replace(/^\/+/, '')}`
}

/** Where the demo assets (server/assets/catalogue.ts) answer the broken-image picture. */
export const BROKEN_IMAGE_PATH = 'images/broken-image.png'

/** Config and data carry CDN-relative paths (`images/logo.png`); absolute URLs pass through. */
export function assetUrl(env: CdnEnv, pathOrUrl: string): string {
  return /^(https?:)?\/\//.test(pathOrUrl) || pathOrUrl.startsWith('/') || pathOrUrl.startsWith('data:')
    ? pathOrUrl
    : cdnUrl(env, pathOrUrl)
}
