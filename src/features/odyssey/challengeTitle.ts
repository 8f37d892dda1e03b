import type { QueryClient } from '@tanstack/react-query'
import type { Env } from '../../services/config/env'
import { SECTION_TITLES } from '../../services/pageMeta/pageTitles'
import { odysseyQuery } from '../../services/story/odysseyDocument'

/** A challenge page's loader: the Odyssey document, fetched before the page renders so its title is known. */
export const loadChallenge = (queryClient: QueryClient, env: Env) => queryClient.prefetchQuery(odysseyQuery(env))

/** A challenge page's title words: the challenge's title, then the Odyssey's. */
export function challengeTitle(queryClient: QueryClient, env: Env, id: string) {
  const challenge = queryClient.getQueryData(odysseyQuery(env).queryKey)?.challenges.find((item) => item.id === id)
  return [challenge?.title, SECTION_TITLES['/odyssey']]
}
