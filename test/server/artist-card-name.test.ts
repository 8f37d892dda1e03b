import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseTargets, startTestServer, type TestServer } from './harness'

interface Profile {
  username: string | null
  biography: string | null
}

/** The artist card's update (PATCH /api/users/profile): the name is the username, under the username rules. */
describe.each(databaseTargets)("the artist card's name follows the username rules on %s", (target) => {
  let server: TestServer
  let cookie: string
  let account: string
  beforeAll(async () => {
    server = await startTestServer(target)
    const member = await server.login()
    cookie = member.cookie
    account = member.account.address
  })
  afterAll(() => server.close())

  const card = (name: string, description = 'Ink and gold leaf.') => {
    const form = new FormData()
    form.set('name', name)
    form.set('description', description)
    return server.request<{ status: boolean; message: string }>('PATCH', '/api/users/profile', { cookie, form })
  }
  const profile = async () => (await server.request<Profile>('GET', `/api/users/${account}`)).body.data
  const someoneElse = () => server.data.members.find((member) => member.username)?.username ?? ''

  it('saves a free name of 2 to 24 characters', async () => {
    const answer = await card('card_artist')
    expect(answer.status).toBe(200)
    expect((await profile())?.username).toBe('card_artist')
  })

  it.each([
    ['one character', 'a'],
    ['25 characters', 'a'.repeat(25)],
    ['a space', 'card artist'],
  ])('refuses a name of %s with 400 and a message, and keeps the saved one', async (_, name) => {
    const answer = await card(name)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/username/)
    expect((await profile())?.username).toBe('card_artist')
  })

  it("refuses another member's name in any case with 409 and the availability message", async () => {
    const taken = someoneElse()
    expect(taken).not.toBe('')
    for (const name of [taken, taken.toUpperCase()]) {
      const answer = await card(name)
      expect(answer.status).toBe(409)
      expect(answer.body.message).toBe('username has already been taken!')
    }
    expect((await profile())?.username).toBe('card_artist')
  })

  it('counts its own name typed in another case as taken', async () => {
    const answer = await card('CARD_ARTIST')
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe('username has already been taken!')
    expect((await profile())?.username).toBe('card_artist')
  })

  it('keeps the unchanged name when only the description changes (the card always sends the name)', async () => {
    const answer = await card('card_artist', 'One Guardian a month.')
    expect(answer.status).toBe(200)
    expect(await profile()).toMatchObject({ username: 'card_artist', biography: 'One Guardian a month.' })
  })
})
