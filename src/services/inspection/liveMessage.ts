/** The channel every Koi tab shares for watching member flows on the flows page. */
export const LIVE_CHANNEL = 'koi-flows'

/** One step of a running member flow, reduced to what the diagram needs and what survives `postMessage`. */
export interface LiveSnapshotMessage {
  kind: 'snapshot'
  /** Registry id of the machine, e.g. `login`. */
  machineId: string
  /** Which of the page's runs of that machine: the registry id, or it and what the run is for (`reaction:item:koi-guardians:7`). */
  inspectionId: string
  /** The actor system this run belongs to; a page reload or a new run gets a new one. */
  sessionId: string
  /** The machine's own id from its definition. */
  machineDefinitionId: string
  value: unknown
  status: string
  /** The event that led here (`xstate.init` for the start). */
  eventType: string
  at: number
}

/** The registry id an inspection id belongs to: `reaction` for `reaction:item:koi-guardians:7`. */
export const registryIdOf = (inspectionId: string): string => inspectionId.split(':', 1)[0] ?? inspectionId

/** Sent by a flows page that starts watching, so running flows repeat where they are. */
export interface LiveHelloMessage {
  kind: 'hello'
  machineId: string
}

export type LiveMessage = LiveSnapshotMessage | LiveHelloMessage

export function isLiveMessage(value: unknown): value is LiveMessage {
  if (typeof value !== 'object' || value === null || !('kind' in value) || !('machineId' in value)) return false
  if (typeof value.machineId !== 'string') return false
  if (value.kind === 'hello') return true
  return value.kind === 'snapshot' && 'sessionId' in value && typeof value.sessionId === 'string' && 'value' in value
}
