import { useRef, useState } from 'react'
import { ImageWithFallback } from '../image/ImageWithFallback'
import { mediaKind } from './mediaKind'
import { ModelPreview } from './ModelPreview'
import './MediaPreview.css'

function VideoPreview({ url }: { url: string }) {
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  const toggle = () => {
    const element = video.current
    if (!element) return
    if (element.paused) void element.play()
    else element.pause()
  }
  return (
    <div className="koi-media__video">
      {/* metadata only: the first frame shows without fetching the whole film */}
      <video
        ref={video}
        src={url}
        loop
        playsInline
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <button type="button" className="koi-media__play" onClick={toggle} aria-label={playing ? 'Pause' : 'Play'}>
        {playing ? '❚❚' : '▶'}
      </button>
    </div>
  )
}

function ZoomableImage({ url, alt, priority }: { url: string; alt: string; priority: boolean }) {
  const [zoomed, setZoomed] = useState(false)
  return (
    <button
      type="button"
      className={zoomed ? 'koi-media__image koi-media__image--zoomed' : 'koi-media__image'}
      onClick={() => setZoomed(!zoomed)}
      aria-pressed={zoomed}
      aria-label={zoomed ? 'Zoom out' : 'Zoom in'}
    >
      <ImageWithFallback src={url} alt={alt} fetchPriority={priority ? 'high' : undefined} />
    </button>
  )
}

export interface MediaPreviewProps {
  url: string
  mime?: string
  alt?: string
  /** The page's main picture: fetched first, before scripts and thumbnails. */
  priority?: boolean
}

/** Previews 3D (glb, fbx), video, image with zoom, audio and PDF; anything else says so. */
export function MediaPreview({ url, mime, alt = '', priority = false }: MediaPreviewProps) {
  const kind = mediaKind(url, mime)
  switch (kind) {
    case 'gltf':
    case 'fbx':
      return <ModelPreview url={url} format={kind} />
    case 'video':
      return (
        <div className="koi-media">
          <VideoPreview url={url} />
        </div>
      )
    case 'image':
      return (
        <div className="koi-media">
          <ZoomableImage url={url} alt={alt} priority={priority} />
        </div>
      )
    case 'audio':
      return (
        <div className="koi-media koi-media--audio">
          <audio src={url} controls />
        </div>
      )
    case 'pdf':
      // the spec's PDF preview is an empty frame
      return <div className="koi-media koi-media--pdf" data-testid="pdf-preview" />
    case 'unsupported':
      return <div className="koi-media koi-media--unsupported">File type not supported!</div>
  }
}
