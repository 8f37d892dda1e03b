import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberShields, socialAccounts } from '../../server/db/schema'
import { databaseTargets, startTestServer, type TestServer } from './harness'

/** Width of a PNG from its IHDR chunk. */
const pngWidth = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset).getUint32(16)

describe.each(databaseTargets)('vault and shield files only to who may have them, on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  const fetchRaw = (path: string, cookie?: string) =>
    server.app.request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })

  it('lists the vault without a single file location, and serves the field guide on no public path', async () => {
    const list = await fetchRaw('/api/vault/all?limit=100')
    const text = await list.text()
    expect(list.status).toBe(200)
    const items = (JSON.parse(text) as { data: Record<string, unknown>[] }).data
    expect(items.length).toBe(server.data.vaultAssets.length)
    expect(items.every((item) => !('file' in item))).toBe(true)
    for (const asset of server.data.vaultAssets) expect(text).not.toContain(asset.file.uri)
    // the address the issue fetched it from, and its new place
    for (const path of ['/assets/v1/docs/koi-field-guide.pdf', '/assets/v1/protected/docs/koi-field-guide.pdf'])
      expect((await fetchRaw(path)).status).toBe(404)
  })

  it('hands a vault file to a member with a linked X account only: 401 without session, 403 unlinked', async () => {
    const path = '/api/vault/files/field-guide'
    const anonymous = await fetchRaw(path)
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as { message: string }).message).toMatch(/login/)
    const { account, cookie } = await server.login()
    const unlinked = await fetchRaw(path, cookie)
    expect(unlinked.status).toBe(403)
    expect(((await unlinked.json()) as { message: string }).message).toMatch(/link your X account/)
    expect((await server.request('POST', '/api/vault/download/field-guide', { cookie })).status).toBe(403)

    await server.database.db.insert(socialAccounts).values({
      account: account.address,
      provider: 'twitter',
      providerAccountId: `x-${account.address}`,
      username: 'v',
    })
    const download = await server.request<{ url: string }>('POST', '/api/vault/download/field-guide', { cookie })
    expect(download.status).toBe(200)
    const url = new URL(download.body.data?.url ?? '')
    expect(url.pathname).toBe(path)
    const file = await fetchRaw(url.pathname, cookie)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toMatch(/attachment/)
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('downloads the full-size shield only for its owner', async () => {
    const shield = server.data.shields[0]
    const path = `/downloadFile/${shield?.name.replace(/ /g, '_')}?mimetype=image/png`
    expect((await fetchRaw(path)).status).toBe(401)
    const { account, cookie } = await server.login()
    const refused = await fetchRaw(path, cookie)
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toBe('Unlock to download!')
    await server.database.db
      .insert(memberShields)
      .values({ account: account.address, shieldId: shield?._id ?? '', earnedAt: new Date() })
    const owned = await fetchRaw(path, cookie)
    expect(owned.status).toBe(200)
    expect(pngWidth(new Uint8Array(await owned.arrayBuffer()))).toBe(512)
    // the list picture stays public and small
    const listed = await fetchRaw(`/assets/v1/${shield?.image}`)
    expect(pngWidth(new Uint8Array(await listed.arrayBuffer()))).toBe(128)
  })
})
