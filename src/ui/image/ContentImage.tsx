import type { ImgHTMLAttributes } from 'react'
import { useAssetUrl } from '../../services/config/EnvProvider'
import { ImageWithFallback } from './ImageWithFallback'
import './ContentImage.css'

/** The spec's words for a picture that a collection or token does not have (yet). */
export const CONTENT_NOT_AVAILABLE = 'content not available yet'

type ContentImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  /** an asset path or URL; blank or absent while the metadata lacks it */
  src: string | null | undefined
}

/**
 * A collection's or token's picture from its metadata, or, where the metadata has none, a box of the
 * same class and size saying so: a missing field is normal on a chain and never breaks the page.
 */
export function ContentImage({ src, className, ...rest }: ContentImageProps) {
  const assetUrl = useAssetUrl()
  const path = src?.trim()
  if (!path) {
    return (
      <div className={`${className ?? ''} koi-content-missing`.trim()} role="img" aria-label={CONTENT_NOT_AVAILABLE}>
        {CONTENT_NOT_AVAILABLE}
      </div>
    )
  }
  return <ImageWithFallback {...rest} className={className} src={assetUrl(path)} />
}
