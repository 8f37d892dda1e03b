import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from '../../server/main'
import { mnemonicToAccount } from 'viem/accounts'
import { HARDHAT_MNEMONIC } from '../../server/seed/data'
import { newAccount, testEnv } from './harness'

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
    const first = await startServer({ port: 0, dataDir, seed: true, seedMembers: 50, env: testEnv() })
    const slugs = await collectionsOf(first.url)
    await first.close()
    expect(slugs).toContain('battlecards')

    const second = await startServer({ port: 0, dataDir, seed: true, seedMembers: 50, env: testEnv() })
    expect(await collectionsOf(second.url)).toEqual(slugs)
    await second.close()
  }, 120_000)

  it('a real start on an empty database creates the schema, seeds nothing, and makes the configured admins', async () => {
    const realDir = mkdtempSync(join(tmpdir(), 'koi-real-'))
    const admin = newAccount().address
    const server = await startServer({ port: 0, dataDir: realDir, env: { ...testEnv(), adminAccounts: [admin] } })
    try {
      expect(await collectionsOf(server.url)).toEqual([])
      const quests = (await (await fetch(`${server.url}/api/quests/all`)).json()) as { data: { totalCount: number } }
      expect(quests.data.totalCount).toBe(0)
      const board = (await (await fetch(`${server.url}/api/quests/leaderboard/count`)).json()) as {
        data: { totalCount: number }
      }
      expect(board.data.totalCount).toBe(0)
      // no demo admin on Hardhat account #0, whose key is public; the configured one is
      const demoAdmin = mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 0 }).address
      const profile = async (account: string) =>
        ((await (await fetch(`${server.url}/api/users/${account}`)).json()) as { data: { isAdmin: boolean } }).data
      expect((await profile(demoAdmin)).isAdmin).toBe(false)
      expect((await profile(admin)).isAdmin).toBe(true)
    } finally {
      await server.close()
      rmSync(realDir, { recursive: true, force: true })
    }
  }, 120_000)

  it('fails its start on a port something else already listens on, instead of waiting', async () => {
    const taken = createServer()
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done))
    const address = taken.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      await expect(startServer({ port, dataDir, env: testEnv() })).rejects.toMatchObject({ code: 'EADDRINUSE' })
    } finally {
      await new Promise<void>((done) => taken.close(() => done()))
    }
  }, 30_000)
})
