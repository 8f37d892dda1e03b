/**
 * The Golden Temple lantern as a glTF 2.0 binary (.glb): a box body under a pyramid roof, one mesh
 * with positions, normals and indices, and one gold material. Built in code so the repository
 * holds no binary model.
 */

type Vec3 = [number, number, number]

interface MeshData {
  positions: number[]
  normals: number[]
  indices: number[]
}

function addQuad(mesh: MeshData, corners: [Vec3, Vec3, Vec3, Vec3]): void {
  addPolygon(mesh, corners)
}

/** Adds a flat convex polygon (fan-triangulated) with its face normal. */
function addPolygon(mesh: MeshData, corners: Vec3[]): void {
  const [a, b, c] = corners
  if (!a || !b || !c) return
  const u: Vec3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]]
  const v: Vec3 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]]
  const n: Vec3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]
  const length = Math.hypot(...n) || 1
  const start = mesh.positions.length / 3
  for (const corner of corners) {
    mesh.positions.push(...corner)
    mesh.normals.push(n[0] / length, n[1] / length, n[2] / length)
  }
  for (let index = 1; index < corners.length - 1; index += 1) mesh.indices.push(start, start + index, start + index + 1)
}

export function lanternMesh(): MeshData {
  const mesh: MeshData = { positions: [], normals: [], indices: [] }
  const w = 0.5
  const bottom = 0
  const top = 1.2
  const p = (x: number, y: number, z: number): Vec3 => [x, y, z]
  // Body: six faces, counter-clockwise seen from outside.
  addQuad(mesh, [p(-w, bottom, w), p(w, bottom, w), p(w, top, w), p(-w, top, w)])
  addQuad(mesh, [p(w, bottom, -w), p(-w, bottom, -w), p(-w, top, -w), p(w, top, -w)])
  addQuad(mesh, [p(w, bottom, w), p(w, bottom, -w), p(w, top, -w), p(w, top, w)])
  addQuad(mesh, [p(-w, bottom, -w), p(-w, bottom, w), p(-w, top, w), p(-w, top, -w)])
  addQuad(mesh, [p(-w, bottom, -w), p(w, bottom, -w), p(w, bottom, w), p(-w, bottom, w)])
  // Roof: a wider pyramid over the body, with its own base.
  const r = 0.75
  const apex = p(0, 1.9, 0)
  addPolygon(mesh, [p(-r, top, r), p(r, top, r), apex])
  addPolygon(mesh, [p(r, top, r), p(r, top, -r), apex])
  addPolygon(mesh, [p(r, top, -r), p(-r, top, -r), apex])
  addPolygon(mesh, [p(-r, top, -r), p(-r, top, r), apex])
  addQuad(mesh, [p(-r, top, -r), p(r, top, -r), p(r, top, r), p(-r, top, r)].reverse() as [Vec3, Vec3, Vec3, Vec3])
  return mesh
}

const pad4 = (length: number) => (4 - (length % 4)) % 4

export function buildLanternGlb(): Uint8Array {
  const mesh = lanternMesh()
  const positions = new Float32Array(mesh.positions)
  const normals = new Float32Array(mesh.normals)
  const indices = new Uint16Array(mesh.indices)
  const min: Vec3 = [Infinity, Infinity, Infinity]
  const max: Vec3 = [-Infinity, -Infinity, -Infinity]
  for (let index = 0; index < positions.length; index += 1) {
    const axis = index % 3
    const value = positions[index] ?? 0
    min[axis] = Math.min(min[axis] ?? value, value)
    max[axis] = Math.max(max[axis] ?? value, value)
  }
  const indexBytes = indices.byteLength + pad4(indices.byteLength)
  const binLength = positions.byteLength + normals.byteLength + indexBytes
  const gltf = {
    asset: { version: '2.0', generator: 'Koi demo assets' },
    scene: 0,
    scenes: [{ name: 'Koi lantern', nodes: [0] }],
    nodes: [{ name: 'Lantern', mesh: 0 }],
    meshes: [
      { name: 'Lantern', primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2, material: 0, mode: 4 }] },
    ],
    materials: [
      {
        name: 'Temple gold',
        pbrMetallicRoughness: { baseColorFactor: [0.83, 0.69, 0.22, 1], metallicFactor: 0.7, roughnessFactor: 0.35 },
      },
    ],
    buffers: [{ byteLength: binLength }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positions.byteLength, target: 34962 },
      { buffer: 0, byteOffset: positions.byteLength, byteLength: normals.byteLength, target: 34962 },
      {
        buffer: 0,
        byteOffset: positions.byteLength + normals.byteLength,
        byteLength: indices.byteLength,
        target: 34963,
      },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: positions.length / 3, type: 'VEC3', min, max },
      { bufferView: 1, componentType: 5126, count: normals.length / 3, type: 'VEC3' },
      { bufferView: 2, componentType: 5123, count: indices.length, type: 'SCALAR' },
    ],
  }
  const jsonText = JSON.stringify(gltf)
  const jsonBytes = new TextEncoder().encode(jsonText + ' '.repeat(pad4(jsonText.length)))
  const total = 12 + 8 + jsonBytes.length + 8 + binLength
  const out = new Uint8Array(total)
  const view = new DataView(out.buffer)
  view.setUint32(0, 0x46546c67, true) // 'glTF'
  view.setUint32(4, 2, true)
  view.setUint32(8, total, true)
  view.setUint32(12, jsonBytes.length, true)
  view.setUint32(16, 0x4e4f534a, true) // 'JSON'
  out.set(jsonBytes, 20)
  const binStart = 20 + jsonBytes.length
  view.setUint32(binStart, binLength, true)
  view.setUint32(binStart + 4, 0x004e4942, true) // 'BIN\0'
  let offset = binStart + 8
  for (const part of [positions, normals, indices]) {
    out.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), offset)
    offset += part.byteLength
  }
  return out
}
