import { describe, expect, it } from 'vitest'
import { calls, type Method, type Service } from '../../src/services/api'

/**
 * The call catalogue of both spec files, copied from their text and normalised: `.../x` written in
 * full, "the same under /api/gallery/game/..." expanded, the per-token `.../rarity` reads under
 * `/api/nfts/{collection}/{tokenId}`, and the calls whose path the spec leaves unshown (leaderboard,
 * connection status, the profile edit modal) at the paths the contract documents.
 */
const catalogue: [Service, Method, string][] = [
  // the security-question check the spec makes in the browser, moved to the server so the answer stays there
  ['main', 'GET', '/api/security-gate'],
  ['main', 'POST', '/api/security-gate'],
  // the page behind that question, sent only to a session that answered, so the app's code holds none of it
  ['main', 'GET', '/api/security-gate/arena-dev'],
  ['main', 'GET', '/api/site-configs'],
  ['main', 'DELETE', '/api/logout'],
  ['auth', 'GET', '/api/login/verify'],
  ['auth', 'GET', '/api/login'],
  ['auth', 'POST', '/api/login'],
  ['blog', 'GET', '/api/abouts/{id}'],
  ['blog', 'GET', '/api/abouts/all/'],
  ['blog', 'GET', '/api/blogs/{id}'],
  ['blog', 'GET', '/api/blogs/all/'],
  ['blog', 'GET', '/api/blogs/categories/all/'],
  ['main', 'GET', '/api/shields/all'],
  ['main', 'GET', '/api/shields/account/{account}'],
  ['main', 'GET', '/api/guardians/all'],
  ['main', 'GET', '/api/guardians/guardian/id/{id}'],
  ['main', 'GET', '/downloadFile/{name}'],
  ['main', 'GET', '/api/defaultCollection'],
  ['main', 'GET', '/api/collections/{tokenAddressOrSlug}'],
  ['main', 'POST', '/api/collections/{tokenAddressOrSlug}'],
  ['main', 'GET', '/api/collections/all'],
  ['main', 'GET', '/api/collections/{id}/unique-attributes'],
  ['main', 'GET', '/api/collections/{id}/metadata/'],
  ['main', 'GET', '/api/collections/{id}/unique-owners'],
  // how far the indexer has read a collection from its chain, shown while it backfills (not in the spec's catalogue)
  ['main', 'GET', '/api/collections/{id}/indexing'],
  // the sales charts of the collection and item pages: recorded sales over time, which the spec's calls do not answer
  ['main', 'GET', '/api/collections/{id}/sales-volume'],
  ['main', 'GET', '/api/nfts/{collection}/{tokenId}/sales'],
  ['main', 'GET', '/api/nfts/{collection}/{tokenId}'],
  ['main', 'GET', '/api/nfts/{collection}/{tokenId}/rarity'],
  ['main', 'GET', '/api/nfts/{collection}/rarities'],
  ['main', 'POST', '/api/nfts/{collection}/{tokenId}/reindex'],
  ['main', 'GET', '/api/nfts/{collection}/{tokenId}/price'],
  ['main', 'GET', '/api/nfts/transfers/{address}/{tokenId}'],
  ['main', 'GET', '/api/great-deals/all'],
  ['main', 'GET', '/api/nfts/reactions/account/{account}/nfts'],
  ['main', 'POST', '/api/nfts/reactions/batch'],
  ['main', 'GET', '/api/nfts/reactions/{collection}/{tokenId}/{account}'],
  ['main', 'GET', '/api/nfts/reactions/{collection}/{tokenId}'],
  ['main', 'POST', '/api/nfts/reactions/{collection}/{tokenId}/update'],
  ['main', 'POST', '/api/gallery/fan-art/all'],
  ['main', 'GET', '/api/gallery/fan-art/count'],
  // the viewers opened by a link to an entry the page has not loaded (not in the spec's catalogue)
  ['main', 'GET', '/api/gallery/fan-art/tweet/{tweetId}'],
  ['main', 'POST', '/api/gallery/fan-art/reaction/{id}'],
  ['main', 'POST', '/api/gallery/game/all'],
  ['main', 'GET', '/api/gallery/game/count'],
  ['main', 'GET', '/api/gallery/game/{id}'],
  ['main', 'POST', '/api/gallery/game/reaction/{id}'],
  // the admin's disable toggle: the spec shows the toggle, not its call
  ['main', 'PATCH', '/api/gallery/disabled/{kind}/{id}'],
  ['main', 'GET', '/api/quests/all'],
  ['main', 'GET', '/api/quests/users/{account}/{questId}'],
  ['main', 'POST', '/api/quests/users/{questId}'],
  // the admin review queue for quest actions the server cannot verify (what the spec's catalogue has no call for)
  ['main', 'GET', '/api/quests/reviews'],
  ['main', 'POST', '/api/quests/reviews/{questId}/{account}/approve'],
  ['main', 'POST', '/api/quests/reviews/{questId}/{account}/reject'],
  ['main', 'GET', '/api/quests/users-invitation/me'],
  // the invitation booked once for the member who joined with a code (the spec names it, not its call)
  ['main', 'POST', '/api/quests/users-invitation/accept'],
  ['main', 'GET', '/api/quests/leaderboard/all'],
  ['main', 'GET', '/api/quests/leaderboard/count'],
  ['main', 'GET', '/api/quests/leaderboard/connection-status'],
  ['main', 'GET', '/api/wallets/account/{account}/contracts'],
  ['main', 'POST', '/api/wallets/account/{account}'],
  ['main', 'POST', '/api/user-social/update'],
  ['main', 'GET', '/api/user-social/{provider}'],
  ['main', 'GET', '/api/user-social/existing/{provider}/{username}'],
  ['main', 'DELETE', '/api/user-social/delete/{provider}'],
  // the OAuth 2.0 sign-in behind the social update (not in the spec's catalogue: it shows no paths for it)
  ['main', 'GET', '/api/user-social/connect/{provider}'],
  ['main', 'GET', '/api/user-social/callback/{provider}'],
  ['main', 'GET', '/api/user-social/pending/{provider}'],
  ['main', 'GET', '/api/users/{account}'],
  ['main', 'GET', '/api/users/is-available-username/{username}'],
  ['main', 'PATCH', '/api/users/'],
  ['main', 'PATCH', '/api/users/apply-beta-access'],
  ['main', 'PATCH', '/api/users/profile'],
  ['main', 'GET', '/api/art-contests/gallery/all/'],
  ['main', 'POST', '/api/art-contests/gallery/claim/{id}'],
  ['main', 'POST', '/api/art-contests/gallery/unclaim'],
  ['main', 'GET', '/api/art-contests/gallery/{id}'],
  ['main', 'GET', '/api/art-contests/gallery/totalCount'],
  ['main', 'GET', '/api/art-contests/gallery/check/me'],
  ['main', 'POST', '/api/art-contests/artist-submission/all'],
  ['main', 'GET', '/api/art-contests/artist-submission/count'],
  ['main', 'GET', '/api/art-contests/artist-submission/entry/{id}'],
  ['main', 'POST', '/api/art-contests/artist-submission-reaction/update'],
  ['main', 'GET', '/api/art-contests/artist-judge/{account}'],
  ['main', 'GET', '/api/certified-nfts/all'],
  ['main', 'GET', '/api/certified-nfts/all/count'],
  ['main', 'GET', '/api/vault/all'],
  ['main', 'GET', '/api/vault/all/count'],
  ['main', 'POST', '/api/vault/download/{id}'],
  // the member-gated file behind a vault download: files no longer sit under the public assets path
  ['main', 'GET', '/api/vault/files/{id}'],
  // the presale contract's stage, read by the server so a visitor's page needs no chain code (the
  // spec reads it from the contract in the browser)
  ['main', 'GET', '/api/presale'],
  ['main', 'GET', '/api/swaps/supported-tokens'],
  ['main', 'GET', '/api/swaps/leaderboard'],
  ['main', 'GET', '/api/swaps/leaderboard/count'],
  ['main', 'GET', '/api/swaps/claim/signature'],
  ['main', 'GET', '/api/swaps/claim/verify'],
  ['main', 'GET', '/api/swaps/max-claimable-usd'],
  ['main', 'GET', '/api/utils/ether-price'],
]

