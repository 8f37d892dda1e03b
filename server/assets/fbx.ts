import { lanternMesh } from './glb.ts'

/**
 * The same lantern as an ASCII FBX 7.4 file (the text form three's FBXLoader reads): one geometry
 * with per-polygon-vertex normals, one model and one material, connected under the scene root.
 */
export function buildLanternFbx(): Uint8Array {
  const mesh = lanternMesh()
  // FBX polygons list their vertex indices with the last one bit-flipped (-(i + 1)) to end the polygon.
  const polygonIndices: number[] = []
  const polygonNormals: number[] = []
  for (let index = 0; index < mesh.indices.length; index += 3) {
    const a = mesh.indices[index] ?? 0
    const b = mesh.indices[index + 1] ?? 0
    const c = mesh.indices[index + 2] ?? 0
    polygonIndices.push(a, b, -(c + 1))
    for (const vertex of [a, b, c]) {
      polygonNormals.push(
        mesh.normals[vertex * 3] ?? 0,
        mesh.normals[vertex * 3 + 1] ?? 0,
        mesh.normals[vertex * 3 + 2] ?? 0,
      )
    }
  }
  const list = (values: number[]) => values.map((value) => Number(value.toFixed(6))).join(',')
  const text = `; FBX 7.4.0 project file
; Koi lantern, built by the Koi demo assets
; ----------------------------------------------------

FBXHeaderExtension:  {
	FBXHeaderVersion: 1003
	FBXVersion: 7400
	Creator: "Koi demo assets"
}
GlobalSettings:  {
	Version: 1000
	Properties70:  {
		P: "UpAxis", "int", "Integer", "",1
		P: "UpAxisSign", "int", "Integer", "",1
		P: "FrontAxis", "int", "Integer", "",2
		P: "FrontAxisSign", "int", "Integer", "",1
		P: "CoordAxis", "int", "Integer", "",0
		P: "CoordAxisSign", "int", "Integer", "",1
		P: "UnitScaleFactor", "double", "Number", "",100
	}
}
Definitions:  {
	Version: 100
	Count: 3
	ObjectType: "Geometry" {
		Count: 1
	}
	ObjectType: "Model" {
		Count: 1
	}
	ObjectType: "Material" {
		Count: 1
	}
}
Objects:  {
	Geometry: 1001, "Geometry::Lantern", "Mesh" {
		Vertices: *${mesh.positions.length} {
			a: ${list(mesh.positions)}
		}
		PolygonVertexIndex: *${polygonIndices.length} {
			a: ${polygonIndices.join(',')}
		}
		GeometryVersion: 124
		LayerElementNormal: 0 {
			Version: 101
			Name: ""
			MappingInformationType: "ByPolygonVertex"
			ReferenceInformationType: "Direct"
			Normals: *${polygonNormals.length} {
				a: ${list(polygonNormals)}
			}
		}
		Layer: 0 {
			Version: 100
			LayerElement:  {
				Type: "LayerElementNormal"
				TypedIndex: 0
			}
		}
	}
	Model: 2001, "Model::Lantern", "Mesh" {
		Version: 232
		Properties70:  {
			P: "Lcl Translation", "Lcl Translation", "", "A",0,0,0
			P: "Lcl Scaling", "Lcl Scaling", "", "A",1,1,1
		}
		Shading: T
		Culling: "CullingOff"
	}
	Material: 3001, "Material::TempleGold", "" {
		Version: 102
		ShadingModel: "phong"
		MultiLayer: 0
		Properties70:  {
			P: "DiffuseColor", "Color", "", "A",0.83,0.69,0.22
			P: "SpecularColor", "Color", "", "A",1,0.9,0.6
			P: "Shininess", "double", "Number", "",40
		}
	}
}
Connections:  {
	C: "OO",2001,0
	C: "OO",1001,2001
	C: "OO",3001,2001
}
`
  return new TextEncoder().encode(text)
}
