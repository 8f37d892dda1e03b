import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodePng } from '../../server/assets/png'
import { loginNonces, sessions, uploads } from '../../server/db/schema'
import { sweepExpired } from '../../server/maintenance/sweep'
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
