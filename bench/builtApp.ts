import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startKoi } from '../scripts/stack.ts'

export interface BuiltApp {
  baseUrl: string
  /** The pages the first-visit benchmarks open: `/`, the default collection's page, one of its items. */
  pages: { name: string; path: string }[]
  stop(): Promise<void>
}

/**
 * The built `dist/` served by the real stack (the demo's local chain with its history replayed and
 * indexed, the seeded embedded database, the API server) on free ports, as `npm start` serves it,
 * with a small leaderboard to seed quickly. The replay and the indexing take a minute or two first.
 */
export async function startBuiltApp(extraPages: { name: string; path: string }[] = []): Promise<BuiltApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'koi-bench-db-'))
  const stack = await startKoi({
    port: 0,
    chainPort: 0,
    dataDir,
    seedMembers: 200,
    demoChain: true,
    environment: { NODE_ENV: 'test' },
  })
  const collection = (await (await fetch(`${stack.url}/api/defaultCollection`)).json()) as { data: { slug: string } }
  const slug = collection.data.slug
  const page = (await (await fetch(`${stack.url}/api/collections/${slug}`)).json()) as {
    data: { assets: { tokenId: string }[] }
  }
  const tokenId = page.data.assets[0]?.tokenId ?? '1'
  return {
    baseUrl: stack.url,
    pages: [
      { name: '/', path: '/' },
      ...extraPages,
      { name: 'collection', path: `/collection/${slug}` },
      { name: 'item', path: `/collection/${slug}/${tokenId}` },
    ],
    stop: async () => {
      await stack.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
