import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { odysseyQuery, storySectionsQuery, type OdysseyDocument } from '../../../src/services/story'
import { testEnv } from '../shell/renderApp'
import { chapter, storySections } from './storyFixtures'

// The documents' schemas are built when a document is first read, not when the module is imported
// (`z.lazy`): they must still take a good document whole and refuse a broken one.

const odyssey: OdysseyDocument = {
  story: {
    title: 'The legend',
    subtitle: 'Of Koi',
    audio: { uri: 'story/legend.mp3', mime: 'audio/mpeg' },
    poster: 'p.png',
  },
  challenges: [
    {
      id: 'first',
      title: 'First challenge',
      image: 'first.png',
      description: 'The first',
      text: ['Swim upstream.'],
      isOpened: true,
      prizeUsd: 500,
      durationDays: 7,
      socials: [{ name: 'X', link: 'https://x.com/koi', icon: 'x.svg' }],
      order: 1,
    },
  ],
}

// a fresh cache each time: the documents are kept for good once read (staleTime Infinity)
const read = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })
const answer = (body: unknown) => vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(body))

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the story documents', () => {
  it('reads the sections document whole', async () => {
    answer({ sections: storySections })
    await expect(read().fetchQuery(storySectionsQuery(testEnv))).resolves.toEqual(storySections)
  })

  it('refuses a sections document with a malformed chapter', async () => {
    const broken = { ...chapter('lore', 1), multimedia: { uri: 'a.mp4' } }
    answer({ sections: [{ ...storySections[0], items: [broken] }] })
    await expect(read().fetchQuery(storySectionsQuery(testEnv))).rejects.toThrow()
    answer({ sections: [{ ...storySections[0], tabField: 3 }] })
    await expect(read().fetchQuery(storySectionsQuery(testEnv))).rejects.toThrow()
  })

  it('reads the Odyssey document whole', async () => {
    answer(odyssey)
    await expect(read().fetchQuery(odysseyQuery(testEnv))).resolves.toEqual(odyssey)
  })

  it('refuses an Odyssey document with a malformed challenge or story', async () => {
    const [challenge] = odyssey.challenges
    answer({ ...odyssey, challenges: [{ ...challenge, prizeUsd: '500' }] })
    await expect(read().fetchQuery(odysseyQuery(testEnv))).rejects.toThrow()
    answer({ ...odyssey, challenges: [{ ...challenge, socials: [{ name: 'X' }] }] })
    await expect(read().fetchQuery(odysseyQuery(testEnv))).rejects.toThrow()
    answer({ ...odyssey, story: { ...odyssey.story, audio: {} } })
    await expect(read().fetchQuery(odysseyQuery(testEnv))).rejects.toThrow()
  })
})
