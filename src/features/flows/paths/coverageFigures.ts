// zod/mini: the flows page needs no more, and the full build would bring zod's every schema kind
import { z } from 'zod/mini'

const ratio = z.object({ reached: z.number(), total: z.number(), percent: z.number() })

export const coverageFiguresSchema = z.object({
  states: ratio,
  transitions: ratio,
  guardOutcomes: ratio,
  paths: z.number(),
  mismatches: z.number(),
})
export type CoverageFigures = z.infer<typeof coverageFiguresSchema>

const machineCoverage = z.object({ id: z.string(), figures: coverageFiguresSchema })
/** `npm run test:paths` writes one entry per machine; the list may sit under `machines` with run details. */
const summarySchema = z.union([
  z.array(z.looseObject(machineCoverage.shape)),
  z.looseObject({ machines: z.array(z.looseObject(machineCoverage.shape)), generatedAt: z.optional(z.string()) }),
])

export type CoverageLoad =
  | { kind: 'figures'; figures: CoverageFigures; generatedAt: string | null }
  | { kind: 'no-run' }
  | { kind: 'not-in-run' }

export const SUMMARY_URL = '/reports/paths/summary.json'

/** The coverage of the last path-test run, served from `reports/`; absent until someone runs it. */
export async function loadCoverage(machineId: string, fetcher: typeof fetch = fetch): Promise<CoverageLoad> {
  let response: Response
  try {
    response = await fetcher(SUMMARY_URL, { headers: { accept: 'application/json' } })
  } catch {
    return { kind: 'no-run' }
  }
  if (!response.ok) return { kind: 'no-run' }
  const parsed = summarySchema.safeParse(await response.json().catch(() => null))
  if (!parsed.success) return { kind: 'no-run' }
  const list = Array.isArray(parsed.data) ? parsed.data : parsed.data.machines
  const generatedAt = Array.isArray(parsed.data) ? null : (parsed.data.generatedAt ?? null)
  const entry = list.find((candidate) => candidate.id === machineId)
  return entry ? { kind: 'figures', figures: entry.figures, generatedAt } : { kind: 'not-in-run' }
}
