// zod/mini, as for the coverage figures: the flows page needs no more
import { z } from 'zod/mini'

/** Where the e2e walks keep each machine's pictures and results (`test/e2e/harness/uiWalkReport.ts`), as the server serves them. */
export const WALKS_URL = '/reports/paths/ui'

const statesSchema = z.object({
  walkedAt: z.string(),
  states: z.record(z.string(), z.object({ picture: z.string(), path: z.number(), takenAt: z.string() })),
})
const pathsSchema = z.object({
  walkedAt: z.string(),
  paths: z.array(z.object({ outcome: z.string(), transitions: z.optional(z.array(z.string())) })),
})

export interface StatePicture {
  url: string
  /** The walked path that first rested in the state. */
  path: number
  takenAt: string
}

export type WalkLoad =
  | {
      kind: 'walk'
      walkedAt: string
      pictures: ReadonlyMap<string, StatePicture>
      walkedTransitionIds: ReadonlySet<string>
      passed: number
      total: number
    }
  | { kind: 'no-walk' }

async function readJson(url: string, fetcher: typeof fetch): Promise<unknown> {
  try {
    const response = await fetcher(url, { headers: { accept: 'application/json' } })
    return response.ok ? await response.json() : null
  } catch {
    return null
  }
}

/**
 * The pictures and walked transitions of the last e2e walk of one machine on the real page; a
 * machine not walked yet (or a server with no reports) answers `no-walk`.
 */
export async function loadWalk(machineId: string, fetcher: typeof fetch = fetch): Promise<WalkLoad> {
  const base = `${WALKS_URL}/${encodeURIComponent(machineId)}`
  const [states, paths] = await Promise.all([
    readJson(`${base}/states.json`, fetcher),
    readJson(`${base}/paths.json`, fetcher),
  ])
  const parsedStates = statesSchema.safeParse(states)
  const parsedPaths = pathsSchema.safeParse(paths)
  if (!parsedStates.success || !parsedPaths.success) return { kind: 'no-walk' }
  const pictures = new Map(
    Object.entries(parsedStates.data.states).map(([stateId, picture]) => [
      stateId,
      {
        url: `${base}/${picture.picture.split('/').map(encodeURIComponent).join('/')}`,
        path: picture.path,
        takenAt: picture.takenAt,
      },
    ]),
  )
  const passedPaths = parsedPaths.data.paths.filter((path) => path.outcome === 'passed')
  return {
    kind: 'walk',
    walkedAt: parsedPaths.data.walkedAt,
    pictures,
    walkedTransitionIds: new Set(passedPaths.flatMap((path) => path.transitions ?? [])),
    passed: passedPaths.length,
    total: parsedPaths.data.paths.length,
  }
}
