import { runnerImport, type Plugin } from 'vite'

const unixPath = (id: string) => id.replace(/\\/g, '/')

/**
 * Replaces `src/services/api/callTable.ts` in a build by the table it computes (each call's
 * service, method, path and kinds, read from the contract), so the client gets a JSON literal and
 * none of the contract's schemas or the zod build behind them. The module runs once, in Node,
 * through Vite's module runner; its own source stays the one truth for tests and the server.
 */
export function callTable({ module = 'src/services/api/callTable.ts' }: { module?: string } = {}): Plugin {
  return {
    name: 'koi-call-table',
    apply: 'build',
    enforce: 'pre',
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
