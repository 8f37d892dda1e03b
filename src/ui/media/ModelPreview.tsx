import { Component, lazy, Suspense, type ReactNode } from 'react'
import { useOnScreen } from '../viewport/useOnScreen'

const ModelViewer = lazy(() => import('./ModelViewer'))

/** Model loading errors are logged, never shown: the preview stays an empty frame. */
class ModelErrorBoundary extends Component<{ url: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.error(`3D model ${this.props.url} could not be shown`, error)
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}

/** A glb or FBX model, fetched with its 3D code only when the preview scrolls into view. */
export function ModelPreview({ url, format }: { url: string; format: 'gltf' | 'fbx' }) {
  const { ref, seen } = useOnScreen<HTMLDivElement>()
  return (
    <div ref={ref} className="koi-media koi-media--model" aria-label="3D model, drag to turn" role="img">
      {seen ? (
        <ModelErrorBoundary url={url}>
          <Suspense fallback={<div className="koi-media__loading">Loading model…</div>}>
            <ModelViewer url={url} format={format} />
          </Suspense>
        </ModelErrorBoundary>
      ) : (
        <div className="koi-media__loading">3D model</div>
      )}
    </div>
  )
}
