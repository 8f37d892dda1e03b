import { readFileSync } from 'node:fs'
import { and, count, eq, like, ne, sql } from 'drizzle-orm'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodePng } from '../../server/assets/png'
import {
  collections,
  loginNonces,
  reactionCounts,
  reactions,
  sessions,
  socialPendingLinks,
  socialSignIns,
  swapClaims,
  uploads,
} from '../../server/db/schema'
import { HARDHAT_MNEMONIC } from '../../server/seed/data'
import { sweepExpired } from '../../server/maintenance/sweep'
import type { SettlementChain } from '../../server/modules/swaps/claimSettlement'
import { databaseTargets, newAccount, startTestServer, type TestServer } from './harness'

const HOUR = 3_600_000
const png = () => new Blob([encodePng(2, 2, new Uint8Array(16).fill(200)).slice()], { type: 'image/png' })

describe.each(databaseTargets)('tables that stop growing on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target, { seed: false })
  })
  afterAll(() => server.close())

  const uploadsOf = async (account: string) =>
    server.database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.account, account))

  it('sweeps login messages past their deadline and sessions past their expiry', async () => {
    const asker = newAccount()
    const deadline = Math.floor(Date.now() / 1000) + 300
    for (let i = 0; i < 3; i++)
      await server.request('GET', `/api/login?deadline=${deadline}&chainId=11155111&account=${asker.address}`)
    const { account, cookie } = await server.login()
    const rowsOf = () => server.database.db.select().from(loginNonces).where(eq(loginNonces.account, asker.address))
    expect(await rowsOf()).toHaveLength(3)

    // nothing is due yet: a sweep now keeps them
    await sweepExpired(server.database.db)
    expect(await rowsOf()).toHaveLength(3)

    const later = new Date(Date.now() + 8 * 24 * HOUR)
    const swept = await sweepExpired(server.database.db, later)
    expect(swept.nonces).toBeGreaterThanOrEqual(4)
    expect(await rowsOf()).toHaveLength(0)
    expect(swept.sessions).toBeGreaterThanOrEqual(1)
    expect(await server.database.db.select().from(sessions).where(eq(sessions.account, account.address))).toEqual([])
    expect((await server.request('GET', '/api/login/verify', { cookie })).status).toBe(401)
  })

  it('sweeps social sign-ins and verified identities past their time, and claim signatures a day past their deadline', async () => {
    const db = server.database.db
    const now = Date.now()
    const account = newAccount().address
    await db.insert(socialSignIns).values([
      {
        state: `old-${account}`,
        sessionHash: 's',
        provider: 'twitter',
        codeVerifier: 'v',
        returnTo: '/',
        expiresAt: new Date(now - HOUR),
      },
      {
        state: `new-${account}`,
        sessionHash: 's',
        provider: 'twitter',
        codeVerifier: 'v',
        returnTo: '/',
        expiresAt: new Date(now + HOUR),
      },
    ])
    await db.insert(socialPendingLinks).values([
      {
        sessionHash: `old-${account}`,
        provider: 'twitter',
        providerAccountId: '1',
        username: 'a',
        expiresAt: new Date(now - HOUR),
      },
      {
        sessionHash: `new-${account}`,
        provider: 'twitter',
        providerAccountId: '2',
        username: 'b',
        expiresAt: new Date(now + HOUR),
      },
    ])
    const seconds = Math.floor(now / 1000)
    const claim = { account, tokenAddress: '0x0', amount: '1', coins: 1 }
    await db.insert(swapClaims).values([
      // never claimed, its deadline two days gone: the vault refuses it, nothing will verify it
      { ...claim, nonce: '0', deadline: seconds - 2 * 86_400 },
      // an hour past its deadline: it may still have landed in time and wait for its verification
      { ...claim, nonce: '1', deadline: seconds - 3_600 },
      // verified long ago: the member's history
      {
        ...claim,
        nonce: '2',
        deadline: seconds - 9 * 86_400,
        verifiedAt: new Date(now - 9 * 86_400_000),
        txHash: `0x${account.slice(2)}`,
      },
    ])
    // a vault that paid none of them (nonces unspent) and whose latest block is now
    const vault: SettlementChain = {
      contracts: { claimVault: '0x0', presale: '0x0', tokens: {} } as unknown as SettlementChain['contracts'],
      reader: {
        nonceOf: () => Promise.resolve(0n),
        latestBlock: () => Promise.resolve({ number: 1n, timestamp: BigInt(seconds) }),
        claimOfNonce: () => Promise.resolve(null),
      },
    }
    const swept = await sweepExpired(db, new Date(now), vault)
    expect(swept).toMatchObject({ signIns: 1, pendingLinks: 1, claims: 1 })
    expect(
      (
        await db
          .select()
          .from(socialSignIns)
          .where(like(socialSignIns.state, `%${account}`))
      ).map((row) => row.state),
    ).toEqual([`new-${account}`])
    expect(
      (
        await db
          .select()
          .from(socialPendingLinks)
          .where(like(socialPendingLinks.sessionHash, `%${account}`))
      ).map((row) => row.sessionHash),
    ).toEqual([`new-${account}`])
    expect(
      (await db.select().from(swapClaims).where(eq(swapClaims.account, account))).map((row) => row.nonce).sort(),
    ).toEqual(['1', '2'])
  })

  it('keeps no upload of a refused profile save, and drops the image a new one replaces', async () => {
    const first = await server.login()
    const taken = new FormData()
    taken.set('username', 'upkeep-taken')
    expect((await server.request('PATCH', '/api/users/', { cookie: first.cookie, form: taken })).status).toBe(200)

    const { account, cookie } = await server.login()
    const refused = new FormData()
    refused.set('username', 'UPKEEP-TAKEN')
    refused.set('image', png(), 'me.png')
    const answer = await server.request('PATCH', '/api/users/', { cookie, form: refused })
    expect(answer.status).toBe(409)
    expect(await uploadsOf(account.address)).toEqual([])

    for (let i = 0; i < 2; i++) {
      const form = new FormData()
      form.set('image', png(), 'me.png')
      expect((await server.request('PATCH', '/api/users/', { cookie, form })).status).toBe(200)
    }
    const kept = await uploadsOf(account.address)
    expect(kept).toHaveLength(1)
    const profile = await server.request<{ image: string }>('GET', `/api/users/${account.address}`)
    expect(profile.body.data?.image).toContain(`/uploads/${kept[0]?.id}`)
  })

  it('sweeps an upload no profile shows once its grace hour is over', async () => {
    const orphan = newAccount().address
    await server.database.db
      .insert(uploads)
      .values({ id: '00000000-0000-4000-8000-000000000001', account: orphan, mime: 'image/png', bytes: 'AA==' })
    expect(await uploadsOf(orphan)).toHaveLength(1)
    await sweepExpired(server.database.db)
    expect(await uploadsOf(orphan)).toHaveLength(1)
    await sweepExpired(server.database.db, new Date(Date.now() + 2 * HOUR))
    expect(await uploadsOf(orphan)).toEqual([])
  })
})

