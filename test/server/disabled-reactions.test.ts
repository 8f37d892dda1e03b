import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HARDHAT_MNEMONIC } from '../../server/seed/data'
import { databaseTargets, linkX, startTestServer, type TestServer } from './harness'

describe.each(databaseTargets)('reactions on disabled submissions on %s', (target) => {
  let server: TestServer
  let member = ''
  let admin = ''
  beforeAll(async () => {
    server = await startTestServer(target)
    // a member who may love (X linked): what is refused here is the disabled entry
    const signedIn = await server.login()
    await linkX(server, signedIn.account.address)
    member = signedIn.cookie
    admin = (await server.login(mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 0 }))).cookie
  })
  afterAll(() => server.close())

  const disabledFanArt = () => server.data.fanArtSubmissions.find((entry) => entry.disabled)?._id ?? ''
  const disabledGame = () => server.data.gameGalleryItems.find((entry) => entry.disabled)?._id ?? ''
  const disabledEntry = () => server.data.artistSubmissions.find((entry) => entry.disabled)?._id ?? ''

  const reactions = {
    'fan art': (cookie: string) =>
      server.request<{ reactionActive: boolean }>('POST', `/api/gallery/fan-art/reaction/${disabledFanArt()}`, {
        cookie,
        json: {},
      }),
    'game gallery': (cookie: string) =>
      server.request<{ reactionActive: boolean }>('POST', `/api/gallery/game/reaction/${disabledGame()}`, {
        cookie,
        json: {},
      }),
    'artist submissions': (cookie: string) =>
      server.request<{ reactionActive: boolean }>('POST', '/api/art-contests/artist-submission-reaction/update', {
        cookie,
        json: { artistSubmissionId: disabledEntry() },
      }),
  }

  it.each(Object.keys(reactions) as (keyof typeof reactions)[])(
    'refuses a member’s reaction on a disabled %s entry with 404, and takes an admin’s',
    async (kind) => {
      const refused = await reactions[kind](member)
      expect(refused.status).toBe(404)
      expect(refused.body.message).toMatch(/^no /)
      const taken = await reactions[kind](admin)
      expect(taken.status).toBe(200)
      expect(taken.body.data?.reactionActive).toBe(true)
    },
  )

  it('still takes a member’s reaction on an enabled entry', async () => {
    const enabled = server.data.fanArtSubmissions.find((entry) => !entry.disabled)?._id
    const answer = await server.request('POST', `/api/gallery/fan-art/reaction/${enabled}`, {
      cookie: member,
      json: {},
    })
    expect(answer.status).toBe(200)
  })
})
