import { z } from 'zod/mini'

/** The Codex's 'Start' button sets `?chapter=all` to list every section; any other value is ignored. */
export const codexSearchSchema = z.lazy(() =>
  z.object({
    chapter: z.catch(z.optional(z.literal('all')), undefined),
  }),
)
export type CodexSearch = z.output<typeof codexSearchSchema>