describe.each(databaseTargets)('reads that scale on %s', (target) => {
  let server: TestServer
  let adminCookie = ''
  const statements: string[] = []
  beforeAll(async () => {
    server = await startTestServer(target, { logger: { logQuery: (query) => statements.push(query) } })
    adminCookie = (await server.login(mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 0 }))).cookie
  })
  afterAll(() => server.close())

  const db = () => server.database.db
  /** The statements one call runs, and its answer. */
  async function counted<T>(method: string, path: string, options: Parameters<TestServer['request']>[2] = {}) {
    statements.length = 0
    const answer = await server.request<T>(method, path, options)
    expect(answer.status, answer.body.message).toBe(200)
    return { statements: statements.length, data: answer.body.data }
  }

  it('lists 1 or 10 collections with their stats in the same number of statements', async () => {
    const [kept] = await db().select().from(collections).where(eq(collections.slug, 'battlecards'))
    if (!kept) throw new Error('no battlecards collection in the demo data')
    await db().delete(collections).where(ne(collections.tokenAddress, kept.tokenAddress))
    const path = '/api/collections/all?withStats=true&refreshCache=true'
    const one = await counted<{ items: unknown[] }>('GET', path, { cookie: adminCookie })
    expect(one.data?.items).toHaveLength(1)

    await db()
      .insert(collections)
      .values(
        Array.from({ length: 9 }, (_, index) => ({
          ...kept,
          tokenAddress: `0x${(index + 1).toString(16).padStart(40, '0')}`,
          slug: `copy-${index}`,
          isDefault: false,
        })),
      )
    const ten = await counted<{ items: unknown[] }>('GET', path, { cookie: adminCookie })
    expect(ten.data?.items).toHaveLength(10)
    expect(ten.statements).toBe(one.statements)
  })

  it("reads a member's liked items in the same number of statements for 1 or 10, through the items' key", async () => {
    const { account, cookie } = await server.login(newAccount())
    const like = (tokenId: number) =>
      server.request('POST', `/api/nfts/reactions/battlecards/${tokenId}/update?type=like`, { cookie })
    const path = `/api/nfts/reactions/account/${account.address}/nfts?type=like`
    await like(11)
    const one = await counted<{ items: { tokenId: string }[] }>('GET', path)
    expect(one.data?.items.map((item) => item.tokenId)).toEqual(['11'])
    for (let tokenId = 12; tokenId <= 20; tokenId++) await like(tokenId)
    const ten = await counted<{ items: unknown[]; totalCount: number }>('GET', path)
    expect(ten.data?.totalCount).toBe(10)
    expect(ten.statements).toBe(one.statements)
    // the join names the items' own columns, not a string built from every item
    expect(statements.join('\n')).not.toMatch(/\|\|\s*':'/)
  })

  it('keeps each count with its reactions, and sorts the gallery by it in a fixed number of statements', async () => {
    // parallel likes by many members: the kept count moves with every row, never lost
    const members = await Promise.all(Array.from({ length: 8 }, () => server.login(newAccount())))
    await Promise.all(
      members.map(({ cookie }) =>
        server.request('POST', '/api/nfts/reactions/battlecards/30/update?type=like', { cookie }),
      ),
    )
    const target = `${server.data.collections.find((entry) => entry.slug === 'battlecards')?.tokenAddress}:30`
    const countedRows = await db()
      .select({ total: count() })
      .from(reactions)
      .where(and(eq(reactions.targetKind, 'nft'), eq(reactions.type, 'like'), eq(reactions.targetId, target)))
    const kept = await db()
      .select({ total: reactionCounts.total })
      .from(reactionCounts)
      .where(
        and(eq(reactionCounts.targetKind, 'nft'), eq(reactionCounts.targetId, target), eq(reactionCounts.type, 'like')),
      )
    expect(kept.map((row) => row.total)).toEqual(countedRows.map((row) => row.total))
    expect(countedRows[0]?.total).toBeGreaterThanOrEqual(8)

    const page = (limit: number) =>
      counted<{ items: { _id: string; totalReactionsCount: number }[] }>(
        'POST',
        `/api/gallery/fan-art/all?limit=${limit}&sortBy=most_reactions`,
      )
    const small = await page(2)
    const large = await page(20)
    expect(large.data?.items).toHaveLength(20)
    expect(large.statements).toBe(small.statements)
    const totals = large.data?.items.map((item) => item.totalReactionsCount) ?? []
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    const loves = await db()
      .select({ id: reactions.targetId, total: count() })
      .from(reactions)
      .where(and(eq(reactions.targetKind, 'fan_art'), eq(reactions.type, 'love')))
      .groupBy(reactions.targetId)
    const byId = new Map(loves.map((row) => [row.id, row.total]))
    expect(large.data?.items.map((item) => byId.get(item._id) ?? 0)).toEqual(totals)
    expect(totals[0]).toBeGreaterThan(0)
  })

  it("backfills the counts of reactions recorded before the counts were kept (the migration's statement)", async () => {
    const migration = readFileSync(
      new URL('../../server/db/migrations/0008_reaction_counts.sql', import.meta.url),
      'utf8',
    )
    const backfill = migration.split('--> statement-breakpoint').find((part) => /insert into/i.test(part))
    if (!backfill) throw new Error('the migration holds no backfill')
    const before = await db().select().from(reactionCounts)
    await db().delete(reactionCounts)
    await db().execute(sql.raw(backfill))
    const after = await db().select().from(reactionCounts)
    const key = (row: typeof reactionCounts.$inferSelect) =>
      `${row.targetKind}|${row.targetId}|${row.type}|${row.total}`
    expect(after.map(key).sort()).toEqual(before.map(key).sort())
    expect(after.length).toBeGreaterThan(0)
  })
})
