import { Canvas, useLoader } from '@react-three/fiber'
import { Suspense } from 'react'
import { FBXLoader } from 'three/examples/jsm/loaders/FBXLoader.js'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'

function Gltf({ url }: { url: string }) {
  const gltf = useLoader(GLTFLoader, url)
  return <primitive object={gltf.scene} />
}

function Fbx({ url }: { url: string }) {
  const model = useLoader(FBXLoader, url)
  return <primitive object={model} scale={0.01} />
}

/** Loaded with React.lazy by MediaPreview so three.js never weighs on the first page. */
export default function ModelViewer({ url, format }: { url: string; format: 'gltf' | 'fbx' }) {
  return (
    <Canvas camera={{ position: [0, 1.2, 3], fov: 45 }} style={{ width: '100%', height: '100%' }}>
      <ambientLight intensity={0.8} />
      <directionalLight position={[3, 5, 2]} intensity={1.2} />
      <Suspense fallback={null}>{format === 'gltf' ? <Gltf url={url} /> : <Fbx url={url} />}</Suspense>
    </Canvas>
  )
}
