import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasAsset } from '../../server/assets/catalogue'
import { assetPaths } from '../../server/seed/data'
import { databaseTargets, ORIGIN, startTestServer, type TestServer } from './harness'
import { SPEC_ODYSSEY_CHALLENGES, SPEC_STORY_SECTIONS } from './specStory'

interface SectionsDocument {
  sections: { id: string; title: string; order: number; items: { id: string; sectionId: string; image: string }[] }[]
}
interface OdysseyDocument {
  story: { title: string; audio: { uri: string } }
  challenges: { id: string; title: string; isOpened: boolean; image: string; order: number }[]
}

describe.each(databaseTargets)('the story documents of the local CDN, served by the server on %s', (target) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(target, { seed: false })
  })
  afterAll(() => server.close())

  const fetchJson = async <T>(path: string) => {
    const response = await server.app.request(`${ORIGIN}/assets/v1/${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(response.headers.get('etag')).toBeTruthy()
    return (await response.json()) as T
  }

  it('serves the eight story sections in order, each with its chapters', async () => {
    const { sections } = await fetchJson<SectionsDocument>(assetPaths.storySections)
    expect(sections.map((section) => section.title)).toEqual(SPEC_STORY_SECTIONS)
    expect(sections.map((section) => section.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    for (const section of sections) {
      expect(section.items.length).toBeGreaterThan(0)
      expect(section.items.every((item) => item.sectionId === section.id)).toBe(true)
      // every picture a chapter names is a file of the same CDN
      expect(section.items.every((item) => hasAsset(item.image))).toBe(true)
    }
  })

  it('serves the four Odyssey challenges, the Golden Temple alone open', async () => {
    const { story, challenges } = await fetchJson<OdysseyDocument>(assetPaths.storyOdyssey)
    expect(challenges.map((challenge) => [challenge.title, challenge.isOpened])).toEqual(SPEC_ODYSSEY_CHALLENGES)
    expect(challenges.every((challenge) => hasAsset(challenge.image))).toBe(true)
    expect(story.title).toBe('Our story')
    expect(hasAsset(story.audio.uri)).toBe(true)
  })

  it('answers the same bytes on every request, and 404 for a story file it does not have', async () => {
    const first = await server.app.request(`${ORIGIN}/assets/v1/${assetPaths.storySections}`)
    const second = await server.app.request(`${ORIGIN}/assets/v2/${assetPaths.storySections}`)
    expect(await first.text()).toBe(await second.text())
    expect((await server.app.request(`${ORIGIN}/assets/v1/story/chapters.json`)).status).toBe(404)
  })
})
