import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { callTable as tablePlugin } from '../../scripts/callTablePlugin.ts'
import { sideEffectFree } from '../../scripts/sideEffectFreePlugin.ts'
import { callTable } from '../../src/services/api/callTable.ts'
import { calls } from '../../src/services/api/contract/index.ts'

type Hook = (this: unknown, ...args: unknown[]) => unknown
const hook = (plugin: Plugin, name: 'load' | 'transform'): Hook => plugin[name] as Hook

/** The kinds of schema whose output differs from their input: defaults, coercion, transforms. */
function reshapingKinds(schema: z.ZodType, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return []
  seen.add(schema)
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string; coerce?: boolean }
  const own = ['pipe', 'transform', 'default', 'prefault', 'catch'].includes(def.type) || def.coerce ? [def.type] : []
  const inner = Object.values(def)
    .flatMap((value): unknown[] => (Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : []))
    .flatMap((value: unknown) => {
      if (value && typeof value === 'object' && '_zod' in value) return [value as z.ZodType]
      // an object's shape: its fields' schemas
      return value && typeof value === 'object' && !Array.isArray(value)
        ? Object.values(value).filter(
            (field): field is z.ZodType => !!field && typeof field === 'object' && '_zod' in field,
          )
        : []
    })
  return [...own, ...inner.flatMap((child) => reshapingKinds(child, seen))]
}

describe('the call routes the page carries instead of the contract', () => {
  it('has every call with the route its declaration gives', () => {
    expect(Object.keys(callTable).sort()).toEqual(Object.keys(calls).sort())
    for (const [name, { service, method, path, bodyKind, responseKind, status }] of Object.entries(calls))
      expect({ name, ...callTable[name as keyof typeof calls] }).toEqual({
        name,
        ...{ service, method, path, bodyKind, responseKind, status },
      })
  })

  it('is a plain literal in a build, with no import left to bring the schemas or zod', async () => {
    const id = resolve('src/services/api/callTable.ts')
    const code = (await hook(tablePlugin(), 'load').call({}, id)) as string
    expect(code).not.toMatch(/\bimport\b/)
    const literal = code.replace(/^export const callTable = /, '').trim()
    expect(JSON.parse(literal)).toEqual(callTable)
    expect(await hook(tablePlugin(), 'load').call({}, resolve('src/services/api/client.ts'))).toBeNull()
  }, 60_000)

  it('declares the modules of the given folders free of side effects, and nothing else', () => {
    const transform = hook(sideEffectFree(['src/services/api/contract/', 'src/machines/']), 'transform')
    for (const file of ['src/services/api/contract/collections.ts', 'src/machines/login/machine.ts'])
      expect(transform.call({}, 'code', resolve(file))).toEqual({ code: 'code', moduleSideEffects: false })
    expect(transform.call({}, 'code', resolve('src/services/api/client.ts'))).toBeNull()
  })

  it('reads every answer as sent: no response schema reshapes what the server put in data', () => {
    // the built page does not parse answers, so a default or transform here would never apply there
    // except the site configuration, which the shell reads with its schema (siteConfigQuery)
    const readWithSchema = new Set(['getSiteConfigs'])
    const reshaping = Object.entries(calls)
      .filter(([name]) => !readWithSchema.has(name))
      .map(([name, call]) => ({ name, kinds: reshapingKinds(call.response as z.ZodType) }))
      .filter((entry) => entry.kinds.length > 0)
    expect(reshaping).toEqual([])
  })
})
