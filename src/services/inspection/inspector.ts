import type { InspectionEvent } from 'xstate'

/** `localStorage` key that turns live inspection on at page load (`'1'`); the flows page sets it. */
export const INSPECT_KEY = 'koi:inspect'

type Report = (inspectionId: string, event: InspectionEvent) => void

let report: Report | null = null
let loading: Promise<void> | null = null
interface Seen {
  inspectionId: string
  event: InspectionEvent
}
/** While inspection is off: the last root snapshot of each run, so a flows page opened later finds it. */
const lastOfRun = new Map<string, Seen>()
/** While the inspection code is on its way: every step, sent in order once it has arrived. */
const queued: Seen[] = []
const onListeners = new Set<() => void>()

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // storage refused (a sandboxed frame, some privacy settings): inspection stays off
    return null
  }
}

function loadInspection(): Promise<void> {
  loading ??= import('./liveInspector').then(({ reportSnapshot }) => {
    for (const { inspectionId, event } of [...lastOfRun.values(), ...queued]) reportSnapshot(inspectionId, event)
    lastOfRun.clear()
    queued.length = 0
    report = reportSnapshot
    for (const listener of onListeners) listener()
  })
  return loading
}

/**
 * Turns live inspection on in this tab and, through the stored key, in the tabs opened or
 * reloaded later (and in the open ones, which hear the storage change). The flows page calls it.
 */
export function turnInspectionOn(): Promise<void> {
  storage()?.setItem(INSPECT_KEY, '1')
  return loadInspection()
}

/** Calls `listener` once inspection is on in this tab: at once when it is already. */
export function whenInspectionOn(listener: () => void): () => void {
  if (report) listener()
  else onListeners.add(listener)
  return () => onListeners.delete(listener)
}

/**
 * An XState inspection observer for one registered machine: pass `{ inspect: inspector('login') }`
 * when creating the member's actor and the flows page can follow that run on the diagram. Where a
 * page runs several actors of one machine, each passes its own inspection id, the registry id and
 * what it is for (`reaction:<submissionId>`, `reaction:item:<collection>:<tokenId>`), so a watcher can
 * tell them apart; the flows page follows them all under the registry id. It is
 * a few lines until inspection is on (`localStorage['koi:inspect'] === '1'` at page load, or the
 * flows page opened); until then it keeps each run's last root snapshot, and the inspection code,
 * loaded then, sends those, the steps taken while it loaded, and everything after.
 */
export function inspector(inspectionId: string): (event: InspectionEvent) => void {
  return (event) => {
    if (event.type !== '@xstate.snapshot' || event.actorRef.sessionId !== event.rootId) return
    if (report) return report(inspectionId, event)
    if (loading) return void queued.push({ inspectionId, event })
    const status = (event.snapshot as { status?: unknown }).status
    if (status === undefined || status === 'active') lastOfRun.set(event.rootId, { inspectionId, event })
    else lastOfRun.delete(event.rootId)
  }
}

if (typeof window !== 'undefined') {
  if (storage()?.getItem(INSPECT_KEY) === '1') void loadInspection()
  window.addEventListener('storage', (change) => {
    if (change.key === INSPECT_KEY && change.newValue === '1') void loadInspection()
  })
}
