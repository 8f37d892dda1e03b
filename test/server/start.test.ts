import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from '../../server/main'
import { testEnv } from './harness'

/** The server's own start: seeding runs in a process of its own, then the server serves that database. */
describe('starting the server on an embedded database folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'koi-start-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  const collectionsOf = async (url: string) => {
    const response = await fetch(`${url}/api/collections/all?limit=50`)
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: { items: { slug: string }[] } }).data.items.map((item) => item.slug)
  }

  it('seeds an empty folder apart, serves it, and serves the same data after a restart', async () => {
    const first = await startServer({ port: 0, dataDir, seedMembers: 50, env: testEnv() })
    const slugs = await collectionsOf(first.url)
    await first.close()
    expect(slugs).toContain('battlecards')

    const second = await startServer({ port: 0, dataDir, seedMembers: 50, env: testEnv() })
    expect(await collectionsOf(second.url)).toEqual(slugs)
    await second.close()
  }, 120_000)
})
