import { http, HttpResponse } from 'msw'
import type { CallDataInput } from '../../../src/services/api'
import { mockCall, testServiceUrls } from '../../../src/mocks'

type FanArt = CallDataInput<'getFanArt'>['items'][number]

export const fanArt = (index: number, overrides: Partial<FanArt> = {}): FanArt => ({
  _id: `fan-art-${index}`,
  tweetId: `18500000000000${index}`,
  text: `Fan art number ${index} @koi_arena #KoiFanArt`,
  author_id: `author-${index}`,
  tweetCreatedDate: '2026-11-21T10:00:00.000Z',
  media: [{ type: 'photo', url: `images/fan-art/${index}.png` }],
  users: [
    { id: `author-${index}`, username: `artist_${index}`, name: `Artist ${index}`, profile_image_url: 'images/a.png' },
  ],
  // the demo's pictures are 320 wide and of several heights: the record says which
  width: 320,
  height: 240,
  submissionProcessId: 'fan-art-season-1',
  userReaction: { reactionActive: false },
  totalReactionsCount: 12,
  disabled: false,
  ...overrides,
})

/**
 * The fan-art list and count calls, over `items`, paged like the server; records each list request.
 * The list answers once `ready` has settled.
 */
export function fanArtService(items: FanArt[], ready: Promise<void> = Promise.resolve()) {
  const requests: URLSearchParams[] = []
  return {
    requests,
    handlers: [
      mockCall('getFanArt', async ({ query }) => {
        await ready
        requests.push(query)
        const offset = Number(query.get('offset') ?? 0)
        const limit = Number(query.get('limit') ?? 25)
        return { items: items.slice(offset, offset + limit), totalCount: items.length }
      }),
      mockCall('getFanArtCount', { totalCount: items.length }),
      mockCall('getArtistJudge', ({ params }) => ({ account: params.account ?? '', isJudge: false })),
    ],
  }
}

type Entry = CallDataInput<'getArtistSubmissions'>['items'][number]

export const entry = (index: number, overrides: Partial<Entry> = {}): Entry => ({
  ...fanArt(index),
  _id: `entry-${index}`,
  imageUrl: `images/art-contest/entries/${index}.png`,
  artistSubmissionId: `entry-${index}`,
  submissionProcessId: 'art-contest-2026',
  category: 'Full character',
  ...overrides,
})

/** The contest entries' list and count calls over `items`, paged like the server. */
export function entryService(items: Entry[]) {
  return [
    mockCall('getArtistSubmissions', ({ query }) => {
      const offset = Number(query.get('offset') ?? 0)
      const limit = Number(query.get('limit') ?? 25)
      return {
        items: items.slice(offset, offset + limit),
        categories: [{ category: 'Full character', totalCount: items.length }],
        totalCount: items.length,
      }
    }),
    mockCall('getArtistSubmissionCount', { totalCount: items.length }),
    mockCall('getArtistJudge', ({ params }) => ({ account: params.account ?? '', isJudge: false })),
  ]
}

/** A reaction call that waits until `release` is called, then answers with `answer`. */
export function heldReaction(answer: () => Response) {
  const calls: string[] = []
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const handler = http.post(`${testServiceUrls.mainUrl}/api/gallery/fan-art/reaction/:id`, async ({ params }) => {
    calls.push(String(params.id))
    await released
    return answer()
  })
  return { calls, handler, release }
}

export const reactionAnswer = (reactionActive: boolean, totalReactionsCount: number) =>
  HttpResponse.json({ data: { reactionActive, totalReactionsCount } })
