export { inspector, turnInspectionOn, whenInspectionOn, INSPECT_KEY } from './inspector'
export { subscribeLive } from './subscribeLive'
export { LIVE_CHANNEL, type LiveSnapshotMessage } from './liveMessage'
