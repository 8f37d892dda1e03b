import { createHash } from 'node:crypto'
import { formatEther, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mnemonicToAccount } from 'viem/accounts'
import { calls, type CallName } from '../../src/services/api'
import { socialPendingLinks } from '../../server/db/schema'
import { HARDHAT_MNEMONIC } from '../../server/seed/data'
import { weiOf } from './etherOf'
import { databaseTargets, startTestServer, type Answer, type TestServer } from './harness'

type Json = Record<string, unknown>

describe.each(databaseTargets)('every call answers at its path on %s', (target) => {
  let server: TestServer
  let cookie = ''
  let adminCookie = ''
  const dev = mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 1 })
  beforeAll(async () => {
    server = await startTestServer(target)
    cookie = (await server.login(dev)).cookie
    adminCookie = (await server.login(mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 0 }))).cookie
  })
  afterAll(() => server.close())

  const battlecards = () => server.data.collections.find((c) => c.slug === 'battlecards')
  const get = <T = Json>(path: string) => server.request<T>('GET', path, { cookie })
  const post = <T = Json>(path: string, json?: unknown) => server.request<T>('POST', path, { cookie, json })
  const asAdmin = (method: string, path: string, json?: unknown) =>
    server.request(method, path, { cookie: adminCookie, json })
  const reviewed = () => server.data.quests.findLast((quest) => !quest.disabled)

  /** One request per call; the app checks every answer against the contract's response schema. */
  const requests: Record<CallName, () => Promise<Answer>> = {
    getSiteConfigs: () => get('/api/site-configs'),
    getEtherPrice: () => get('/api/utils/ether-price'),
    getLoginMessage: () =>
      get(`/api/login?deadline=${Math.floor(Date.now() / 1000) + 60}&chainId=11155111&account=${dev.address}`),
    postLogin: async () => {
      const other = mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 2 })
      const { cookie: fresh } = await server.login(other)
      return { status: fresh ? 201 : 0, body: {}, headers: new Headers() }
    },
    verifyLogin: () => get('/api/login/verify?chainId=11155111'),
    logout: async () => server.request('DELETE', '/api/logout', { cookie: (await server.login()).cookie }),
    getAbout: () => get(`/api/abouts/${server.data.abouts[0]?._id}`),
    getAbouts: () => get('/api/abouts/all/?offset=0&limit=5'),
    getBlog: () => get(`/api/blogs/${server.data.blogPosts[0]?._id}`),
    getBlogs: () =>
      get(`/api/blogs/all/?offset=0&limit=5&category=${encodeURIComponent(server.data.blogPosts[0]?.category ?? '')}`),
    getBlogCategories: () => get('/api/blogs/categories/all/?offset=0&limit=10'),
    getShields: () => get('/api/shields/all?offset=0&limit=10'),
    getAccountShields: () => get(`/api/shields/account/${dev.address}`),
    getGuardians: () => get('/api/guardians/all?offset=0&limit=50'),
    getGuardian: () => get(`/api/guardians/guardian/id/${server.data.guardians[0]?._id}`),
    downloadShield: async () => {
      const owned = server.data.memberShields.find((entry) => entry.account === dev.address)
      const shield = server.data.shields.find((entry) => entry._id === owned?.shieldId)
      const response = await server.app.request(
        `http://localhost/downloadFile/${shield?.name.replace(/ /g, '_')}?mimetype=image/png&file_url=x&hash=1`,
        { headers: { cookie } },
      )
      return { status: response.status, body: {}, headers: response.headers }
    },
    getDefaultCollection: () => get('/api/defaultCollection?chainId=11155111'),
    getCollectionItems: () =>
      get('/api/collections/battlecards?chainId=11155111&limit=50&offset=0&withReactions=true&withPrices=true'),
    filterCollectionItems: () => post('/api/collections/battlecards?limit=50', { attributes: { Edition: ['Gods'] } }),
    getCollections: () =>
      get('/api/collections/all?chainId=11155111&offset=0&limit=50&withStats=true&withTotalSupply=true'),
    getCollectionUniqueAttributes: () => get('/api/collections/battlecards/unique-attributes?chainId=11155111'),
    getCollectionMetadata: () =>
      get(
        `/api/collections/${battlecards()?.tokenAddress}/metadata/?withStats=true&withPresaleMetadata=true&withTotalSupply=true`,
      ),
    getCollectionUniqueOwners: () => get('/api/collections/battlecards/unique-owners'),
    getCollectionIndexing: () => get('/api/collections/battlecards/indexing'),
    getCollectionSalesVolume: () => get('/api/collections/battlecards/sales-volume?days=30'),
    getNft: () => get('/api/nfts/battlecards/7?withPrice=true&withOwnership=true'),
    getNftRarity: () => get('/api/nfts/battlecards/7/rarity'),
    getNftRarities: () => get('/api/nfts/battlecards/rarities?limit=5'),
    reindexNft: () => asAdmin('POST', '/api/nfts/battlecards/7/reindex'),
    getNftPrice: () => get('/api/nfts/battlecards/7/price'),
    getNftSales: () => get(`/api/nfts/battlecards/${server.data.sales[0]?.tokenId}/sales`),
    getNftTransfers: () =>
      get(`/api/nfts/transfers/${server.data.transfers[0]?.tokenAddress}/${server.data.transfers[0]?.tokenId}`),
    getGreatDeals: () => get('/api/great-deals/all?offset=0&limit=5'),
    getAccountLikedNfts: () =>
      get(`/api/nfts/reactions/account/${dev.address}/nfts?type=like&tokenAddressOrSlug=battlecards`),
    getReactionsBatch: () =>
      post('/api/nfts/reactions/batch', { filter: [{ tokenAddress: battlecards()?.tokenAddress, tokenId: '1' }] }),
    getAccountNftReaction: () => get(`/api/nfts/reactions/battlecards/1/${dev.address}`),
    getNftReactionCount: () => get('/api/nfts/reactions/battlecards/1?reactionType=like'),
    updateNftReaction: () => post('/api/nfts/reactions/battlecards/3/update?type=like'),
    getFanArt: () =>
      post('/api/gallery/fan-art/all?offset=0&limit=25&sortBy=most_reactions', {
        userReactionData: { account: dev.address },
      }),
    getFanArtCount: () => get('/api/gallery/fan-art/count'),
    getFanArtItem: () => get(`/api/gallery/fan-art/tweet/${server.data.fanArtSubmissions[0]?.tweetId}`),
    reactFanArt: () =>
      post(`/api/gallery/fan-art/reaction/${server.data.fanArtSubmissions[0]?._id}`, { reactionType: 'love' }),
    getGameGallery: () => post('/api/gallery/game/all?limit=25&sortBy=random&showDisabled=true', {}),
    getGameGalleryCount: () => get('/api/gallery/game/count'),
    getGameGalleryItem: () => get(`/api/gallery/game/${server.data.gameGalleryItems[0]?._id}`),
    reactGameGallery: () =>
      post(`/api/gallery/game/reaction/${server.data.gameGalleryItems[0]?._id}`, { reactionType: 'love' }),
    // admins only: the first development account is the seeded admin
    setSubmissionDisabled: async () =>
      server.request('PATCH', `/api/gallery/disabled/game/${server.data.gameGalleryItems[1]?._id}`, {
        cookie: (await server.login(mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex: 0 }))).cookie,
        json: { disabled: false },
      }),
    getQuests: () => get('/api/quests/all?offset=0&limit=20'),
    getQuestProgress: () => get(`/api/quests/users/${dev.address}/${server.data.quests[0]?._id}`),
    updateQuestProgress: () => post(`/api/quests/users/${reviewed()?._id}`, { progress: 1 }),
    getQuestReviews: () => asAdmin('GET', '/api/quests/reviews?status=pending&limit=10'),
    approveQuestReview: async () => {
      await post(`/api/quests/users/${reviewed()?._id}`)
      return asAdmin('POST', `/api/quests/reviews/${reviewed()?._id}/${dev.address}/approve`)
    },
    rejectQuestReview: async () => {
      const other = server.data.quests.find((quest) => !quest.disabled && quest.kind === 'follow')
      await post(`/api/quests/users/${other?._id}`)
      return asAdmin('POST', `/api/quests/reviews/${other?._id}/${dev.address}/reject`, { reason: 'no follow seen' })
    },
    acceptQuestInvitation: () =>
      post('/api/quests/users-invitation/accept', {
        invitationCode: server.data.questInvitations.find((entry) => entry.account !== dev.address)?.code,
      }),
    getQuestInvitation: () => get('/api/quests/users-invitation/me'),
    getLeaderboard: () => get('/api/quests/leaderboard/all?offset=0&limit=25'),
    getLeaderboardCount: () => get('/api/quests/leaderboard/count'),
    getConnectionStatus: () => get('/api/quests/leaderboard/connection-status'),
    getWalletContracts: () => get(`/api/wallets/account/${dev.address}/contracts`),
    getWalletTokens: () =>
      post(`/api/wallets/account/${dev.address}?withPrices=true`, { tokenAddress: battlecards()?.tokenAddress }),
    startSocialSignIn: () => get('/api/user-social/connect/discord?returnTo=/quests'),
    finishSocialSignIn: () => get('/api/user-social/callback/discord?code=abc&state=unknown'),
    getPendingSocial: () => get('/api/user-social/pending/discord'),
    updateUserSocial: async () => {
      // the identity a Discord sign-in verified for this session (the OAuth flow itself: social-link.test.ts)
      await server.database.db.insert(socialPendingLinks).values({
        sessionHash: createHash('sha256')
          .update(cookie.split('=')[1] ?? '')
          .digest('hex'),
        provider: 'discord',
        providerAccountId: 'd-dev-1',
        username: 'devone',
        email: 'dev@koi.example',
        expiresAt: new Date(Date.now() + 60_000),
      })
      return post('/api/user-social/update', { provider: 'discord', providerAccountId: 'd-dev-1' })
    },
    getUserSocial: () => get('/api/user-social/discord'),
    getExistingSocial: () => get('/api/user-social/existing/discord/DEVONE'),
    deleteUserSocial: () => server.request('DELETE', '/api/user-social/delete/discord', { cookie }),
    getUser: () => get(`/api/users/${dev.address.toLowerCase()}?chainId=11155111`),
    isUsernameAvailable: () => get('/api/users/is-available-username/koi_keeper'),
    updateUser: () => {
      const form = new FormData()
      form.set('biography', 'Keeper of the river gate.')
      form.set('location', 'https://koi.example/river')
      return server.request('PATCH', '/api/users/', { cookie, form })
    },
    updateProfileCard: () => {
      const form = new FormData()
      form.set('name', 'ink_traveller')
      form.set('description', 'Draws Guardians at dawn.')
      return server.request('PATCH', '/api/users/profile', { cookie, form })
    },
    applyBetaAccess: () => server.request('PATCH', '/api/users/apply-beta-access', { cookie }),
    getArtContestGallery: () => get('/api/art-contests/gallery/all/?offset=0&limit=10'),
    claimArtPiece: async () => {
      // the development account may already hold a piece in the demo data
      await post('/api/art-contests/gallery/unclaim')
      return post(`/api/art-contests/gallery/claim/${server.data.artContestPieces.find((p) => !p.claimedBy)?._id}`)
    },
    unclaimArtPiece: () => post('/api/art-contests/gallery/unclaim'),
    getArtPiece: () => get(`/api/art-contests/gallery/${server.data.artContestPieces[0]?._id}`),
    getArtGalleryTotalCount: () => get('/api/art-contests/gallery/totalCount'),
    getArtClaimStatus: () => get('/api/art-contests/gallery/check/me'),
    getArtistSubmissions: () => post('/api/art-contests/artist-submission/all?limit=25&sortBy=oldest', {}),
    getArtistSubmissionCount: () => get('/api/art-contests/artist-submission/count'),
    getArtistSubmission: () =>
      get(`/api/art-contests/artist-submission/entry/${server.data.artistSubmissions[0]?._id}`),
    updateArtistSubmissionReaction: () =>
      post('/api/art-contests/artist-submission-reaction/update', {
        artistSubmissionId: server.data.artistSubmissions[0]?._id,
        reactionType: 'love',
      }),
    getArtistJudge: () => get(`/api/art-contests/artist-judge/${server.data.artistJudges[0]?.account}`),
    getCertifiedNfts: () => get('/api/certified-nfts/all?offset=0&limit=8'),
    getCertifiedNftsCount: () => get('/api/certified-nfts/all/count'),
    getVaultAssets: () => get('/api/vault/all?offset=0&limit=10'),
    getVaultCount: () => get('/api/vault/all/count'),
    downloadVaultAsset: () => post(`/api/vault/download/${server.data.vaultAssets[0]?._id}`),
    getVaultFile: async () => {
      const response = await server.app.request(`http://localhost/api/vault/files/${server.data.vaultAssets[0]?._id}`, {
        headers: { cookie },
      })
      return { status: response.status, body: {}, headers: response.headers }
    },
    getSupportedTokens: () => get('/api/swaps/supported-tokens'),
    getSwapLeaderboard: () => get('/api/swaps/leaderboard?offset=0&limit=10'),
    getSwapLeaderboardCount: () => get('/api/swaps/leaderboard/count'),
    // without a chain the signature and verify calls answer 409 'chain not configured'
    getClaimSignature: () =>
      get(`/api/swaps/claim/signature?chainId=11155111&amount=5&tokenAddress=${battlecards()?.tokenAddress}`),
    verifyClaim: () => get('/api/swaps/claim/verify'),
    getMaxClaimableUsd: () => get('/api/swaps/max-claimable-usd'),
    getPresale: () => get('/api/presale'),
    getSecurityGate: () => get('/api/security-gate'),
    answerSecurityGate: () => post('/api/security-gate', { answer: 'carp' }),
    getArenaDevBuild: async () => {
      const answered = await post('/api/security-gate', { answer: 'koi' })
      const pass = (answered.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
      return server.request('GET', '/api/security-gate/arena-dev', { cookie: pass })
    },
  }

  const expected = (name: CallName) => {
    // the seeded collections are not indexed from a chain: there is nothing to read again
    if (name === 'getClaimSignature' || name === 'verifyClaim' || name === 'reindexNft') return 409
    // no chain here: the presale is read from the chain alone
    if (name === 'getPresale') return 409
    // no OAuth provider is configured here; an unknown state sends the member back with `socialError`
    if (name === 'startSocialSignIn') return 503
    if (name === 'finishSocialSignIn') return 302
    return calls[name].status
  }

  it.each(Object.keys(calls) as CallName[])('%s', async (name) => {
    const answer = await requests[name]()
    expect(answer.status, JSON.stringify(answer.body)).toBe(expected(name))
  })

  it('pages collection items by 50 with reactions and prices', async () => {
    const first = await get<{ assets: { tokenId: string }[]; totalSupply: number; reactions: unknown[] }>(
      '/api/collections/battlecards?withReactions=true&withPrices=true',
    )
    expect(first.body.data?.assets).toHaveLength(50)
    expect(first.body.data?.reactions).toHaveLength(50)
    expect(first.body.data?.totalSupply).toBe(10000)
    const second = await get<{ assets: { tokenId: string }[] }>('/api/collections/battlecards?offset=50')
    expect(second.body.data?.assets[0]?.tokenId).not.toBe(first.body.data?.assets[0]?.tokenId)
  })

  it('filters items by two traits', async () => {
    const filter = { Edition: ['Gods', 'Mythic'], Virtue: ['Hope'] }
    const answer = await post<{
      assets: { attributes: { trait_type: string; value: string }[] }[]
      totalCount: number
    }>('/api/collections/battlecards', { attributes: filter })
    const expectedCount = server.data.items.filter(
      (item) =>
        item.tokenAddress === battlecards()?.tokenAddress &&
        item.traits.some((t) => t.trait_type === 'Edition' && filter.Edition.includes(t.value)) &&
        item.traits.some((t) => t.trait_type === 'Virtue' && t.value === 'Hope'),
    ).length
    expect(expectedCount).toBeGreaterThan(0)
    expect(answer.body.data?.totalCount).toBe(expectedCount)
    for (const asset of answer.body.data?.assets ?? []) {
      expect(asset.attributes.find((t) => t.trait_type === 'Virtue')?.value).toBe('Hope')
    }
  })

  it('counts each trait value', async () => {
    const answer = await get<{ trait_type: string; values: { value: string; count: number }[] }[]>(
      '/api/collections/battlecards/unique-attributes',
    )
    const editions = answer.body.data?.find((entry) => entry.trait_type === 'Edition')
    expect(editions?.values.map((v) => v.value).sort()).toEqual([
      'Forged',
      'Gods',
      'Inked',
      'Kawarimono',
      'Mythic',
      'Original',
    ])
    expect(editions?.values.reduce((sum, v) => sum + v.count, 0)).toBe(10000)
  })

  it('lists collections by market cap with stats from sales', async () => {
    const answer = await get<{
      items: { stats: { total: { market_cap: string; volume: string }; intervals: { interval: string }[] } }[]
    }>('/api/collections/all')
    const caps = answer.body.data?.items.map((item) => parseEther(item.stats.total.market_cap)) ?? []
    expect(caps.length).toBeGreaterThan(1)
    expect([...caps].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(caps)
    // the exact sum of the sales' wei
    const volume = server.data.sales
      .filter((sale) => sale.tokenAddress === battlecards()?.tokenAddress)
      .reduce((sum, sale) => sum + weiOf(sale.price), 0n)
    const bc = answer.body.data?.items[0]
    expect(bc?.stats.intervals.map((i) => i.interval)).toEqual(['one_day', 'seven_day', 'thirty_day'])
    const found = (
      await get<{ stats: { total: { volume: string } } }>('/api/collections/battlecards/metadata/?withStats=true')
    ).body.data
    expect(found?.stats.total.volume).toBe(formatEther(volume))
  })

  it('ranks the leaderboard from position, hides negative points, pages by 25 and 10', async () => {
    const full = await get<{ rank: number; totalPoints: number }[]>('/api/quests/leaderboard/all')
    expect(full.body.data).toHaveLength(25)
    expect(full.body.data?.map((entry) => entry.rank)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1))
    const compact = await get<{ rank: number }[]>('/api/quests/leaderboard/all?offset=10&limit=10')
    expect(compact.body.data?.[0]?.rank).toBe(11)
    const visible = server.data.leaderboard.filter((entry) => entry.totalPoints >= 0).length
    expect(visible).toBeLessThan(server.data.leaderboard.length)
    const count = await get<{ totalCount: number }>('/api/quests/leaderboard/count')
    expect(count.body.data?.totalCount).toBe(visible)
    const last = await get<{ totalPoints: number }[]>(`/api/quests/leaderboard/all?offset=${visible - 5}&limit=25`)
    expect(last.body.data).toHaveLength(5)
    expect(last.body.data?.every((entry) => entry.totalPoints >= 0)).toBe(true)
  })

  it('sorts the fan-art gallery five ways', async () => {
    const page = async (sortBy: string) =>
      (
        await post<{ items: { _id: string; totalReactionsCount: number; tweetCreatedDate: string }[] }>(
          `/api/gallery/fan-art/all?sortBy=${sortBy}`,
          {},
        )
      ).body.data?.items ?? []
    const most = await page('most_reactions')
    expect(most.map((i) => i.totalReactionsCount)).toEqual(
      [...most.map((i) => i.totalReactionsCount)].sort((a, b) => b - a),
    )
    const least = await page('least_reactions')
    expect(least.map((i) => i.totalReactionsCount)).toEqual(
      [...least.map((i) => i.totalReactionsCount)].sort((a, b) => a - b),
    )
    const latest = await page('latest')
    const oldest = await page('oldest')
    expect(latest[0]?._id).not.toBe(oldest[0]?._id)
    expect((await page('random')).length).toBe(latest.length)
    const bad = await server.request('POST', '/api/gallery/fan-art/all?sortBy=sideways', { json: {} })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^query\.sortBy/)
  })

  it('credits a quest once', async () => {
    // signing the login message is a quest the server verifies from the session itself
    const quest = server.data.quests.find((q) => !q.disabled && q.kind === 'sign')
    const { cookie: fresh, account } = await server.login()
    const before = (
      await server.request<{ metadata: { currentCoinBalance: number } }>('GET', `/api/users/${account.address}`)
    ).body.data
    await server.request('POST', `/api/quests/users/${quest?._id}`, { cookie: fresh, json: {} })
    await server.request('POST', `/api/quests/users/${quest?._id}`, { cookie: fresh, json: {} })
    const after = (
      await server.request<{ metadata: { currentCoinBalance: number } }>('GET', `/api/users/${account.address}`)
    ).body.data
    expect((after?.metadata.currentCoinBalance ?? 0) - (before?.metadata.currentCoinBalance ?? 0)).toBe(quest?.points)
  })

  it('answers bad input with 4xx naming the field', async () => {
    const cases: [string, string, RegExp][] = [
      ['GET', '/api/collections/all?limit=-1', /^query\.limit/],
      ['GET', '/api/users/not-an-address', /^params\.account/],
      ['GET', '/api/nfts/battlecards/abc', /^params\.tokenId/],
      ['GET', '/api/collections/battlecards?withPrices=maybe', /^query\.withPrices/],
      ['GET', '/api/user-social/existing/myspace/bob', /^params\.provider/],
      ['GET', '/api/collections/no-such-collection/metadata/', /no collection/],
    ]
    for (const [method, path, message] of cases) {
      const answer = await server.request(method, path)
      expect(answer.status, path).toBeGreaterThanOrEqual(400)
      expect(answer.status, path).toBeLessThan(500)
      expect(answer.body.message, path).toMatch(message)
    }
    const broken = await server.request('POST', '/api/nfts/reactions/batch', { raw: '{"filter": [' })
    expect(broken.status).toBe(400)
    expect(broken.body.message).toBe('body: expected JSON')
  })
})