/** Calls the spec says need a logged-in member. */
const memberOnly: [Method, string][] = [
  ['PATCH', '/api/users/'],
  ['PATCH', '/api/users/profile'],
  ['PATCH', '/api/users/apply-beta-access'],
  ['POST', '/api/nfts/reactions/{collection}/{tokenId}/update'],
  ['GET', '/api/nfts/reactions/{collection}/{tokenId}/{account}'],
  ['POST', '/api/gallery/fan-art/reaction/{id}'],
  ['POST', '/api/gallery/game/reaction/{id}'],
  ['PATCH', '/api/gallery/disabled/{kind}/{id}'],
  ['POST', '/api/art-contests/artist-submission-reaction/update'],
  ['POST', '/api/user-social/update'],
  ['DELETE', '/api/user-social/delete/{provider}'],
  ['GET', '/api/user-social/connect/{provider}'],
  ['GET', '/api/user-social/pending/{provider}'],
  ['POST', '/api/art-contests/gallery/claim/{id}'],
  ['POST', '/api/art-contests/gallery/unclaim'],
  ['POST', '/api/vault/download/{id}'],
  ['GET', '/downloadFile/{name}'],
  ['POST', '/api/quests/users/{questId}'],
  ['POST', '/api/quests/users-invitation/accept'],
  ['GET', '/api/swaps/claim/signature'],
  ['GET', '/api/swaps/claim/verify'],
]

const declared = Object.entries(calls).map(([name, call]) => ({ name, ...call }))
const find = (service: Service, method: Method, path: string) =>
  declared.find((call) => call.service === service && call.method === method && call.path === path)

describe('the contract covers the spec catalogue', () => {
  it('declares every call of the catalogue', () => {
    const missing = catalogue.filter(([service, method, path]) => find(service, method, path) === undefined)
    expect(missing.map(([service, method, path]) => `${service} ${method} ${path}`)).toEqual([])
  })

  it('declares each method and path once', () => {
    const keys = declared.map((call) => `${call.service} ${call.method} ${call.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('declares nothing outside the catalogue', () => {
    const listed = new Set(catalogue.map(([service, method, path]) => `${service} ${method} ${path}`))
    expect(
      declared.filter((call) => !listed.has(`${call.service} ${call.method} ${call.path}`)).map((c) => c.name),
    ).toEqual([])
  })

  it('asks for a member on every call that acts for one', () => {
    const open = memberOnly.filter(
      ([method, path]) => declared.find((call) => call.method === method && call.path === path)?.auth !== 'member',
    )
    expect(open.map(([method, path]) => `${method} ${path}`)).toEqual([])
  })

  it('answers 201 where the spec says so', () => {
    expect(calls.postLogin.status).toBe(201)
    expect(calls.updateUserSocial.status).toBe(201)
    expect(
      declared
        .filter((call) => call.status === 201)
        .map((call) => call.name)
        .sort(),
    ).toEqual(['postLogin', 'updateUserSocial'])
  })
})
