import { runnerImport, type Plugin } from 'vite'

const unixPath = (id: string) => id.replace(/\\/g, '/')

/**
 * Keeps the contract's schemas and the zod build behind them off the page unless a page really
 * uses one:
 * - replaces `src/services/api/callTable.ts` by the table it computes (each call's service,
 *   method, path and kinds, read from the contract), so the client gets a JSON literal; the module
 *   runs once, in Node, through Vite's module runner, and its own source stays the one truth for
 *   tests and the server;
 * - declares the contract's modules free of side effects (they only declare schemas and calls), so
 *   an import of `services/api` for `ApiError` or `pageOffset` no longer brings every declaration.
 */
export function callTable({
  module = 'src/services/api/callTable.ts',
  contract = 'src/services/api/contract/',
}: { module?: string; contract?: string } = {}): Plugin {
  return {
    name: 'koi-call-table',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      return unixPath(id).includes(contract) ? { code, moduleSideEffects: false } : null
    },
    async load(id) {
      if (!unixPath(id).endsWith(module)) return null
      const { module: table } = await runnerImport<{ callTable: Record<string, unknown> }>(id, {
        configFile: false,
        logLevel: 'silent',
      })
      return `export const callTable = ${JSON.stringify(table.callTable)}\n`
    },
  }
}
