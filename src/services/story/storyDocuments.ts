// zod/mini: the home page reads the story documents, and the full zod build would weigh on it.
// The schema is built when the document is first read (`z.lazy`), not when a route's title imports
// this module: the start-up task of every page would otherwise build it.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { cdnUrl } from '../config/cdn'
import type { Env } from '../config/env'

const sectionsDocument = z.lazy(() => {
  const media = z.object({ uri: z.string(), mime: z.string() })
  const storyItem = z.object({
    id: z.string(),
    sectionId: z.string(),
    order: z.number(),
    title: z.string(),
    subText: z.string(),
    date: z.nullable(z.string()),
    text: z.array(z.string()),
    thumbnail: z.string(),
    image: z.string(),
    isOpened: z.boolean(),
    multimedia: z.nullable(media),
    previews: z.array(z.string()),
  })
  const storySection = z.object({
    id: z.string(),
    title: z.string(),
    subtitle: z.string(),
    tabField: z.nullable(z.string()),
    order: z.number(),
    items: z.array(storyItem),
  })
  return z.object({ sections: z.array(storySection) })
})
export type StorySection = z.infer<typeof sectionsDocument>['sections'][number]
export type StoryItem = StorySection['items'][number]

/** The CDN's story document: the eight sections in order, each with its chapters in order. */
export const STORY_SECTIONS_PATH = 'story/sections.json'

async function fetchDocument<T>(url: string, schema: z.ZodMiniType<T>): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The story could not be loaded (${response.status}).`)
  return schema.parse(await response.json())
}

export const storySectionsQuery = (env: Pick<Env, 'cdnBase' | 'cdnVersion'>) =>
  queryOptions({
    queryKey: ['story', 'sections', env.cdnVersion],
    queryFn: async () => (await fetchDocument(cdnUrl(env, STORY_SECTIONS_PATH), sectionsDocument)).sections,
    staleTime: Infinity,
  })
