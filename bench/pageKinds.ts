/**
 * One page of each kind the app has, with real paths read from a running demo: what
 * `bench:lighthouse` measures, and what the end-to-end suite checks for layout shift and server
 * rendering, so both cover the same pages.
 */
export interface PageKind {
  name: string
  path: string
}

const dataOf = async <T>(baseUrl: string, path: string): Promise<T> =>
  ((await (await fetch(`${baseUrl}${path}`)).json()) as { data: T }).data

export async function pageKindsOf(baseUrl: string): Promise<PageKind[]> {
  const { slug } = await dataOf<{ slug: string }>(baseUrl, '/api/defaultCollection')
  const collection = await dataOf<{ assets: { tokenId: string }[] }>(baseUrl, `/api/collections/${slug}`)
  const tokenId = collection.assets[0]?.tokenId ?? '1'
  const posts = await dataOf<{ items: { _id: string }[] }>(baseUrl, '/api/blogs/all/?offset=0&limit=1')
  const firstPost = posts.items[0]?._id ?? ''
  return [
    { name: '/', path: '/' },
    { name: 'collections', path: '/collections' },
    { name: 'collection', path: `/collection/${slug}` },
    { name: 'item', path: `/collection/${slug}/${tokenId}` },
    // ink_traveller, Hardhat's account #1 in the demo data
    { name: 'profile', path: '/forge/0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    { name: 'quests', path: '/quests' },
    { name: 'leaderboard', path: '/quests/leaderboard' },
    { name: 'swaps', path: '/swaps' },
    { name: 'fan-art', path: '/gallery/fan-art' },
    { name: 'game', path: '/gallery/game' },
    { name: 'submissions', path: '/gallery/submissions' },
    { name: 'art-contest', path: '/art-contest' },
    { name: 'vault', path: '/vault' },
    { name: 'story', path: '/codex' },
    { name: 'chapter', path: '/codex/lore-1' },
    { name: 'odyssey', path: '/odyssey' },
    { name: 'blog', path: '/blogs' },
    { name: 'post', path: `/blogs/${encodeURIComponent(firstPost)}` },
    { name: 'about', path: '/about' },
    { name: 'flows', path: '/flows' },
  ]
}
