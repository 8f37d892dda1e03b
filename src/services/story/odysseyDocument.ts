// zod/mini: the home page reads the story documents, and the full zod build would weigh on it.
// The schema is built when the document is first read (`z.lazy`), not when the Odyssey's titles
// import this module with every page's start-up code.
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { cdnUrl } from '../config/cdn'
import type { Env } from '../config/env'

const odysseyDocument = z.lazy(() => {
  const social = z.object({ name: z.string(), link: z.string(), icon: z.string() })
  const challenge = z.object({
    id: z.string(),
    title: z.string(),
    image: z.string(),
    description: z.string(),
    text: z.array(z.string()),
    isOpened: z.boolean(),
    prizeUsd: z.nullable(z.number()),
    durationDays: z.number(),
    socials: z.array(social),
    order: z.number(),
  })
  return z.object({
    story: z.object({
      title: z.string(),
      subtitle: z.string(),
      audio: z.object({ uri: z.string(), mime: z.string() }),
      poster: z.string(),
    }),
    challenges: z.array(challenge),
  })
})
export type OdysseyDocument = z.infer<typeof odysseyDocument>
export type OdysseyChallenge = OdysseyDocument['challenges'][number]

/** The CDN's Odyssey document: the legend of Koi with its audio, and the four challenges in order. */
export const ODYSSEY_PATH = 'story/odyssey.json'

export const odysseyQuery = (env: Pick<Env, 'cdnBase' | 'cdnVersion'>) =>
  queryOptions({
    queryKey: ['story', 'odyssey', env.cdnVersion],
    queryFn: async () => {
      const response = await fetch(cdnUrl(env, ODYSSEY_PATH))
      if (!response.ok) throw new Error(`The Odyssey could not be loaded (${response.status}).`)
      return odysseyDocument.parse(await response.json())
    },
    staleTime: Infinity,
  })

/** The cash prizes of the challenges that have one, in challenge order. */
export function cashPrizes(challenges: readonly OdysseyChallenge[]): { title: string; amount: number; days: number }[] {
  return challenges.flatMap((challenge) =>
    challenge.prizeUsd === null
      ? []
      : [{ title: challenge.title, amount: challenge.prizeUsd, days: challenge.durationDays }],
  )
}
