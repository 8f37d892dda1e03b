import { http, HttpResponse } from 'msw'
import type { StoryItem, StorySection } from '../../../src/services/story'
import { testEnv } from '../shell/renderApp'

export const storyDocumentUrl = `${testEnv.cdnBase}/assets/${testEnv.cdnVersion}/story/sections.json`

export function chapter(sectionId: string, order: number, overrides: Partial<StoryItem> = {}): StoryItem {
  const id = `${sectionId}-${order}`
  return {
    id,
    sectionId,
    order,
    title: `Chapter ${id}`,
    subText: `About ${id}`,
    date: order === 1 ? '2025-09-03T00:00:00.000Z' : null,
    text: [`First paragraph of ${id}.`, `Second paragraph of ${id}.`],
    thumbnail: `images/story/thumbnails/${id}.png`,
    image: `images/story/${id}.png`,
    isOpened: true,
    multimedia: null,
    previews: [],
    ...overrides,
  }
}

/** Lore with six chapters (the fifth locked, its text withheld) and a Community section of two. */
export const storySections: StorySection[] = [
  {
    id: 'lore',
    title: 'Lore',
    subtitle: 'Where the river begins',
    tabField: 'chapter',
    order: 1,
    items: [1, 2, 3, 4, 5, 6].map((order) => chapter('lore', order, order === 5 ? { isOpened: false, text: [] } : {})),
  },
  {
    id: 'community',
    title: 'Community',
    subtitle: 'Travellers together',
    tabField: null,
    order: 8,
    items: [chapter('community', 1), chapter('community', 2)],
  },
]

export const mockStory = (sections: StorySection[] = storySections) =>
  http.get(storyDocumentUrl, () => HttpResponse.json({ sections }))
