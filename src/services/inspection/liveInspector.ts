import type { InspectionEvent } from 'xstate'
import { LIVE_CHANNEL, isLiveMessage, registryIdOf, type LiveSnapshotMessage } from './liveMessage'

type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'>

/** Where running flows are known to be, so a flows page opened later can be told at once. */
const lastByRun = new Map<string, LiveSnapshotMessage>()
let channel: Channel | null = null

function sharedChannel(): Channel | null {
  if (channel !== null) return channel
  if (typeof BroadcastChannel === 'undefined') return null
  const opened = new BroadcastChannel(LIVE_CHANNEL)
  opened.addEventListener('message', (message: MessageEvent<unknown>) => {
    const data = message.data
    if (!isLiveMessage(data) || data.kind !== 'hello') return
    for (const last of lastByRun.values()) if (last.machineId === data.machineId) opened.postMessage(last)
  })
  channel = opened
  return channel
}

/**
 * Sends one root snapshot of a registered machine's run to the flows pages of this browser, as
 * plain data. Loaded by `inspector()` only once inspection is on.
 */
export function reportSnapshot(inspectionId: string, event: InspectionEvent): void {
  const machineId = registryIdOf(inspectionId)
  if (event.type !== '@xstate.snapshot' || event.actorRef.sessionId !== event.rootId) return
  const snapshot = event.snapshot as { value?: unknown; status?: unknown; machine?: { id?: unknown } }
  if (!('value' in snapshot)) return
  const message: LiveSnapshotMessage = {
    kind: 'snapshot',
    machineId,
    inspectionId,
    sessionId: event.rootId,
    machineDefinitionId: typeof snapshot.machine?.id === 'string' ? snapshot.machine.id : machineId,
    value: toPlainData(snapshot.value),
    status: typeof snapshot.status === 'string' ? snapshot.status : 'active',
    eventType: event.event.type,
    at: Date.now(),
  }
  lastByRun.set(message.sessionId, message)
  if (message.status !== 'active') lastByRun.delete(message.sessionId)
  sharedChannel()?.postMessage(message)
}

/** State values are strings and nested plain objects; this drops anything `postMessage` would refuse. */
function toPlainData(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null)) as unknown
}
