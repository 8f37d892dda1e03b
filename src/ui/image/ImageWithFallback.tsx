import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'
import { BROKEN_IMAGE_PATH } from '../../services/config/cdn'
import { useCdnUrl } from '../../services/config/EnvProvider'

/**
 * An image that swaps itself for the CDN's broken-image asset when it fails to load, also when it
 * failed before the page hydrated (a page the server drew loads its pictures before its script
 * listens for their errors).
 */
export function ImageWithFallback({ src, alt, onError, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const cdnUrl = useCdnUrl()
  const fallback = cdnUrl(BROKEN_IMAGE_PATH)
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined)
  const shown = failedSrc !== undefined && failedSrc === src ? fallback : src
  const image = useRef<HTMLImageElement>(null)

  useEffect(() => {
    const element = image.current
    // loaded and broken: the browser is done with it and has no picture
    if (element && shown !== fallback && element.complete && element.naturalWidth === 0 && element.currentSrc)
      setFailedSrc(src)
  }, [shown, fallback, src])

  return (
    <img
      {...rest}
      ref={image}
      src={shown}
      alt={alt ?? ''}
      onError={(event) => {
        if (shown !== fallback) setFailedSrc(src)
        onError?.(event)
      }}
    />
  )
}
