import { turnInspectionOn } from './inspector'
import { LIVE_CHANNEL, isLiveMessage, type LiveHelloMessage, type LiveSnapshotMessage } from './liveMessage'

/**
 * Follows the runs of one machine in this browser (this tab and the others of the same origin).
 * Returns the function that stops following. Does nothing where BroadcastChannel is missing.
 * Turns inspection on, so the runs of this tab and of the tabs opened from now on are reported.
 */
export function subscribeLive(machineId: string, listener: (message: LiveSnapshotMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined
  void turnInspectionOn()
  // A channel of its own: BroadcastChannel does not deliver to the object that posted, and the
  // member flow posts through the inspector's channel, so watching works within one tab too.
  const channel = new BroadcastChannel(LIVE_CHANNEL)
  channel.addEventListener('message', (message: MessageEvent<unknown>) => {
    const data = message.data
    if (isLiveMessage(data) && data.kind === 'snapshot' && data.machineId === machineId) listener(data)
  })
  const hello: LiveHelloMessage = { kind: 'hello', machineId }
  channel.postMessage(hello)
  return () => channel.close()
}
