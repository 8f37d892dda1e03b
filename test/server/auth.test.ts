import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mnemonicToAccount } from 'viem/accounts'
import { calls, type CallName } from '../../src/services/api'
import { HARDHAT_MNEMONIC } from '../../server/seed/data'
import { socialAccounts } from '../../server/db/schema'
import { databaseTargets, newAccount, startTestServer, type TestServer } from './harness'

const memberCalls = (Object.keys(calls) as CallName[]).filter((name) => calls[name].auth === 'member')

/** A path for a call with plausible placeholder values, so only the session decides the answer. */
function samplePath(name: CallName): string {
  const values: Record<string, string> = {
    id: 'x1',
    provider: 'twitter',
    questId: 'q1',
    name: 'Koi_Shield',
    collection: 'battlecards',
    tokenId: '1',
  }
  return calls[name].path.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? 'x')
}

describe.each(databaseTargets)('login and permissions on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  const issue = async (account = newAccount(), deadline = Math.floor(Date.now() / 1000) + 300) => {
    const answer = await server.request<{ message: string; nonce: string }>(
      'GET',
      `/api/login?deadline=${deadline}&chainId=11155111&account=${account.address}`,
    )
    expect(answer.status).toBe(200)
    return { account, deadline, message: answer.body.data?.message ?? '', nonce: answer.body.data?.nonce ?? '' }
  }

  it('issues a SIWE message naming the domain, chain, nonce and deadline', async () => {
    const { message, nonce, deadline } = await issue()
    expect(message).toContain('localhost wants you to sign in with your Ethereum account')
    expect(message).toContain('Chain ID: 11155111')
    expect(message).toContain(`Nonce: ${nonce}`)
    expect(message).toContain(`Expiration Time: ${new Date(deadline * 1000).toISOString()}`)
  })

  it('logs in with 201 and an httpOnly SameSite cookie, verifies, and logs out', async () => {
    const { account, deadline, message } = await issue()
    const signature = await account.signMessage({ message })
    const posted = await server.request('POST', '/api/login?chainId=11155111', {
      json: { account: account.address, signature, deadline },
    })
    expect(posted.status).toBe(201)
    const setCookie = posted.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^koi_session=/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    const cookie = setCookie.split(';')[0] ?? ''
    const verified = await server.request<{ account: string }>('GET', '/api/login/verify?chainId=11155111', { cookie })
    expect(verified.status).toBe(200)
    expect(verified.body.data?.account).toBe(account.address)
    expect((await server.request('DELETE', '/api/logout', { cookie })).status).toBe(200)
    const after = await server.request('GET', '/api/login/verify', { cookie })
    expect(after.status).toBe(401)
  })

  it('refuses a replayed nonce', async () => {
    const { account, deadline, message } = await issue()
    const signature = await account.signMessage({ message })
    const body = { account: account.address, signature, deadline }
    expect((await server.request('POST', '/api/login', { json: body })).status).toBe(201)
    const replay = await server.request('POST', '/api/login', { json: body })
    expect(replay.status).toBe(401)
    expect(replay.body.message).toMatch(/already used/)
  })

  it('lets exactly one of many parallel replays of one signed message in', async () => {
    const { account, deadline, message } = await issue()
    const signature = await account.signMessage({ message })
    const body = { account: account.address, signature, deadline }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => server.request('POST', '/api/login', { json: body })),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(7)
  })

  it('does not spend a member’s login message on a junk or foreign signature', async () => {
    const { account, deadline, message } = await issue()
    const junk = await server.request('POST', '/api/login', {
      json: { account: account.address, signature: `0x${'12'.repeat(65)}`, deadline },
    })
    expect(junk.status).toBe(401)
    expect(junk.body.message).toMatch(/signature/)
    const foreign = await server.request('POST', '/api/login', {
      json: { account: account.address, signature: await newAccount().signMessage({ message }), deadline, message },
    })
    expect(foreign.status).toBe(401)
    expect(foreign.body.message).toMatch(/signature/)
    const signature = await account.signMessage({ message })
    const answer = await server.request('POST', '/api/login', {
      json: { account: account.address, signature, deadline },
    })
    expect(answer.status).toBe(201)
  })

  it('logs in with the message that was signed when another was asked for the same account and deadline', async () => {
    const { account, deadline, message } = await issue()
    // anyone can ask for a login message naming this account and deadline
    await issue(account, deadline)
    const signature = await account.signMessage({ message })
    const answer = await server.request('POST', '/api/login', {
      json: { account: account.address, signature, deadline },
    })
    expect(answer.status).toBe(201)
  })

  it('refuses an expired deadline', async () => {
    const { account, message } = await issue()
    const signature = await account.signMessage({ message })
    const answer = await server.request('POST', '/api/login', {
      json: { account: account.address, signature, deadline: Math.floor(Date.now() / 1000) - 5 },
    })
    expect(answer.status).toBe(401)
    expect(answer.body.message).toMatch(/deadline/)
  })

  it('refuses a message for another chain', async () => {
    const { account, deadline, message } = await issue()
    const other = message.replace('Chain ID: 11155111', 'Chain ID: 1')
    const signature = await account.signMessage({ message: other })
    const answer = await server.request('POST', '/api/login', {
      json: { account: account.address, signature, deadline, message: other },
    })
    expect(answer.status).toBe(401)
    expect(answer.body.message).toMatch(/another chain/)
    expect(
      (await server.request('GET', `/api/login?deadline=${deadline}&chainId=1&account=${account.address}`)).status,
    ).toBe(400)
  })

  it('refuses a message for another domain', async () => {
    const { account, deadline, message } = await issue()
    const other = message.replace('localhost wants you', 'evil.example wants you')
    const signature = await account.signMessage({ message: other })
    const answer = await server.request('POST', '/api/login', {
      json: { account: account.address, signature, deadline, message: other },
    })
    expect(answer.status).toBe(401)
    expect(answer.body.message).toMatch(/another domain/)
  })

  it('refuses a tampered message and a signature by another key', async () => {
    const first = await issue()
    const tampered = first.message.replace('Sign in to Koi.', 'Sign in to Koi and give away everything.')
    const signature = await first.account.signMessage({ message: tampered })
    const answer = await server.request('POST', '/api/login', {
      json: { account: first.account.address, signature, deadline: first.deadline, message: tampered },
    })
    expect(answer.status).toBe(401)
    expect(answer.body.message).toMatch(/altered/)

    const second = await issue()
    const forged = await newAccount().signMessage({ message: second.message })
    const refused = await server.request('POST', '/api/login', {
      json: { account: second.account.address, signature: forged, deadline: second.deadline },
    })
    expect(refused.status).toBe(401)
    expect(refused.body.message).toMatch(/signature/)
  })

  it.each(memberCalls)('%s answers 401 without a logged-in member', async (name) => {
    const call = calls[name]
    const answer = await server.request(call.method, samplePath(name), call.bodyKind === 'json' ? { json: {} } : {})
    expect(answer.status).toBe(401)
    expect(answer.body.message).toBeTruthy()
  })

  it('refuses to change another member’s profile (403)', async () => {
    const { cookie } = await server.login()
    const form = new FormData()
    form.set('account', newAccount().address)
    form.set('biography', 'not mine')
    const answer = await server.request('PATCH', '/api/users/', { form, cookie })
    expect(answer.status).toBe(403)
  })

  it('downloads a shield only when owned (403 otherwise)', async () => {
    const ownedBy = (address: string) =>
      server.data.memberShields.filter((entry) => entry.account === address).map((entry) => entry.shieldId)
    const holder = Array.from({ length: 10 }, (_, addressIndex) =>
      mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex }),
    ).find(
      (account) => ownedBy(account.address).length > 0 && ownedBy(account.address).length < server.data.shields.length,
    )
    if (!holder) throw new Error('the demo data has no development account holding some but not all shields')
    const shield = server.data.shields.find((entry) => ownedBy(holder.address).includes(entry._id))
    const notOwned = server.data.shields.find((entry) => !ownedBy(holder.address).includes(entry._id))
    const { cookie } = await server.login(holder)
    const path = (name: string) => `/downloadFile/${name.replace(/ /g, '_')}?mimetype=image/png&hash=abc`
    const ok = await server.app.request(`http://localhost${path(shield?.name ?? '')}`, { headers: { cookie } })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await ok.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47])
    const refused = await server.request('GET', path(notOwned?.name ?? ''), { cookie })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Unlock to download!')
  })

  it('opens the vault only with a linked X account (403 otherwise)', async () => {
    const { cookie, account } = await server.login()
    const asset = server.data.vaultAssets[0]
    const refused = await server.request('POST', `/api/vault/download/${asset?._id}`, { cookie })
    expect(refused.status).toBe(403)
    // a linked X account (the OAuth sign-in that makes one: social-link.test.ts)
    await server.database.db.insert(socialAccounts).values({
      account: account.address,
      provider: 'twitter',
      providerAccountId: `x-${Date.now()}`,
      username: `vaulter${Date.now() % 100000}`,
    })
    const ok = await server.request<{ url: string; downloads: number }>('POST', `/api/vault/download/${asset?._id}`, {
      cookie,
    })
    expect(ok.status).toBe(200)
    // the gated file call, never a public file address
    expect(ok.body.data?.url).toContain(`/api/vault/files/${asset?._id}`)
  })

  it('shows disabled submissions only to admins', async () => {
    const visible = await server.request<{ totalCount: number }>('GET', '/api/gallery/fan-art/count?showDisabled=true')
    const all = server.data.fanArtSubmissions.length
    const enabled = server.data.fanArtSubmissions.filter((entry) => !entry.disabled).length
    expect(enabled).toBeLessThan(all)
    expect(visible.body.data?.totalCount).toBe(enabled)
    const { cookie } = await server.login(mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 0 }))
    const admin = await server.request<{ totalCount: number }>('GET', '/api/gallery/fan-art/count?showDisabled=true', {
      cookie,
    })
    expect(admin.body.data?.totalCount).toBe(all)
  })
})
