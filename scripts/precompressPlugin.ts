import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text the browser fetches from the build and that shrinks well; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|wasm)$/
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024
/**
 * Brotli's best quality takes ~30 s on the whole build, nearly all of it on the few large lazy
 * chunks (three.js, AppKit); those get quality 6 (~7% larger, 40x quicker), the rest the best.
 */
const BEST_QUALITY_UP_TO = 100_000

/**
 * Writes `<file>.br` (brotli) and `<file>.gz` (gzip, level 9) beside every hashed
 * file of the build, once, so the server sends them as they are instead of compressing per request.
 */
export function precompress({ under = 'app/' }: { under?: string } = {}): Plugin {
  let outDir = 'dist'
  return {
    name: 'koi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => file.startsWith(under) && COMPRESSIBLE.test(file))
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file)
          const bytes = await readFile(path)
          if (bytes.length < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: bytes.length <= BEST_QUALITY_UP_TO ? constants.BROTLI_MAX_QUALITY : 6,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: 9 }),
          ])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        }),
      )
    },
  }
}
