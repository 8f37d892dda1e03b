import { z } from 'zod'

/** `?path=` picks a generated test path by its number, `?live=true` turns on watching; anything else is dropped. */
export const flowsSearchSchema = z.object({
  path: z.coerce.number().int().nonnegative().optional().catch(undefined),
  live: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => (value === true || value === 'true' ? true : undefined))
    .optional()
    .catch(undefined),
})
export type FlowsSearchParams = z.output<typeof flowsSearchSchema>
