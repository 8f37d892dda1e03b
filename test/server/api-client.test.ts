import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { HttpResponse, http } from 'msw'
import { ApiError, createApiClient } from '../../src/services/api'
import { checkResponse } from '../../src/services/api/checkResponse'
import {
  collectionsList,
  createMockServer,
  leaderboardPage,
  mockCall,
  mockError,
  siteConfigMulti,
  testServiceUrls,
} from '../../src/mocks'

const server = createMockServer()
const client = createApiClient(testServiceUrls)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('the typed client against contract mocks', () => {
  it('returns the parsed data of a call', async () => {
    server.use(mockCall('getSiteConfigs', siteConfigMulti))
    await expect(client.call('getSiteConfigs')).resolves.toEqual(siteConfigMulti)
  })

  it('fills path parameters and sends query values as text', async () => {
    let seen = ''
    server.use(
      mockCall('getCollectionItems', ({ params, query }) => {
        seen = `${params.tokenAddressOrSlug}|${query.get('limit')}|${query.get('offset')}|${query.get('withPrices')}`
        return { assets: [], reactions: [], prices: [], totalSupply: 0, totalCount: 0 }
      }),
    )
    await client.page('getCollectionItems', 2, 50, {
      params: { tokenAddressOrSlug: 'battle cards' },
      query: { withPrices: true },
    })
    expect(seen).toBe('battle cards|50|100|true')
  })

  it('routes the static path to its own mock, not the placeholder one', async () => {
    server.use(
      mockCall('getCollectionItems', { assets: [], reactions: [], prices: [], totalSupply: 1, totalCount: 1 }),
      mockCall('getCollections', { items: collectionsList, totalCount: collectionsList.length }),
    )
    const page = await client.call('getCollections', { query: { limit: 50 } })
    expect(page.items.map((c) => c.slug)).toEqual(['battlecards', 'koi-guardians', 'arena-relics'])
  })

  it('uses the right service base URL', async () => {
    server.use(mockCall('getBlogs', { items: [], totalCount: 0 }))
    await expect(client.call('getBlogs', { query: { category: 'lore' } })).resolves.toEqual({
      items: [],
      totalCount: 0,
    })
  })

  it('throws ApiError with the status and the server message', async () => {
    server.use(mockError('verifyLogin', 401, 'not logged in'))
    await expect(client.call('verifyLogin')).rejects.toMatchObject({ status: 401, message: 'not logged in' })
    await expect(client.call('verifyLogin')).rejects.toBeInstanceOf(ApiError)
  })

  it('accepts 201 for calls that succeed with it', async () => {
    server.use(mockCall('postLogin', { account: '0x1', loggedIn: true, expiresAt: '2030-01-01T00:00:00.000Z' }))
    const session = await client.call('postLogin', {
      body: { account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', signature: '0xab', deadline: 1 },
    })
    expect(session.loggedIn).toBe(true)
  })

  it('rejects a response that does not fit the contract when asked to check answers', async () => {
    const checking = createApiClient({ ...testServiceUrls, checkResponse })
    server.use(
      http.get(`${testServiceUrls.mainUrl}/api/quests/leaderboard/all`, () =>
        HttpResponse.json({ data: [{ rank: 'one' }] }),
      ),
    )
    await expect(checking.call('getLeaderboard')).rejects.toThrow(/getLeaderboard: unexpected response/)
    // the page's client takes the answer as sent: the server and the mocks check theirs
    await expect(client.call('getLeaderboard')).resolves.toEqual([{ rank: 'one' }])
  })

  it('serves the leaderboard fixture', async () => {
    server.use(mockCall('getLeaderboard', leaderboardPage))
    const page = await client.call('getLeaderboard', { query: { offset: 0, limit: 10 } })
    expect(page.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('sends multipart bodies as form data', async () => {
    let username: FormDataEntryValue | null = null
    server.use(
      mockCall('updateUser', async ({ request }) => {
        const form = await request.formData()
        username = form.get('username')
        return {
          status: true,
          message: 'changes saved!',
          user: {
            account: '0x1',
            username: 'koi',
            biography: null,
            image: null,
            bannerImage: null,
            url: null,
            location: null,
            guardianId: null,
            metadata: { currentCoinBalance: 0 },
            social: { twitter: null, discord: null },
            betaAccess: false,
            isAdmin: false,
          },
        }
      }),
    )
    await client.call('updateUser', { body: { username: 'koi' } })
    expect(username).toBe('koi')
  })
})
