import type { TypedDataDefinition } from 'viem'

interface TypedDataField {
  name: string
  type: string
}

interface TypedDataV4Payload {
  types: Record<string, TypedDataField[]>
  domain: Record<string, unknown>
  primaryType: string
  message: Record<string, unknown>
}

const integerType = /^u?int(\d+)?$/

/**
 * eth_signTypedData_v4 sends JSON, where apps write uint256 values as decimal strings. Local signing
 * hashes numbers, so turn every integer field back into a bigint, following the declared types.
 */
function reviveValue(type: string, value: unknown, types: Record<string, TypedDataField[]>): unknown {
  if (type.endsWith(']')) {
    const inner = type.slice(0, type.lastIndexOf('['))
    return Array.isArray(value) ? value.map((item) => reviveValue(inner, item, types)) : value
  }
  if (integerType.test(type) && (typeof value === 'string' || typeof value === 'number')) return BigInt(value)
  const fields = types[type]
  if (fields && typeof value === 'object' && value !== null) return reviveStruct(fields, value, types)
  return value
}

function reviveStruct(fields: TypedDataField[], value: object, types: Record<string, TypedDataField[]>) {
  const record = value as Record<string, unknown>
  return Object.fromEntries(fields.map(({ name, type }) => [name, reviveValue(type, record[name], types)]))
}

/** The v4 JSON as viem's signTypedData takes it. */
export function parseTypedDataV4(json: unknown): TypedDataDefinition {
  const payload = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataV4Payload
  if (!payload || typeof payload !== 'object' || !payload.types || !payload.primaryType || !payload.message) {
    throw new Error('eth_signTypedData_v4 expects { types, domain, primaryType, message }')
  }
  // viem derives the domain's own type from the fields present
  const { EIP712Domain: _domainType, ...types } = payload.types
  const domain = { ...payload.domain }
  if (typeof domain.chainId === 'string' || typeof domain.chainId === 'number') domain.chainId = Number(domain.chainId)
  const primaryFields = types[payload.primaryType]
  if (!primaryFields) throw new Error(`eth_signTypedData_v4: no type named ${payload.primaryType}`)
  // the JSON is only known at run time; viem checks it against the types while hashing
  return {
    types,
    domain,
    primaryType: payload.primaryType,
    message: reviveStruct(primaryFields, payload.message, types),
  } as unknown as TypedDataDefinition
}
