import { Bounds, OrbitControls, useFBX, useGLTF } from '@react-three/drei'
import { Canvas } from '@react-three/fiber'
import { Suspense } from 'react'

function Gltf({ url }: { url: string }) {
  const gltf = useGLTF(url)
  return <primitive object={gltf.scene} />
}

function Fbx({ url }: { url: string }) {
  const model = useFBX(url)
  return <primitive object={model} />
}

/**
 * Loaded with React.lazy by MediaPreview, and only once the preview is on screen, so three.js,
 * react-three-fiber and drei never weigh on a page until a model is shown. The model is fitted
 * into view and turns slowly; orbit controls let a visitor turn and zoom it.
 */
export default function ModelViewer({ url, format }: { url: string; format: 'gltf' | 'fbx' }) {
  return (
    <Canvas
      camera={{ position: [0, 1.2, 3], fov: 45 }}
      style={{ width: '100%', height: '100%' }}
      data-testid="model-canvas"
    >
      <ambientLight intensity={0.8} />
      <directionalLight position={[3, 5, 2]} intensity={1.2} />
      <Suspense fallback={null}>
        <Bounds fit clip observe margin={1.2}>
          {format === 'gltf' ? <Gltf url={url} /> : <Fbx url={url} />}
        </Bounds>
      </Suspense>
      <OrbitControls makeDefault autoRotate autoRotateSpeed={1.5} enablePan={false} />
    </Canvas>
  )
}
