import { useState, type ImgHTMLAttributes } from 'react'
import { BROKEN_IMAGE_PATH } from '../../services/config/cdn'
import { useCdnUrl } from '../../services/config/EnvProvider'

/** An image that swaps itself for the CDN's broken-image asset when it fails to load. */
export function ImageWithFallback({ src, alt, onError, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const cdnUrl = useCdnUrl()
  const fallback = cdnUrl(BROKEN_IMAGE_PATH)
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined)
  const shown = failedSrc !== undefined && failedSrc === src ? fallback : src

  return (
    <img
      {...rest}
      src={shown}
      alt={alt ?? ''}
      onError={(event) => {
        if (shown !== fallback) setFailedSrc(src)
        onError?.(event)
      }}
    />
  )
}
