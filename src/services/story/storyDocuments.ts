// zod/mini: the home page reads the story documents, and the full zod build would weigh on it.
// Each schema is built when a document is first read (`z.lazy`), not when a route's title imports
// this module: the start-up task of every page would otherwise build them.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { cdnUrl } from '../config/cdn'
import type { Env } from '../config/env'

const media = z.lazy(() => z.object({ uri: z.string(), mime: z.string() }))

export const storyItemSchema = z.lazy(() =>
  z.object({
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
  }),
)
export type StoryItem = z.infer<typeof storyItemSchema>

export const storySectionSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    subtitle: z.string(),
    tabField: z.nullable(z.string()),
    order: z.number(),
    items: z.array(storyItemSchema),
  }),
)
export type StorySection = z.infer<typeof storySectionSchema>

const sectionsDocument = z.lazy(() => z.object({ sections: z.array(storySectionSchema) }))

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
