import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LINK_X_TO_REACT } from '../../src/services/api/contract/constants'
import { databaseTargets, linkX, startTestServer, unlinkX, type TestServer } from './harness'

interface Toggle {
  reactionActive: boolean
  totalReactionsCount: number
}

/**
 * The spec gates a love on a submission on a wallet, then a session, then a linked X account: the
 * server holds the last step too, so throwaway wallets cannot move the "most reactions" orders.
 */
describe.each(databaseTargets)('a love on a submission needs a linked X account, on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target)
  })
  afterAll(() => server.close())

  const shown = <T extends { _id: string; disabled: boolean }>(entries: readonly T[]) =>
    entries.find((entry) => !entry.disabled)?._id ?? ''

  const loves = {
    'fan-art post': (cookie: string) =>
      server.request<Toggle>('POST', `/api/gallery/fan-art/reaction/${shown(server.data.fanArtSubmissions)}`, {
        cookie,
        json: { reactionType: 'love' },
      }),
    'game-gallery item': (cookie: string) =>
      server.request<Toggle>('POST', `/api/gallery/game/reaction/${shown(server.data.gameGalleryItems)}`, {
        cookie,
        json: { reactionType: 'love' },
      }),
    'contest entry': (cookie: string) =>
      server.request<Toggle>('POST', '/api/art-contests/artist-submission-reaction/update', {
        cookie,
        json: { artistSubmissionId: shown(server.data.artistSubmissions), reactionType: 'love' },
      }),
  }

  it.each(Object.keys(loves) as (keyof typeof loves)[])(
    'refuses a love on a %s from a wallet without X with 403, and takes it once X is linked',
    async (kind) => {
      const member = await server.login()
      const refused = await loves[kind](member.cookie)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe(LINK_X_TO_REACT)

      await linkX(server, member.account.address)
      const taken = await loves[kind](member.cookie)
      expect(taken.status, taken.body.message).toBe(200)
      expect(taken.body.data?.reactionActive).toBe(true)
      // the love was counted once: taking it back brings the count down by one
      const back = await loves[kind](member.cookie)
      expect(back.body.data).toEqual({
        reactionActive: false,
        totalReactionsCount: (taken.body.data?.totalReactionsCount ?? 0) - 1,
      })
    },
  )

  it('counts no love from a throwaway wallet in the most-reactions order', async () => {
    const post = shown(server.data.fanArtSubmissions)
    const count = async () =>
      (
        await server.request<{ items: { _id: string; totalReactionsCount: number }[] }>(
          'POST',
          '/api/gallery/fan-art/all?offset=0&limit=100&sortBy=most_reactions',
          { json: {} },
        )
      ).body.data?.items.find((item) => item._id === post)?.totalReactionsCount
    const before = await count()
    const throwaways = await Promise.all([1, 2, 3].map(() => server.login()))
    for (const wallet of throwaways) expect((await loves['fan-art post'](wallet.cookie)).status).toBe(403)
    expect(await count()).toBe(before)
  })

  it('refuses a member who unlinked X since', async () => {
    const member = await server.login()
    await linkX(server, member.account.address)
    expect((await loves['game-gallery item'](member.cookie)).status).toBe(200)
    await unlinkX(server, member.account.address)
    const refused = await loves['game-gallery item'](member.cookie)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(LINK_X_TO_REACT)
  })

  it('keeps an item like to a session: a wallet without X likes an NFT item', async () => {
    const item = server.data.items[7]
    const member = await server.login()
    const liked = await server.request<{ active: boolean }>(
      'POST',
      `/api/nfts/reactions/${item?.tokenAddress}/${item?.tokenId}/update?type=like`,
      { cookie: member.cookie },
    )
    expect(liked.status, liked.body.message).toBe(200)
    expect(liked.body.data?.active).toBe(true)
  })

  it('still asks a visitor with no session to log in first', async () => {
    const answer = await server.request(
      'POST',
      `/api/gallery/fan-art/reaction/${shown(server.data.fanArtSubmissions)}`,
      {
        json: {},
      },
    )
    expect(answer.status).toBe(401)
  })
})
