// A small ESLint rule for the house style's one-way imports: a file inside a zone's target folder may
// not import (statically, by re-export or dynamically) from the zone's forbidden folders. Written
// here rather than taken from eslint-plugin-import-x because that plugin's native resolver has no
// build for this project's registry, and relative paths are all the zones need.
import { dirname, relative, resolve, sep } from 'node:path'

const toPosix = (path) => path.split(sep).join('/')
const strip = (folder) => folder.replace(/^\.\//, '').replace(/\/$/, '')
const inside = (path, folder) => path === folder || path.startsWith(`${folder}/`)

/** @type {import('eslint').Rule.RuleModule} */
export const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way between the folders of the project.' },
    schema: [
      {
        type: 'object',
        properties: { zones: { type: 'array' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const root = context.cwd
    // as in import-x's no-restricted-paths, `except` folders are relative to the `from` folders
    const zones = (context.options[0]?.zones ?? []).map((zone) => {
      const from = [zone.from].flat().map(strip)
      return {
        target: strip(zone.target),
        from,
        except: from.flatMap((folder) => (zone.except ?? []).map((name) => `${folder}/${strip(name)}`)),
        message: zone.message,
      }
    })
    const file = toPosix(relative(root, context.filename))
    const active = zones.filter((zone) => inside(file, zone.target))
    if (active.length === 0) return {}

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const imported = toPosix(relative(root, resolve(dirname(context.filename), source)))
      for (const zone of active) {
        const forbidden = zone.from.find((folder) => inside(imported, folder))
        if (!forbidden || zone.except.some((folder) => inside(imported, folder))) continue
        context.report({
          node,
          message: `${zone.target} may not import from ${forbidden} ('${source}').${zone.message ? ` ${zone.message}` : ''}`,
        })
        return
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    }
  },
}
