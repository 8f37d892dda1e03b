import type { QueryClient } from '@tanstack/react-query'
import type { Env } from '../../services/config/env'
import { storySectionsQuery } from '../../services/story/storyDocuments'

/** A chapter page's loader: the story document, fetched before the page renders so its title is known. */
export const loadStoryChapter = (queryClient: QueryClient, env: Env) =>
  queryClient.prefetchQuery(storySectionsQuery(env))

/** A chapter page's title words: the chapter's title, then its section's. */
export function storyChapterTitle(queryClient: QueryClient, env: Env, id: string, sectionTitle: string) {
  const sections = queryClient.getQueryData(storySectionsQuery(env).queryKey)
  const chapter = sections?.flatMap((section) => section.items).find((item) => item.id === id)
  return [chapter?.title, sectionTitle]
}
