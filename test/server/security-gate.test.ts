import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GATE_COOKIE, GATE_PASS_SECONDS, gatePassValue } from '../../server/modules/gate/gatePass'
import { databaseTargets, startTestServer, testEnv, type TestServer } from './harness'

const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0] ?? ''

describe.each(databaseTargets)('the security-question gate on %s', (target) => {
  let server: TestServer
  const answer = testEnv().securityAnswer
  beforeAll(async () => {
    server = await startTestServer(target, {
      seed: false,
      env: { arenaDevBuildUrl: 'https://builds.koi.example/arena/', publicUrl: 'https://koi.example' },
    })
  })
  afterAll(() => server.close())

  const ask = (value: unknown, cookie?: string) =>
    server.request<{ open: boolean }>('POST', '/api/security-gate', { json: { answer: value }, cookie })
  const state = (cookie?: string) => server.request<{ open: boolean }>('GET', '/api/security-gate', { cookie })

  it('is shut for a new visitor', async () => {
    expect((await state()).body.data).toEqual({ open: false })
  })

  it('opens on the right answer in any case and remembers it for the session in an http-only cookie', async () => {
    const answered = await ask(`  ${answer.toUpperCase()} `)
    expect(answered.status).toBe(200)
    expect(answered.body.data).toEqual({ open: true })
    const setCookie = answered.headers.get('set-cookie') ?? ''
    expect(setCookie).toContain(`${GATE_COOKIE}=`)
    expect(setCookie).toMatch(/HttpOnly/i)
    // a session cookie: it ends with the browser session
    expect(setCookie).not.toMatch(/expires|max-age/i)
    expect((await state(cookieOf(answered.headers))).body.data).toEqual({ open: true })
  })

  it('stays shut on a wrong answer and never sends the answer back', async () => {
    const answered = await ask('carp')
    expect(answered.body.data).toEqual({ open: false })
    expect(JSON.stringify(answered.body).toLowerCase()).not.toContain(answer.toLowerCase())
    expect((await state(cookieOf(answered.headers))).body.data).toEqual({ open: false })
  })

  it('refuses a pass whose signed expiry has passed, though the browser still sends it', async () => {
    const expired = gatePassValue(answer, Math.floor(Date.now() / 1000) - 1)
    expect((await state(`${GATE_COOKIE}=${expired}`)).body.data).toEqual({ open: false })
    const live = gatePassValue(answer, Math.floor(Date.now() / 1000) + GATE_PASS_SECONDS)
    expect((await state(`${GATE_COOKIE}=${live}`)).body.data).toEqual({ open: true })
    // the expiry is signed: moved forward by hand, the pass is refused
    const [nonce, , signature] = expired.split('.')
    expect(
      (await state(`${GATE_COOKIE}=${nonce}.${Math.floor(Date.now() / 1000) + 60}.${signature}`)).body.data,
    ).toEqual({
      open: false,
    })
  })

  it('refuses a forged pass', async () => {
    expect((await state(`${GATE_COOKIE}=abc.def`)).body.data).toEqual({ open: false })
    expect((await state(`${GATE_COOKIE}=nonsense`)).body.data).toEqual({ open: false })
  })

  it('answers 400 naming the problem for an empty or missing answer', async () => {
    const empty = await ask('')
    expect(empty.status).toBe(400)
    expect(empty.body.message).toContain('body.answer')
    const missing = await server.request('POST', '/api/security-gate', { json: {} })
    expect(missing.status).toBe(400)
    expect((await ask('x'.repeat(201))).status).toBe(400)
  })

  it('sends the tester page only to a session that answered, with the configured build address', async () => {
    const closed = await server.request('GET', '/api/security-gate/arena-dev')
    expect(closed.status).toBe(403)
    expect(closed.body.message).toMatch(/security question/)
    const forged = await server.request('GET', '/api/security-gate/arena-dev', { cookie: `${GATE_COOKIE}=abc.def` })
    expect(forged.status).toBe(403)
    const wrong = await ask('carp')
    expect(
      (await server.request('GET', '/api/security-gate/arena-dev', { cookie: cookieOf(wrong.headers) })).status,
    ).toBe(403)

    const pass = cookieOf((await ask(answer)).headers)
    const open = await server.request<{ title: string; paragraphs: string[]; buildUrl: string | null }>(
      'GET',
      '/api/security-gate/arena-dev',
      { cookie: pass },
    )
    expect(open.status).toBe(200)
    expect(open.body.data?.paragraphs.join(' ')).toContain('development build of the arena game')
    expect(open.body.data?.buildUrl).toBe('https://builds.koi.example/arena/')
  })

  it('marks the pass Secure when the public address is https, even behind a plain-http proxy hop', async () => {
    const answered = await ask(answer)
    expect(answered.headers.get('set-cookie') ?? '').toMatch(/;\s*Secure/i)
  })

  it('keeps the answer out of the page environment', async () => {
    const { clientEnvOf } = await import('../../server/spa')
    expect(JSON.stringify(clientEnvOf(testEnv())).toLowerCase()).not.toContain('securityanswer')
  })
})
