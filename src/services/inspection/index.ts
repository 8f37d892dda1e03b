export { inspector } from './inspector'
export { subscribeLive } from './subscribeLive'
export { LIVE_CHANNEL, type LiveSnapshotMessage } from './liveMessage'
